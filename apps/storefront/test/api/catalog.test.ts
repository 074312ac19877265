import { shopContext } from '@vitrine/commerce';
import { shopById } from '@vitrine/domain';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { apiServerStartTimeout, type RunningApi, startApiServer } from '../support/api-server';

let api: RunningApi;
let referenceKeys: string[];

/** Reference keys of the first products listed in a shop's first root category. */
async function listedKeys(shopId: number, count: number): Promise<string[]> {
  const shop = shopById(shopId);
  if (!shop) throw new Error(`shop ${shopId} missing`);
  const context = shopContext(shop, shop.locales[0]);
  const root = api.services.commerce.catalog.categories(context)[0];
  if (!root) throw new Error('no category');
  const listing = await api.services.commerce.catalog.listing(context, {
    categoryId: root.id,
    perPage: count,
  });
  if (listing === null || listing.kind !== 'ok') throw new Error('listing failed');
  return listing.products.map((product) => product.referenceKey);
}

beforeAll(async () => {
  api = await startApiServer();
  referenceKeys = await listedKeys(10, 3);
}, apiServerStartTimeout);
afterAll(() => api?.close());

describe('GET /api/shop/recommendations/ (spec §7)', () => {
  test('answers a product list for the given reference keys', async () => {
    const answer = await api.call(
      `/api/shop/recommendations/?referenceKeys=${referenceKeys.join(',')}&locale=de-DE`,
    );
    expect(answer.status).toBe(200);
    const body = (await answer.json()) as { products: { id: number; name: string }[] };
    expect(body.products.length).toBeGreaterThan(0);
    expect(body.products.length).toBeLessThanOrEqual(12);
    for (const product of body.products) {
      expect(typeof product.id).toBe('number');
      expect(typeof product.name).toBe('string');
    }
  });

  test('the size query limits the list', async () => {
    const answer = await api.call(
      `/api/shop/recommendations/?referenceKeys=${referenceKeys[0]}&size=2`,
    );
    const body = (await answer.json()) as { products: unknown[] };
    expect(body.products.length).toBeLessThanOrEqual(2);
  });

  test('the locale query picks the language of a shop with two (fr-CH)', async () => {
    const keys = (await listedKeys(12, 2)).join(',');
    const german = await api.call(`/api/shop/recommendations/?referenceKeys=${keys}`, {
      host: 'ch.nido.localhost',
    });
    const french = await api.call(`/api/shop/recommendations/?referenceKeys=${keys}&locale=fr-CH`, {
      host: 'ch.nido.localhost',
    });
    const names = async (answer: Response) =>
      ((await answer.json()) as { products: { name: string }[] }).products.map((p) => p.name);
    expect(await names(french)).not.toEqual(await names(german));
  });

  test.each([
    ['no referenceKeys', '', 'referenceKeys', 'validation.required'],
    ['an empty list', '?referenceKeys=,,', 'referenceKeys', 'validation.invalidValue'],
    [
      'a key with markup',
      '?referenceKeys=%3Cscript%3E',
      'referenceKeys',
      'validation.invalidValue',
    ],
    ['a size of 0', `?referenceKeys=1&size=0`, 'size', 'validation.invalidValue'],
    ['a size that is no number', `?referenceKeys=1&size=abc`, 'size', 'validation.invalidValue'],
    [
      'repeated referenceKeys',
      '?referenceKeys=1&referenceKeys=2',
      'referenceKeys',
      'validation.required',
    ],
  ])('%s is a 400 naming the field', async (_name, query, field, key) => {
    const answer = await api.call(`/api/shop/recommendations/${query}`);
    expect(answer.status).toBe(400);
    expect(await answer.json()).toEqual({
      statusCode: 400,
      error: 'api.badRequest',
      issues: [{ field, key }],
    });
  });

  test('unknown reference keys give an empty list, not an error (spec §8)', async () => {
    const answer = await api.call('/api/shop/recommendations/?referenceKeys=9999999999');
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({ products: expect.any(Array) });
  });
});

describe('GET /api/shop/redirect/{path} (spec §7, §2 page resolution step 3)', () => {
  test('a seeded redirect answers its target and status code', async () => {
    const answer = await api.call('/api/shop/redirect/kategorie/kinderwagen-und-buggys/');
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ target: '/kinderwagen/', statusCode: 301 });
  });

  test('the lookup ignores case and a missing trailing slash', async () => {
    const answer = await api.call('/api/shop/redirect/Kategorie/Kinderwagen-und-Buggys');
    expect(await answer.json()).toEqual({ target: '/kinderwagen/', statusCode: 301 });
  });

  test('an external target is answered as it is', async () => {
    const answer = await api.call('/api/shop/redirect/magazin/');
    expect(await answer.json()).toEqual({
      target: 'https://magazin.nido.example/',
      statusCode: 302,
    });
  });

  test.each([
    '/api/shop/redirect/nothing-here/',
    '/api/shop/redirect/%E0%A4%A/',
    `/api/shop/redirect/${'a'.repeat(3000)}/`,
  ])('%s answers an empty object', async (path) => {
    const answer = await api.call(path);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({});
  });

  test('a path holding NUL is refused at the /api edge with a message key (issue 12, item 4)', async () => {
    const answer = await api.call('/api/shop/redirect/%00/');
    expect(answer.status).toBe(400);
    expect(await answer.json()).toMatchObject({
      statusCode: 400,
      issues: [{ field: null, key: 'validation.invalid' }],
    });
  });

  test('the vitality shop has its own redirects', async () => {
    const answer = await api.call('/api/shop/redirect/kategorie/haushaltsgeraete/', {
      host: 'de.vitalia.localhost',
    });
    expect(await answer.json()).toEqual({ target: '/haushalt/', statusCode: 301 });
  });
});
