import { randomBytes } from 'node:crypto';
import { shopContext } from '@vitrine/commerce';
import { type Shop, shopByKey } from '@vitrine/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { apiServerStartTimeout, type RunningApi, startApiServer } from './support/api-server';
import { anonymousPageRequest } from './support/page-request';
import { postShoppingForm } from './support/shopping-form-post';

let api: RunningApi;
/** A buyable variant of an engraved article (gravureHeadline, gravureLength 20 in the demo catalog). */
let engravedVariantId: number;
const germanBaby = shopByKey('baby-de') as Shop;
const shop = shopContext(germanBaby, germanBaby.locales[0]);

beforeAll(async () => {
  api = await startApiServer();
  const [row] = await api.services.commerce.db.rows<{ id: number }>(sql`
    SELECT v.id FROM variants v JOIN products p ON p.id = v.product_id
    JOIN product_texts t ON t.product_id = p.id AND t.language = 'de'
    JOIN variant_prices vp ON vp.variant_id = v.id AND vp.shop_id = ${germanBaby.id}
    WHERE v.bvc = 1 AND v.stock_quantity >= 20 AND p.is_active
      AND (t.advanced_attributes ? 'gravureHeadline')
    ORDER BY v.id LIMIT 1`);
  if (row === undefined) throw new Error('the demo catalog has no engraved article in stock');
  engravedVariantId = row.id;
}, apiServerStartTimeout);
afterAll(() => api?.close());

/** The product page's add-to-cart form posted to it, as the browser sends it. */
const postAddToCart = (userId: string, rows: Record<string, string>) =>
  postShoppingForm<{ init: { status: number } }>(
    anonymousPageRequest(api.services, userId),
    { intent: 'addToCart', variantId: String(engravedVariantId), quantity: '1', ...rows },
    { path: '/p/x-2000001/' },
  );

const linesOf = async (userId: string) =>
  (await api.services.commerce.basket.basketOf(shop, userId)).items;

describe('the product page’s add to cart carries the engraving into the basket line (spec §4 product customize, §9 gravureLength)', () => {
  test('the rows as typed: the line carries them, in a new item group of 8 digits', async () => {
    const userId = randomBytes(16).toString('hex');
    const result = await postAddToCart(userId, { text1: '  Mia ', text2: '01.02.2024' });
    expect(result.init.status).toBe(200);
    const [line, ...others] = await linesOf(userId);
    expect(others).toEqual([]);
    expect(line?.variant.id).toBe(engravedVariantId);
    expect(line?.customData.customText).toMatchObject({ text1: 'Mia' });
    expect(line?.itemGroup).toEqual({
      id: expect.stringMatching(/^[1-9]\d{7}$/),
      isMainItem: true,
      isRequired: true,
    });
  });

  test('the same article engraved twice is two lines, each in a group of its own', async () => {
    const userId = randomBytes(16).toString('hex');
    await postAddToCart(userId, { text1: 'Mia' });
    await postAddToCart(userId, { text1: 'Ben' });
    const lines = await linesOf(userId);
    expect(lines.map((line) => line.customData.customText?.text1)).toEqual(['Mia', 'Ben']);
    expect(new Set(lines.map((line) => line.itemGroup?.id)).size).toBe(2);
  });

  test.each([
    ['"ohne"', { text1: ' Ohne ' }],
    ['empty rows', { text1: '', text2: ' ' }],
  ])('%s means no engraving: a plain line without group', async (_, rows) => {
    const userId = randomBytes(16).toString('hex');
    expect((await postAddToCart(userId, rows)).init.status).toBe(200);
    const [line] = await linesOf(userId);
    expect(line?.customData.customText).toBeUndefined();
    expect(line?.itemGroup).toBeNull();
  });

  test.each([
    ['a row over gravureLength (20)', { text1: 'x'.repeat(21) }, 400],
    ['a row longer than any engraving', { text1: 'x'.repeat(201) }, 400],
  ])('%s is refused with %i and nothing goes into the basket', async (_, rows, status) => {
    const userId = randomBytes(16).toString('hex');
    expect((await postAddToCart(userId, rows)).init.status).toBe(status);
    expect(await linesOf(userId)).toEqual([]);
  });
});
