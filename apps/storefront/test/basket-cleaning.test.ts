import { randomBytes } from 'node:crypto';
import { shopContext } from '@vitrine/commerce';
import { basketKey, type Shop, shopByKey } from '@vitrine/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { loadBasketPage } from '../app/basket/basket-page.server';
import { pageToastsContext } from '../app/routing/page-guards.server';
import { apiServerStartTimeout, type RunningApi, startApiServer } from './support/api-server';
import { anonymousPageRequest } from './support/page-request';

let api: RunningApi;
let variants: { id: number }[];
const germanBaby = shopByKey('baby-de') as Shop;
const shop = shopContext(germanBaby, germanBaby.locales[0]);

beforeAll(async () => {
  api = await startApiServer();
  variants = await api.services.commerce.db.rows<{ id: number }>(sql`
    SELECT v.id FROM variants v JOIN products p ON p.id = v.product_id
    JOIN variant_prices vp ON vp.variant_id = v.id AND vp.shop_id = 10
    WHERE v.bvc = 1 AND v.stock_quantity >= 100 AND p.is_active ORDER BY v.id LIMIT 2`);
}, apiServerStartTimeout);
afterAll(() => api?.close());

/** The basket page's request of one visitor of the German baby shop, with the real engine behind it. */
const pageRequest = (userId: string) =>
  anonymousPageRequest(api.services, userId, {
    path: '/warenkorb/',
    preview: { granted: false, requested: false },
  });

describe('basket cleaning on the basket page (spec §4, §9)', () => {
  test('a line whose article became sold out is deleted and the shopper is told which', async () => {
    const userId = randomBytes(16).toString('hex');
    const key = basketKey(germanBaby.id, userId) ?? '';
    const [kept, soldOut] = variants;
    for (const variant of [kept, soldOut]) {
      const added = await api.services.commerce.basket.addItem(
        shop,
        { userId },
        {
          basketKey: key,
          variantId: variant?.id,
          quantity: 1,
        },
      );
      expect(added.kind).toBe('ok');
    }
    const soldOutName = (await api.services.commerce.basket.basketOf(shop, userId)).items.find(
      (item) => item.variant.id === soldOut?.id,
    )?.product.name;
    // The article sells out (§4 availability code 4) while it is in the basket.
    await api.services.commerce.db.rows(sql`UPDATE variants SET bvc = 4 WHERE id = ${soldOut?.id}`);
    try {
      const context = pageRequest(userId);
      const page = (await loadBasketPage({
        request: new Request('http://localhost/warenkorb/'),
        context,
      })) as unknown as { data: { lines: { item: { variant: { id: number } } }[] } };
      expect(page.data.lines.map((line) => line.item.variant.id)).toEqual([kept?.id]);
      expect(context.get(pageToastsContext)).toContainEqual({
        type: 'toast.show',
        variant: 'warning',
        message: 'basketPage.cleaned',
        values: { names: soldOutName },
      });
      const stored = await api.services.commerce.basket.basketOf(shop, userId);
      expect(stored.items.map((item) => item.variant.id)).toEqual([kept?.id]);
    } finally {
      await api.services.commerce.db.rows(
        sql`UPDATE variants SET bvc = 1 WHERE id = ${soldOut?.id}`,
      );
    }
  });
});
