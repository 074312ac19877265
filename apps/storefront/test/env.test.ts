import { EnvironmentError, parseCommerceEnv } from '@vitrine/commerce';
import { describe, expect, test } from 'vitest';
import { contentSettingsFromEnv, environmentOf } from '../server/env';
import { spawnServer, stopServer } from './support/server-process';
import { repositoryRoot, storefrontEnv } from './support/storefront-env';
import { serverStartTimeout } from './support/timeouts';

describe('the storefront’s environment: defaults (README “What npm start runs”)', () => {
  test('an empty environment is the embedded defaults', () => {
    expect(storefrontEnv({})).toEqual({
      NODE_ENV: undefined,
      VITRINE_ENV: undefined,
      PORT: 3000,
      HOST: '127.0.0.1',
      VITRINE_DATA_DIR: `${repositoryRoot}.data/pglite`,
      VITRINE_IMAGE_CACHE_DIR: `${repositoryRoot}.data/image-cache`,
      CONTENT_STORIES_DIR: `${repositoryRoot}packages/content/stories`,
      VITRINE_SEED_PRODUCTS: 2000,
      VITRINE_SHUTDOWN_GRACE_SECONDS: 10,
      VITRINE_RENDER_CACHE_MB: 64,
      VITRINE_COUNTRY_HEADER: undefined,
      VITRINE_BUILD_ID: undefined,
      SENTRY_DSN: undefined,
      VITRINE_ERROR_SAMPLE_RATE: 0.1,
      TRUST_PROXY: false,
      VITRINE_INTERNAL_NETWORKS: undefined,
      VITRINE_TAG_MANAGER_ID: undefined,
      VITRINE_TAG_MANAGER_ORIGIN: undefined,
      SESSION_SECRET: undefined,
      CONTACT_MAIL_TO: undefined,
      STORYBLOK_TOKEN: undefined,
      STORYBLOK_PREVIEW_TOKEN: undefined,
      STORYBLOK_REGION: 'eu',
      CONTENT_PUBLIC_TOKEN: 'vitrine-public-token',
      CONTENT_PREVIEW_TOKEN: 'vitrine-preview-token',
      VITRINE_PREVIEW_MAX_AGE: 3600,
      // The commerce engine's defaults, which its own test spells out
      // (packages/commerce/test/environment.test.ts).
      ...parseCommerceEnv({}),
    });
  });

  test('a variable set to nothing, or blanks, is unset (spawnServer sets DATABASE_URL to "")', () => {
    expect(storefrontEnv({ PORT: '', HOST: ' ', DATABASE_URL: '' })).toMatchObject({
      PORT: 3000,
      HOST: '127.0.0.1',
      DATABASE_URL: undefined,
    });
  });

  test('variables the storefront does not read are left out', () => {
    expect(storefrontEnv({ HOME: '/root', PATH: '/usr/bin' })).not.toHaveProperty('HOME');
  });
});

