import { describe, expect, test } from 'vitest';
import { contentSecurityPolicy } from '../server/security/content-security-policy';
import { tagManagerSetting, tagManagerStartWarning } from '../server/tracking/tag-manager-setting';
import { seededDatabase } from './support/seeded-database';
import { listeningPort, spawnServer, stopServer } from './support/server-process';
import { get } from './support/storefront-server';
import { serverStartTimeout, suiteSetupTimeout } from './support/timeouts';

const env = (id: string | undefined, origin?: string) => ({
  VITRINE_TAG_MANAGER_ID: id,
  VITRINE_TAG_MANAGER_ORIGIN: origin,
});

describe('the tag manager of the storefront (issue 20, §5 tag-manager id)', () => {
  test.each([
    { id: undefined, setting: null, warning: null },
    {
      id: 'GTM-AB12C',
      setting: { id: 'GTM-AB12C', origin: 'https://www.googletagmanager.com' },
      warning: null,
    },
    {
      id: 'gtm-ab12c',
      setting: null,
      warning:
        'VITRINE_TAG_MANAGER_ID "gtm-ab12c" is not a tag-manager id (GTM- and digits or capital letters). Did you mean "GTM-AB12C"? The shop runs without a tag manager.',
    },
    {
      id: 'G-ABC123',
      setting: null,
      warning:
        'VITRINE_TAG_MANAGER_ID "G-ABC123" is not a tag-manager id (GTM- and digits or capital letters). The shop runs without a tag manager.',
    },
  ])('$id', ({ id, setting, warning }) => {
    expect(tagManagerSetting(env(id))).toEqual(setting);
    expect(tagManagerStartWarning(env(id))).toBe(warning);
  });

  test('a configured origin is used as an origin (a path in it is dropped)', () => {
    expect(tagManagerSetting(env('GTM-X1', 'http://127.0.0.1:9000/tags/'))).toEqual({
      id: 'GTM-X1',
      origin: 'http://127.0.0.1:9000',
    });
  });
});

describe('the Content-Security-Policy lets the tag manager in only when there is one (issue 20)', () => {
  const policy = (tagManagerOrigin: string | null) =>
    Object.fromEntries(
      contentSecurityPolicy({
        nonce: 'n',
        preview: false,
        storyblokContent: false,
        development: false,
        tagManagerOrigin,
      })
        .split('; ')
        .map((directive) => {
          const [name = '', ...sources] = directive.split(' ');
          return [name, sources];
        }),
    );

  test('without one: scripts from this origin and the nonce only', () => {
    expect(policy(null)['script-src']).toEqual(["'self'", "'nonce-n'"]);
  });

  test('Google’s: its script, and the measurement hosts its tags send to', () => {
    const directives = policy('https://www.googletagmanager.com');
    expect(directives['script-src']).toContain('https://www.googletagmanager.com');
    expect(directives['connect-src']).toContain('https://*.google-analytics.com');
    expect(directives['img-src']).toContain('https://*.google-analytics.com');
  });

  test('another origin (a server-side tag manager): that origin only', () => {
    const directives = policy('https://tags.nido.example');
    expect(directives['script-src']).toEqual(["'self'", "'nonce-n'", 'https://tags.nido.example']);
    expect(directives['connect-src']).not.toContain('https://*.google-analytics.com');
  });
});

describe('an invalid id is reported at start with the suggested correction (issue 20, §5)', () => {
  test(
    'the running server says so once, keeps serving, and its pages have no tag manager',
    async () => {
      const database = await seededDatabase(400);
      const server = spawnServer(
        {
          VITRINE_DATA_DIR: database.directory,
          VITRINE_SEED_PRODUCTS: '400',
          VITRINE_DURABILITY: 'relaxed',
          VITRINE_TAG_MANAGER_ID: 'gtm-ab12c',
        },
        { ipc: true },
      );
      try {
        const port = await listeningPort(server, serverStartTimeout);
        const reported = server
          .output()
          .stderr.split('\n')
          .filter((line) => line.includes('VITRINE_TAG_MANAGER_ID'));
        expect(reported).toEqual([
          'Vitrine storefront: VITRINE_TAG_MANAGER_ID "gtm-ab12c" is not a tag-manager id (GTM- and digits or capital letters). Did you mean "GTM-AB12C"? The shop runs without a tag manager.',
        ]);
        const home = await get(port, '/');
        expect(home.status).toBe(200);
        expect(String(home.headers['content-security-policy'])).not.toContain('googletagmanager');
        expect(home.body).not.toMatch(/gtm-ab12c|GTM-AB12C/);
      } finally {
        await stopServer(server);
        await database.remove();
      }
    },
    suiteSetupTimeout,
  );
});
