import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { apiServerStartTimeout, type RunningApi, startApiServer } from '../support/api-server';
import { visitorClient } from '../support/visitor-client';

let api: RunningApi;
beforeAll(async () => {
  api = await startApiServer();
}, apiServerStartTimeout);
afterAll(() => api?.close());

describe('the /api router answers failures as JSON with message keys (spec §7, §8)', () => {
  test('an unknown path is a 404 naming api.notFound', async () => {
    const answer = await api.call('/api/nothing/here/');
    expect(answer.status).toBe(404);
    expect(await answer.json()).toEqual({ statusCode: 404, error: 'api.notFound', issues: [] });
  });

  test.each([
    ['malformed JSON', '{"basketKey":', 'application/json'],
    ['a JSON primitive where an object is expected', '"text"', 'application/json'],
  ])('%s is a 400, never a 500', async (_name, body, type) => {
    const answer = await api.call('/api/nothing/', {
      method: 'POST',
      body,
      headers: { 'content-type': type },
    });
    expect(answer.status).toBe(400);
    const json = await answer.json();
    expect(json).toMatchObject({
      statusCode: 400,
      issues: [{ field: null, key: 'api.malformedBody' }],
    });
  });

  test('a body over 64 kB is refused with 413', async () => {
    const answer = await api.call('/api/nothing/', {
      method: 'POST',
      json: { text: 'x'.repeat(70_000) },
    });
    expect(answer.status).toBe(413);
    expect(await answer.json()).toMatchObject({ error: 'api.payloadTooLarge' });
  });

  test('a host name of no shop is refused', async () => {
    const answer = await api.call('/api/nothing/', { host: 'shop.invalid' });
    expect(answer.status).toBe(404);
  });

  test('answers are never cached', async () => {
    const answer = await api.call('/api/nothing/');
    expect(answer.headers.get('cache-control')).toBe('no-store');
  });
});

describe('every §7 call answers with and without its trailing slash, with the locale query (spec §7)', () => {
  test.each([
    ['GET', '/api/user/', 200],
    ['GET', '/api/user/auth/validate/', 200],
    ['POST', '/api/user/auth/logout/', 200],
    ['POST', '/api/user/auth/login/', 400],
    ['POST', '/api/user/auth/register/', 400],
    ['POST', '/api/user/auth/guest/', 400],
    ['POST', '/api/user/auth/send-reset-email/', 400],
    ['GET', '/api/user/check-password/', 400],
    ['POST', '/api/mcs/selfi/newsletter/', 400],
    ['POST', '/api/shop/basket/addItem/', 400],
    ['POST', '/api/shop/basket/updateItem/', 400],
    ['DELETE', '/api/shop/basket/deleteItem/', 400],
    ['GET', '/api/shop/basket/get/basket_10_0123456789abcdef0123456789abcdef/', 200],
    ['POST', '/api/shop/wishlist/addItem/', 400],
    ['DELETE', '/api/shop/wishlist/deleteItem/', 400],
    ['GET', '/api/shop/wishlist/get/wishlist_10_0123456789abcdef0123456789abcdef/', 200],
    ['GET', '/api/shop/recommendations/', 400],
    ['GET', '/api/shop/redirect/gibt-es-nicht/', 200],
    ['GET', '/api/cms/layoutCached/', 200],
  ] as const)('%s %s answers %i both ways', async (method, path, status) => {
    for (const url of [path, path.replace(/\/$/, '')]) {
      for (const query of ['', '?locale=de-DE']) {
        // Each call from a client of its own: the rate limits must not answer in its place.
        const answer = await visitorClient(api).call(`${url}${query}`, {
          method,
          ...(method === 'GET' ? {} : { json: {} }),
        });
        expect(answer.status, `${method} ${url}${query}`).toBe(status);
        expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
      }
    }
  });
});