describe('the storefront’s environment: each variable', () => {
  test.each([
    ['NODE_ENV', 'production', 'production'],
    ['NODE_ENV', 'test', 'test'],
    ['VITRINE_ENV', 'qa', 'qa'],
    ['VITRINE_ENV', 'QA', 'qa'],
    ['PORT', '0', 0],
    ['PORT', ' 8080 ', 8080],
    ['PORT', '65535', 65_535],
    ['HOST', '0.0.0.0', '0.0.0.0'],
    ['HOST', '::', '::'],
    ['HOST', 'shop.internal', 'shop.internal'],
    ['VITRINE_DATA_DIR', 'memory://', 'memory://'],
    ['VITRINE_DATA_DIR', '/srv/vitrine/pglite-2', '/srv/vitrine/pglite-2'],
    ['VITRINE_IMAGE_CACHE_DIR', '/srv/vitrine/images', '/srv/vitrine/images'],
    ['CONTENT_STORIES_DIR', '/srv/stories', '/srv/stories'],
    ['VITRINE_SEED_PRODUCTS', '400', 400],
    ['VITRINE_SHUTDOWN_GRACE_SECONDS', '1', 1],
    ['VITRINE_SHUTDOWN_GRACE_SECONDS', '2.5', 2.5],
    ['VITRINE_SHUTDOWN_GRACE_SECONDS', '0', 0],
    ['VITRINE_RENDER_CACHE_MB', '0', 0],
    ['VITRINE_RENDER_CACHE_MB', '256', 256],
    ['TRUST_PROXY', 'false', false],
    ['TRUST_PROXY', 'true', true],
    ['TRUST_PROXY', '1', 1],
    ['TRUST_PROXY', 'loopback, 10.0.0.0/8', ['loopback', '10.0.0.0/8']],
    ['VITRINE_INTERNAL_NETWORKS', '203.0.113.0/24', ['203.0.113.0/24']],
    ['VITRINE_TAG_MANAGER_ID', 'GTM-AB12C', 'GTM-AB12C'],
    // Read as given: the tag-manager rule judges it at start (tag-manager-setting.test.ts).
    ['VITRINE_TAG_MANAGER_ID', 'gtm-ab12c', 'gtm-ab12c'],
    ['VITRINE_TAG_MANAGER_ORIGIN', 'http://127.0.0.1:9000', 'http://127.0.0.1:9000'],
    ['VITRINE_ANALYTICS_ORIGIN', 'https://rum.example.com', 'https://rum.example.com'],
    ['VITRINE_INTERNAL_NETWORKS', '10.0.0.1, 2001:db8::/32', ['10.0.0.1', '2001:db8::/32']],
    ['SESSION_SECRET', ` ${'s'.repeat(32)} `, 's'.repeat(32)],
    ['CONTACT_MAIL_TO', 'kundenservice@nido.example', 'kundenservice@nido.example'],
    [
      'CONTACT_MAIL_TO',
      'Service <a@nido.example>, b@nido.example',
      'Service <a@nido.example>, b@nido.example',
    ],
    ['STORYBLOK_TOKEN', 'abc123', 'abc123'],
    ['STORYBLOK_PREVIEW_TOKEN', 'prev456', 'prev456'],
    ['STORYBLOK_REGION', 'us', 'us'],
    ['STORYBLOK_REGION', 'AP', 'ap'],
    ['CONTENT_PUBLIC_TOKEN', 'offen', 'offen'],
    ['CONTENT_PREVIEW_TOKEN', ' geheim ', 'geheim'],
    ['VITRINE_PREVIEW_MAX_AGE', '600', 600],
    ['VITRINE_DURABILITY', 'relaxed', 'relaxed'],
    ['VITRINE_IMAGE_RENDERS', '2', 2],
    ['VITRINE_PASSWORD_HASHES', '1', 1],
    ['VITRINE_BUILD_ID', 'release-42', 'release-42'],
    ['SENTRY_DSN', 'https://key@o1.ingest.sentry.io/2', 'https://key@o1.ingest.sentry.io/2'],
    ['VITRINE_ERROR_SAMPLE_RATE', '1', 1],
    ['VITRINE_ERROR_SAMPLE_RATE', '0.25', 0.25],
  ] as const)('%s=%j reads as %j', (name, value, expected) => {
    expect(storefrontEnv({ [name]: value })[name]).toEqual(expected);
  });

  test.each([
    ['NODE_ENV', 'prod', 'NODE_ENV: expected one of development, production, test, got "prod"'],
    [
      'NODE_ENV',
      'Production',
      'NODE_ENV: expected one of development, production, test, got "Production"',
    ],
    ['VITRINE_ENV', 'staging', 'VITRINE_ENV: expected one of qa, got "staging"'],
    ['PORT', 'abc', 'PORT: expected an integer 0–65535, got "abc"'],
    ['PORT', '65536', 'PORT: expected an integer 0–65535, got "65536"'],
    ['PORT', '-1', 'PORT: expected an integer 0–65535, got "-1"'],
    ['PORT', '80.5', 'PORT: expected an integer 0–65535, got "80.5"'],
    ['HOST', 'shop internal', 'HOST: expected an IP address or a host name, got "shop internal"'],
    ['HOST', 'http://shop', 'HOST: expected an IP address or a host name, got "http://shop"'],
    ['VITRINE_SEED_PRODUCTS', '0', 'VITRINE_SEED_PRODUCTS: expected an integer 1–1000000, got "0"'],
    [
      'VITRINE_SEED_PRODUCTS',
      'lots',
      'VITRINE_SEED_PRODUCTS: expected an integer 1–1000000, got "lots"',
    ],
    [
      'VITRINE_RENDER_CACHE_MB',
      '-1',
      'VITRINE_RENDER_CACHE_MB: expected an integer 0–65536, got "-1"',
    ],
    [
      'VITRINE_SHUTDOWN_GRACE_SECONDS',
      '-1',
      'VITRINE_SHUTDOWN_GRACE_SECONDS: expected a number 0–3600, got "-1"',
    ],
    [
      'VITRINE_SHUTDOWN_GRACE_SECONDS',
      '10s',
      'VITRINE_SHUTDOWN_GRACE_SECONDS: expected a number 0–3600, got "10s"',
    ],
    [
      'TRUST_PROXY',
      'yes',
      'TRUST_PROXY: expected true, false, a hop count or a comma-separated list of addresses, CIDR ranges, loopback, linklocal or uniquelocal, got "yes"',
    ],
    ['VITRINE_ERROR_SAMPLE_RATE', '2', 'VITRINE_ERROR_SAMPLE_RATE: expected a number 0–1, got "2"'],
    [
      'VITRINE_ANALYTICS_ORIGIN',
      'rum.example.com',
      'VITRINE_ANALYTICS_ORIGIN: expected a URL starting with https:// or http://, got "rum.example.com"',
    ],
    [
      'SENTRY_DSN',
      'sentry.example',
      'SENTRY_DSN: expected a URL starting with https:// or http://, got "sentry.example"',
    ],
    [
      'VITRINE_INTERNAL_NETWORKS',
      'office',
      'VITRINE_INTERNAL_NETWORKS: expected a comma-separated list of IP addresses and CIDR ranges, got "office"',
    ],
    [
      'VITRINE_INTERNAL_NETWORKS',
      '10.0.0.0/33',
      'VITRINE_INTERNAL_NETWORKS: expected a comma-separated list of IP addresses and CIDR ranges, got "10.0.0.0/33"',
    ],
    [
      'SESSION_SECRET',
      'short',
      'SESSION_SECRET: expected at least 32 characters, got a value of 5 characters',
    ],
    [
      'STORYBLOK_WEBHOOK_SECRET',
      'short',
      'STORYBLOK_WEBHOOK_SECRET: expected at least 16 characters, got a value of 5 characters',
    ],
    [
      'CONTACT_MAIL_TO',
      'service',
      'CONTACT_MAIL_TO: expected mail addresses (name@host or Name <name@host>), comma-separated, got "service"',
    ],
    [
      'STORYBLOK_REGION',
      'mars',
      'STORYBLOK_REGION: expected one of eu, cn, us, ca, ap, got "mars"',
    ],
    [
      'VITRINE_PREVIEW_MAX_AGE',
      '0',
      'VITRINE_PREVIEW_MAX_AGE: expected an integer 1–999999999, got "0"',
    ],
    [
      'VITRINE_PREVIEW_MAX_AGE',
      'an hour',
      'VITRINE_PREVIEW_MAX_AGE: expected an integer 1–999999999, got "an hour"',
    ],
    [
      'VITRINE_DURABILITY',
      'fast',
      'VITRINE_DURABILITY: expected one of durable, relaxed, got "fast"',
    ],
    [
      'VITRINE_IMAGE_CACHE_MB',
      '0',
      'VITRINE_IMAGE_CACHE_MB: expected an integer 1–1048576, got "0"',
    ],
    [
      'DATABASE_URL',
      'mysql://db',
      'DATABASE_URL: expected a URL starting with postgres:// or postgresql://, got a value of 10 characters',
    ],
  ])('%s=%j stops the start: %s', (name, value, message) => {
    expect(() => storefrontEnv({ [name]: value })).toThrow(new EnvironmentError([message]));
  });

  test('secrets are never in the message', () => {
    const secret = 'hunter2-but-too-short';
    expect(() => storefrontEnv({ SESSION_SECRET: secret })).not.toThrow(secret);
  });

  test('every wrong variable is named at once', () => {
    expect(() => storefrontEnv({ PORT: 'abc', VITRINE_DURABILITY: 'fast' })).toThrow(
      '2 environment variables are wrong:\n' +
        '  VITRINE_DURABILITY: expected one of durable, relaxed, got "fast"\n' +
        '  PORT: expected an integer 0–65535, got "abc"',
    );
  });
});

