import { randomBytes } from 'node:crypto';
import { shopContext } from '@vitrine/commerce';
import { type Shop, shopByKey } from '@vitrine/domain';
import { sql } from 'drizzle-orm';
import type { RouterContextProvider } from 'react-router';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { pageToastsContext } from '../app/routing/page-guards.server';
import { apiServerStartTimeout, type RunningApi, startApiServer } from './support/api-server';
import { anonymousPageRequest } from './support/page-request';
import { postShoppingForm } from './support/shopping-form-post';

let api: RunningApi;
let variantId: number;
let productId: number;
const germanBaby = shopByKey('baby-de') as Shop;

beforeAll(async () => {
  api = await startApiServer();
  const rows = await api.services.commerce.db.rows<{ id: number; product_id: number }>(sql`
    SELECT v.id, v.product_id FROM variants v JOIN products p ON p.id = v.product_id
    JOIN variant_prices vp ON vp.variant_id = v.id AND vp.shop_id = 10
    WHERE v.bvc = 1 AND v.stock_quantity >= 100 AND p.is_active ORDER BY v.id LIMIT 1`);
  variantId = rows[0]?.id ?? 0;
  productId = rows[0]?.product_id ?? 0;
}, apiServerStartTimeout);
afterAll(() => api?.close());

const pageRequest = (userId: string) => anonymousPageRequest(api.services, userId);

/** A card's form posted to the listing it is on, as the browser sends it. */
const answer = (context: RouterContextProvider, form: Record<string, string>, origin?: string) =>
  postShoppingForm<
    | {
        data: { toast: { message: string }; wishlisted?: boolean };
        init: { status: number; headers: Record<string, string> };
      }
    | { data: null; init: { status: number; headers: Record<string, string> } }
  >(context, form, { path: '/kinderwagen/', origin });

describe('a product card’s forms posted to its page (spec §2 add to cart, §4 wishlist toggle)', () => {
  test('add to cart puts the variant in the visitor’s basket, private, with the toast for the layout', async () => {
    const userId = randomBytes(16).toString('hex');
    const context = pageRequest(userId);
    const result = await answer(context, { intent: 'addToCart', variantId: String(variantId) });
    expect(result.init.status).toBe(200);
    expect(result.init.headers['Cache-Control']).toMatch(/private/);
    expect(context.get(pageToastsContext)).toEqual([
      { type: 'toast.show', variant: 'success', message: 'basket.addedToCart' },
    ]);
    const basket = await api.services.commerce.basket.basketOf(
      shopContext(germanBaby, germanBaby.locales[0]),
      userId,
    );
    expect(basket.items.map((item) => [item.variant.id, item.quantity])).toEqual([[variantId, 1]]);
  });

  test('the heart adds the product to the wishlist, and a second press takes it off', async () => {
    const context = pageRequest(randomBytes(16).toString('hex'));
    const first = await answer(context, { intent: 'toggleWishlist', productId: String(productId) });
    expect(first.data).toMatchObject({ wishlisted: true, toast: { message: 'wishlist.added' } });
    const second = await answer(context, {
      intent: 'toggleWishlist',
      productId: String(productId),
    });
    expect(second.data).toMatchObject({
      wishlisted: false,
      toast: { message: 'wishlist.removed' },
    });
  });

  test.each([
    [{ intent: 'addToCart', variantId: '0' }, undefined, 400],
    [{ intent: 'addToCart', variantId: '1' }, 'https://elsewhere.example', 403],
  ])('%j from %s is refused with %i and changes nothing', async (form, origin, status) => {
    const userId = randomBytes(16).toString('hex');
    const result = await answer(pageRequest(userId), form, origin);
    expect(result.init.status).toBe(status);
    const basket = await api.services.commerce.basket.basketOf(
      shopContext(germanBaby, germanBaby.locales[0]),
      userId,
    );
    expect(basket.items).toEqual([]);
  });
});
