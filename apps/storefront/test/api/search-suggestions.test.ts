import type { SuggestionOption } from '@vitrine/domain/search';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { defaultRateLimits } from '../../server/api/security/rate-limits';
import { apiServerStartTimeout, type RunningApi, startApiServer } from '../support/api-server';
import { visitorClient } from '../support/visitor-client';

let api: RunningApi;

beforeAll(async () => {
  api = await startApiServer();
}, apiServerStartTimeout);
afterAll(() => api.close());

interface SuggestionsAnswer {
  readonly query: string;
  readonly options: readonly SuggestionOption[];
}

const suggestions = '/api/shop/search/suggestions/';

describe('the type-ahead call GET /api/shop/search/suggestions/ (issue 17)', () => {
  test('a partly typed word gets terms and categories, each a link of the shop', async () => {
    const answer = await visitorClient(api).call(`${suggestions}?q=kinderw`);
    expect(answer.status).toBe(200);
    const body = (await answer.json()) as SuggestionsAnswer;
    expect(body.query).toBe('kinderw');
    expect(body.options).toContainEqual(
      expect.objectContaining({
        kind: 'term',
        label: 'kinderwagen',
        href: '/suche/?q=kinderwagen',
      }),
    );
    expect(body.options).toContainEqual(
      expect.objectContaining({ kind: 'category', label: 'Kinderwagen', href: '/kinderwagen/' }),
    );
  });

  test('the start of a product’s name suggests the product, linked to its page', async () => {
    const { products } = (await (
      await visitorClient(api).call('/api/shop/recommendations/?referenceKeys=2000001&size=1')
    ).json()) as { products: { id: number; name: string }[] };
    const product = products[0];
    if (product === undefined) throw new Error('no product in the demo catalog');
    const word = product.name.split(/\s+/).find((part) => part.length >= 5) ?? product.name;
    const answer = await visitorClient(api).call(
      `${suggestions}?q=${encodeURIComponent(word.slice(0, 5))}`,
    );
    const body = (await answer.json()) as SuggestionsAnswer;
    const suggested = body.options.filter((option) => option.kind === 'product');
    expect(suggested.length).toBeGreaterThan(0);
    for (const option of suggested) expect(option.href).toMatch(/^\/p\/[^/]+-\d+\/$/);
  });

  test('the query locale picks the language and the links carry its prefix (§7)', async () => {
    const answer = await visitorClient(api, 'ch.nido.localhost').call(
      `${suggestions}?q=pouss&locale=fr-CH`,
    );
    expect(answer.status).toBe(200);
    const body = (await answer.json()) as SuggestionsAnswer;
    expect(body.options.length).toBeGreaterThan(0);
    expect(body.options.every((option) => option.href.startsWith('/fr/'))).toBe(true);
  });

  test('anonymous answers may be kept by a CDN; with a session only by the browser', async () => {
    const anonymous = await visitorClient(api).call(`${suggestions}?q=kinderw`);
    expect(anonymous.headers.get('cache-control')).toBe(
      'public, max-age=60, s-maxage=300, stale-while-revalidate=600',
    );
    expect(anonymous.headers.get('vary')).toContain('Cookie');
    const visitor = visitorClient(api);
    visitor.setCookie('not-a-session.signature');
    const withCookie = await visitor.call(`${suggestions}?q=kinderw`);
    expect(withCookie.headers.get('cache-control')).toBe('private, max-age=60');
  });

  test('an answer is computed once and kept for the next typist (Age), until the catalogue changes', async () => {
    const path = `${suggestions}?q=schnul`;
    const first = await visitorClient(api).call(path);
    expect(first.status).toBe(200);
    expect(first.headers.get('age')).toBeNull();
    const body = await first.text();
    const again = await visitorClient(api).call(path);
    expect(again.headers.get('age')).toMatch(/^\d+$/);
    expect(await again.text()).toBe(body);
    // Another shop and locale keep their own answer.
    const french = await visitorClient(api, 'ch.nido.localhost').call(`${path}&locale=fr-CH`);
    expect(french.headers.get('age')).toBeNull();
    // A call with credentials is answered afresh, as the page render cache answers it.
    const credentialed = await visitorClient(api).call(path, {
      headers: { authorization: 'Bearer someone' },
    });
    expect(credentialed.headers.get('age')).toBeNull();
    expect(await credentialed.text()).toBe(body);
    // A stock change, a publish: what is kept may be out of date and is dropped.
    api.services.publishedChanges.announce();
    const afterChange = await visitorClient(api).call(path);
    expect(afterChange.headers.get('age')).toBeNull();
  });

  test('one letter is no error, just nothing to suggest', async () => {
    const answer = await visitorClient(api).call(`${suggestions}?q=k`);
    expect(answer.status).toBe(200);
    expect(((await answer.json()) as SuggestionsAnswer).options).toEqual([]);
  });

  test.each([
    { name: 'missing q', query: '', key: 'validation.required' },
    { name: 'blank q', query: '?q=%20%20', key: 'validation.required' },
    { name: 'q over 100 characters', query: `?q=${'a'.repeat(101)}`, key: 'validation.maxLength' },
    { name: 'q twice', query: '?q=ki&q=wa', key: 'validation.invalidValue' },
  ])('$name is a 400 naming the field q', async ({ query, key }) => {
    const answer = await visitorClient(api).call(`${suggestions}${query}`);
    expect(answer.status).toBe(400);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(await answer.json()).toEqual({
      statusCode: 400,
      error: 'api.badRequest',
      issues: [{ field: 'q', key }],
    });
  });

  test('markup in q comes back as data, never as markup to run', async () => {
    const answer = await visitorClient(api).call(
      `${suggestions}?q=${encodeURIComponent('<script>x</script>')}`,
    );
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toContain('application/json');
  });

  test(`${defaultRateLimits.suggestions.points} calls per ${defaultRateLimits.suggestions.windowSeconds} s per client, then 429 with Retry-After`, async () => {
    const visitor = visitorClient(api);
    for (let call = 0; call < defaultRateLimits.suggestions.points; call += 1) {
      expect((await visitor.call(`${suggestions}?q=k`)).status).toBe(200);
    }
    const refused = await visitor.call(`${suggestions}?q=k`);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await refused.json()).toEqual({
      statusCode: 429,
      error: 'api.tooManyRequests',
      issues: [{ field: null, key: 'api.tooManyRequests' }],
    });
    // Another client is not affected.
    expect((await visitorClient(api).call(`${suggestions}?q=k`)).status).toBe(200);
  });
});