describe('what the storefront makes of its environment', () => {
  test.each([
    [{}, 'development'],
    [{ NODE_ENV: 'development' }, 'development'],
    [{ NODE_ENV: 'test' }, 'development'],
    [{ NODE_ENV: 'production' }, 'production'],
    [{ NODE_ENV: 'production', VITRINE_ENV: 'qa' }, 'qa'],
  ])('%j is the %s environment', (env, expected) => {
    expect(environmentOf(storefrontEnv(env))).toBe(expected);
  });

  test('the content settings: the local space’s tokens, or Storyblok’s', () => {
    expect(contentSettingsFromEnv(storefrontEnv({}))).toEqual({
      storyblokToken: undefined,
      storyblokPreviewToken: undefined,
      storyblokRegion: 'eu',
      localTokens: { public: 'vitrine-public-token', preview: 'vitrine-preview-token' },
    });
    expect(
      contentSettingsFromEnv(
        storefrontEnv({
          STORYBLOK_TOKEN: 'pub',
          STORYBLOK_PREVIEW_TOKEN: 'prev',
          STORYBLOK_REGION: 'US',
        }),
      ),
    ).toMatchObject({
      storyblokToken: 'pub',
      storyblokPreviewToken: 'prev',
      storyblokRegion: 'us',
    });
  });
});

describe('a wrong variable stops `node server.js` (the production server as npm start runs it)', () => {
  test.each([
    ['PORT', 'abc', 'PORT: expected an integer 0–65535, got "abc"'],
    [
      'VITRINE_DURABILITY',
      'fast',
      'VITRINE_DURABILITY: expected one of durable, relaxed, got "fast"',
    ],
  ])(
    '%s=%s: exit code 1 and one line on stderr naming it, no stack trace',
    async (name, value, message) => {
      // In memory: a server that wrongly started would touch no data folder.
      const server = spawnServer({ VITRINE_DATA_DIR: 'memory://', [name]: value }, { ipc: true });
      const timer = setTimeout(() => void stopServer(server), serverStartTimeout);
      const code = await server.exited;
      clearTimeout(timer);
      const { stdout, stderr } = server.output();
      expect(code).toBe(1);
      expect(stderr).toContain(`Vitrine storefront not started: ${message}\n`);
      expect(stderr).not.toMatch(/^\s+at /m);
      expect(stdout).not.toContain('listening');
    },
  );
});
