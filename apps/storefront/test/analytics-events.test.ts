import { request } from 'node:http';
import { analyticsEventsPath, analyticsScriptPath } from '@vitrine/domain/telemetry';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { defaultRateLimits } from '../server/api/security/rate-limits';
import {
  type PlainResponse,
  type RunningStorefront,
  send,
  startStorefront,
} from './support/storefront-server';

/**
 * The shop's analytics script and its collector (issue 20, §2 static scripts: `/scripts/econda.js`,
 * "analytics, loaded at start"), on the production server. `NODE_ENV=test` shows the
 * development metrics page; loopback stands for the shop's proxy, so each test's client
 * (`X-Forwarded-For`) has rate limits of its own.
 */
let storefront: RunningStorefront;
beforeAll(async () => {
  storefront = await startStorefront({ TRUST_PROXY: 'loopback', NODE_ENV: 'test' });
});
afterAll(() => storefront?.stop());

let clients = 0;
/** A new client address: the rate limits count it on its own. */
function newClient(): string {
  clients += 1;
  return `10.72.${Math.floor(clients / 250)}.${(clients % 250) + 1}`;
}

/** A post as the script sends it: a beacon's text body, from the shop's own page. */
function post(
  body: unknown,
  { client = newClient(), json = false }: { client?: string; json?: boolean } = {},
): Promise<PlainResponse> {
  const headers = { origin: `http://localhost:${storefront.port}`, 'x-forwarded-for': client };
  if (json) {
    return send(storefront.port, {
      method: 'POST',
      path: analyticsEventsPath,
      headers,
      json: body,
    });
  }
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const outgoing = request(
      {
        host: '127.0.0.1',
        port: storefront.port,
        path: analyticsEventsPath,
        method: 'POST',
        headers: {
          ...headers,
          host: `localhost:${storefront.port}`,
          'content-type': 'text/plain;charset=UTF-8',
          'content-length': String(Buffer.byteLength(text)),
        },
      },
      (incoming) => {
        let answer = '';
        incoming.setEncoding('utf8');
        incoming.on('data', (chunk: string) => {
          answer += chunk;
        });
        incoming.on('end', () =>
          resolve({ status: incoming.statusCode ?? 0, headers: incoming.headers, body: answer }),
        );
      },
    );
    outgoing.on('error', reject);
    outgoing.end(text);
  });
}

async function counts(): Promise<{ pageType: string; name: string; count: number }[]> {
  const answer = await send(storefront.port, { path: analyticsEventsPath });
  expect(answer.status).toBe(200);
  expect(answer.headers['cache-control']).toContain('no-store');
  return (
    JSON.parse(answer.body) as { counts: { pageType: string; name: string; count: number }[] }
  ).counts;
}

const countOf = async (pageType: string, name: string) =>
  (await counts()).find((entry) => entry.pageType === pageType && entry.name === name)?.count ?? 0;

const pageView = { name: 'page_view', path: '/warenkorb/', shop: 'baby-de', locale: 'de-DE' };

describe('/scripts/econda.js is a static file of the shop (§2 static scripts)', () => {
  test('served as JavaScript with a public cache header, allowed by the pages’ script-src', async () => {
    const script = await send(storefront.port, { path: analyticsScriptPath });
    expect(script.status).toBe(200);
    expect(script.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(script.headers['cache-control']).toMatch(/^public, max-age=\d+/);
    expect(script.body).toContain('vitrine:page-view');
    expect(script.body).toContain('sendBeacon');
    const home = await send(storefront.port, { path: '/' });
    expect(String(home.headers['content-security-policy'])).toMatch(/script-src 'self'/);
  });
});

describe('the collector counts what the script posts (issue 20, §2 econda.js)', () => {
  test('a page view as a beacon (text) and an event as JSON: 204 each, counted under their page type', async () => {
    const before = await countOf('basket', 'page_view');
    const cartBefore = await countOf('product', 'add_to_cart');
    expect((await post(pageView)).status).toBe(204);
    expect((await post({ ...pageView, path: '/warenkorb/?gutschein=X' })).status).toBe(204);
    const event = { ...pageView, name: 'add_to_cart', path: '/p/luna-2000001/' };
    expect((await post(event, { json: true })).status).toBe(204);
    expect(await countOf('basket', 'page_view')).toBe(before + 2);
    expect(await countOf('product', 'add_to_cart')).toBe(cartBefore + 1);
  });

  test.each([
    { case: 'an unknown event name', body: { ...pageView, name: 'gtm.js' }, field: 'name' },
    { case: 'another site’s path', body: { ...pageView, path: '//evil.example/' }, field: 'path' },
    {
      case: 'an address for a path',
      body: { ...pageView, path: 'https://x.example/' },
      field: 'path',
    },
    { case: 'an unknown shop', body: { ...pageView, shop: 'baby-it' }, field: 'shop' },
    { case: 'another shop’s locale', body: { ...pageView, locale: 'fr-FR' }, field: 'locale' },
  ])('$case is a 400 with the field’s message key', async ({ body, field }) => {
    const answer = await post(body);
    expect(answer.status).toBe(400);
    const refusal = JSON.parse(answer.body) as { issues: { field: string | null; key: string }[] };
    expect(refusal.issues).toEqual([{ field, key: expect.stringMatching(/^validation\./) }]);
  });

  test('a body that is not JSON is a 400 api.malformedBody', async () => {
    const answer = await post('{"name":');
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toMatchObject({
      issues: [{ field: null, key: 'api.malformedBody' }],
    });
  });

  test(`${defaultRateLimits.analyticsEvents.points} events per ${defaultRateLimits.analyticsEvents.windowSeconds} s per client, then 429 with Retry-After`, async () => {
    const client = newClient();
    for (let call = 0; call < defaultRateLimits.analyticsEvents.points; call += 1) {
      expect((await post(pageView, { client })).status).toBe(204);
    }
    const refused = await post(pageView, { client });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another client is not refused.
    expect((await post(pageView)).status).toBe(204);
  });

  test('another origin’s page may not post (the /api origin check)', async () => {
    const answer = await send(storefront.port, {
      method: 'POST',
      path: analyticsEventsPath,
      headers: { origin: 'https://evil.example', 'x-forwarded-for': newClient() },
      json: pageView,
    });
    expect(answer.status).toBe(403);
  });

  test('the development metrics page lists the counts per page type and event', async () => {
    await post({ ...pageView, name: 'purchase', path: '/danke/' });
    const page = await send(storefront.port, { path: '/_dev/metrics/' });
    expect(page.status).toBe(200);
    expect(page.body).toContain('Analytics: events per page type, last 28 days');
    expect(page.body).toMatch(/<table class="analytics">.*<th scope="col">purchase<\/th>/s);
    expect(page.body).toMatch(/<th scope="row">thankYou<\/th>(<td>[^<]*<\/td>)*<td>1<\/td>/);
  });
});

describe('VITRINE_ANALYTICS_ORIGIN: the events go to another host (issue 20)', () => {
  let elsewhere: RunningStorefront | undefined;
  afterAll(() => elsewhere?.stop());

  test('the pages may connect to it, and tell the script where it is', async () => {
    elsewhere = await startStorefront({ VITRINE_ANALYTICS_ORIGIN: 'https://rum.example.com/x' });
    const home = await send(elsewhere.port, { path: '/' });
    const policy = String(home.headers['content-security-policy']);
    expect(policy).toMatch(/connect-src 'self'[^;]* https:\/\/rum\.example\.com(;| )/);
    expect(home.body).toContain('&quot;analyticsOrigin&quot;:&quot;https://rum.example.com&quot;');
  });
});
