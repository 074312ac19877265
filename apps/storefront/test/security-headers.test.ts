import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type RunningStorefront, send, startStorefront } from './support/storefront-server';

let storefront: RunningStorefront;
beforeAll(async () => {
  // The tests' requests come from loopback, which stands for the shop's proxy here.
  storefront = await startStorefront({ TRUST_PROXY: 'loopback' });
});
afterAll(() => storefront?.stop());

const get = (path: string, headers: Record<string, string> = {}) =>
  send(storefront.port, { path, headers });

/** The nonce of a response's policy, from its `script-src`. */
function policyNonce(policy: string | string[] | undefined): string | undefined {
  return /script-src [^;]*'nonce-([^']+)'/.exec(String(policy))?.[1];
}

describe('the Content-Security-Policy of pages (issue 12 item 8)', () => {
  test.each(['/', '/kinderwagen/', '/faq/', '/gibt-es-nicht/'])(
    '%s: every script carries the response’s nonce',
    async (path) => {
      const response = await get(path);
      const policy = String(response.headers['content-security-policy']);
      const nonce = policyNonce(policy);
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      const scripts = [...response.body.matchAll(/<script\b[^>]*>/g)].map((match) => match[0]);
      expect(scripts.length).toBeGreaterThan(2);
      expect(scripts.filter((script) => !script.includes(`nonce="${nonce}"`))).toEqual([]);
      const styles = [...response.body.matchAll(/<style\b[^>]*>/g)].map((match) => match[0]);
      expect(styles.filter((style) => !style.includes(`nonce="${nonce}"`))).toEqual([]);
    },
  );

  test('the nonce is new for every response', async () => {
    const nonces = await Promise.all([get('/'), get('/'), get('/faq/')]).then((responses) =>
      responses.map((response) => policyNonce(response.headers['content-security-policy'])),
    );
    expect(new Set(nonces).size).toBe(3);
  });

  test('the policy restricts scripts, styles, pictures, connections, framing, base, forms and plugins', async () => {
    const policy = String((await get('/')).headers['content-security-policy']);
    const directive = (name: string) =>
      policy
        .split('; ')
        .find((entry) => entry.startsWith(`${name} `))
        ?.slice(name.length + 1);
    expect(directive('default-src')).toBe("'self'");
    expect(directive('script-src')).toMatch(/^'self' 'nonce-[^']+'$/);
    expect(directive('style-src')).toMatch(/^'self' 'nonce-[^']+'$/);
    expect(directive('style-src-attr')).toBe("'unsafe-inline'");
    expect(directive('img-src')).toBe("'self' data: blob:");
    expect(directive('connect-src')).toBe("'self'");
    expect(directive('frame-ancestors')).toBe("'none'");
    expect(directive('base-uri')).toBe("'self'");
    // Forms post here; the country picker's choice is redirected to the sister shops (issue 20).
    expect(directive('form-action')).toBe(
      "'self' http://at.nido.localhost:* http://ch.nido.localhost:* http://fr.nido.localhost:* http://be.nido.localhost:* http://nl.nido.localhost:*",
    );
    expect(directive('object-src')).toBe("'none'");
  });
});

describe('Strict-Transport-Security over HTTPS (issue 12 item 8)', () => {
  test('behind a trusted proxy that received HTTPS: pages and static files carry it', async () => {
    const https = { 'x-forwarded-proto': 'https' };
    const page = await get('/', https);
    expect(page.headers['strict-transport-security']).toBe('max-age=31536000');
    const asset = /\/assets\/[^"]+\.js/.exec(page.body)?.[0] ?? '';
    const staticFile = await get(asset, https);
    expect(staticFile.status).toBe(200);
    expect(staticFile.headers['strict-transport-security']).toBe('max-age=31536000');
  });

  test('over plain HTTP there is none', async () => {
    const page = await get('/');
    expect(page.headers['strict-transport-security']).toBeUndefined();
    expect((await get('/favicon-baby.svg')).headers['strict-transport-security']).toBeUndefined();
  });
});

describe('nosniff on every answer, static files too (issue 12 item 8)', () => {
  test.each([
    { name: 'a build asset', path: 'asset' },
    { name: 'a public file', path: '/favicon-baby.svg' },
    { name: 'the bridge script', path: '/sbBridge.js' },
    { name: 'an /api answer', path: '/api/cms/_' },
    { name: 'a page', path: '/' },
  ])('$name', async ({ path }) => {
    const resolved =
      path === 'asset' ? (/\/assets\/[^"]+\.js/.exec((await get('/')).body)?.[0] ?? '') : path;
    const response = await get(resolved);
    expect(response.status).toBe(200);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });
});
