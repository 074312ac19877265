import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type RunningApi, startApiServer } from '../support/api-server';

let api: RunningApi;
beforeAll(async () => {
  api = await startApiServer();
});
afterAll(() => api.close());

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
