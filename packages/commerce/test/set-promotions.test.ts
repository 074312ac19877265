import { randomUUID } from 'node:crypto';
import { setUnitReduction } from '@vitrine/domain/checkout';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Commerce, Purchaser, ShopContext } from '../src/index';
import { testPaymentData } from '../src/index';
import { generateCatalog } from '../src/seed/generate-catalog';
import { testAddress, testPurchaser } from './support/shopping';
import { babyBeNl, babyDe, vitalDe } from './support/shops';
import { openTestCommerce, type TestCommerce, testDatabases } from './support/test-commerce';

describe('the demo catalog’s set promotions (issue 15, §2 bundle promotion add)', () => {
  test.each([150, 400, 2000])(
    'a catalog of %i products has sets in both brands, each of 2+ plain articles in one set only',
    (products) => {
      const catalog = generateCatalog({ products });
      for (const brand of ['baby', 'vitality'] as const) {
        expect(
          catalog.setPromotions.filter((row) => row.catalog === brand).length,
        ).toBeGreaterThanOrEqual(2);
      }
      const byProduct = new Map(catalog.products.map((product) => [product.id, product]));
      for (const promotion of catalog.setPromotions) {
        const articles = catalog.setPromotionArticles.filter(
          (row) => row.setPromotionId === promotion.id,
        );
        expect(articles.length).toBeGreaterThanOrEqual(2);
        for (const article of articles) {
          expect(byProduct.get(article.productId)).toMatchObject({
            catalog: promotion.catalog,
            isActive: true,
            specialKinds: [],
            promotionId: null,
          });
        }
      }
      const productIds = catalog.setPromotionArticles.map((row) => row.productId);
      expect(new Set(productIds).size).toBe(productIds.length);
    },
  );
});

describe.each(testDatabases)(
  'set promotions in basket, checkout and order on %s (issue 15, §2 bundles)',
  (kind) => {
    let handle: TestCommerce;
    let commerce: Commerce;

    beforeAll(async () => {
      handle = await openTestCommerce(kind);
      commerce = handle.commerce;
    });
    afterAll(() => handle?.close());

    /** A set of the shop with one buyable variant per article, stocked for the test. */
    async function setOf(context: ShopContext, brand: 'baby' | 'vitality') {
      const [promotion] = await commerce.db.rows<{ id: string; product_ids: number[] }>(sql`
      SELECT sp.id, array_agg(a.product_id ORDER BY a.position) AS product_ids
      FROM set_promotions sp JOIN set_promotion_articles a ON a.set_promotion_id = sp.id
      WHERE sp.catalog = ${brand} GROUP BY sp.id ORDER BY min(sp.position) LIMIT 1`);
      if (promotion === undefined) throw new Error('no set promotion in the test catalog');
      const [rule] = await commerce.catalog.setPromotions(
        context,
        promotion.product_ids.slice(0, 1),
      );
      if (rule === undefined) throw new Error('the catalog service does not find the set');
      const variants: number[] = [];
      for (const productId of rule.productIds) {
        const [variant] = await commerce.db.rows<{ id: number }>(sql`
        SELECT v.id FROM variants v JOIN variant_prices vp ON vp.variant_id = v.id AND vp.shop_id = ${context.shopId}
        WHERE v.product_id = ${productId} ORDER BY v.position LIMIT 1`);
        if (variant === undefined) throw new Error(`article ${productId} has no price in the shop`);
        await commerce.db.rows(
          sql`UPDATE variants SET bvc = 1, stock_quantity = 50 WHERE id = ${variant.id}`,
        );
        variants.push(variant.id);
      }
      return { rule, variants };
    }

    async function add(context: ShopContext, buyer: Purchaser, variantId: number, quantity = 1) {
      const outcome = await commerce.basket.addItem(context, buyer, {
        basketKey: `basket_${context.shopId}_${buyer.userId}`,
        variantId,
        quantity,
      });
      if (outcome.kind !== 'ok') throw new Error(JSON.stringify(outcome));
      return outcome.basket;
    }

    test.each([
      { context: babyDe, brand: 'baby' as const },
      { context: babyBeNl, brand: 'baby' as const },
      { context: vitalDe, brand: 'vitality' as const },
    ])(
      'a basket holding every article shows the set’s reduction named after it, in $context.language (shop $context.shopId)',
      async ({ context, brand }) => {
        const { rule, variants } = await setOf(context, brand);
        const buyer = testPurchaser();
        let basket = await add(context, buyer, variants[0] ?? 0, 2);
        expect(basket.setPromotions).toEqual([]);
        for (const variant of variants.slice(1)) basket = await add(context, buyer, variant);
        const expected = basket.items.reduce(
          (sum, item) => sum + setUnitReduction(item.price.unit.withTax, rule.percent),
          0,
        );
        expect(expected).toBeGreaterThan(0);
        expect(basket.setPromotions).toEqual([
          { id: rule.id, name: rule.name, sets: 1, amount: expected },
        ]);
        // The name is the shop language's.
        expect(rule.name).toBe(
          { de: brand === 'baby' ? 'Ausfahr-Set' : 'Koch-Set', nl: 'Wandelset', fr: 'Set balade' }[
            context.language
          ],
        );
        // Each line's total is its units' price less its share; the basket's cost adds them up.
        const full = basket.items.reduce(
          (sum, item) => sum + item.price.unit.withTax * item.quantity,
          0,
        );
        expect(basket.cost.withTax).toBe(full - expected);
        for (const item of basket.items) {
          expect(item.price.total.withTax).toBe(
            item.price.unit.withTax * item.quantity -
              setUnitReduction(item.price.unit.withTax, rule.percent),
          );
        }
      },
    );

    test('removing a piece ends the reduction (§2 bundles)', async () => {
      const { variants } = await setOf(babyDe, 'baby');
      const buyer = testPurchaser();
      let basket = await add(babyDe, buyer, variants[0] ?? 0);
      for (const variant of variants.slice(1)) basket = await add(babyDe, buyer, variant);
      expect(basket.setPromotions).toHaveLength(1);
      const last = basket.items.at(-1);
      const after = await commerce.basket.deleteItem(babyDe, buyer, {
        basketKey: basket.key,
        itemKey: last?.key,
      });
      expect(after).toMatchObject({ setPromotions: [] });
      if ('items' in after) {
        for (const item of after.items) {
          expect(item.price.total.withTax).toBe(item.price.unit.withTax * item.quantity);
        }
      }
    });

    test('checkout and the placed order carry the reduction: totals, lines, the order mail and the purchase data', async () => {
      const { rule, variants } = await setOf(babyDe, 'baby');
      const buyer = testPurchaser();
      let basket = await add(babyDe, buyer, variants[0] ?? 0);
      for (const variant of variants.slice(1)) basket = await add(babyDe, buyer, variant);
      const saved = basket.setPromotions[0]?.amount ?? 0;
      expect(saved).toBeGreaterThan(0);
      const summary = await commerce.checkout.summary(babyDe, buyer.userId, {});
      if ('kind' in summary) throw new Error(JSON.stringify(summary));
      expect(summary.basket.setPromotions).toEqual(basket.setPromotions);
      expect(summary.totals.goodsWithTax).toBe(basket.cost.withTax);

      const placed = await commerce.checkout.placeOrder(babyDe, buyer, {
        idempotencyKey: randomUUID(),
        billingAddress: testAddress,
        paymentMethod: 'KK',
        paymentData: { cardNumber: testPaymentData.cards.authorise },
      });
      if (placed.kind !== 'placed') throw new Error(JSON.stringify(placed));
      const detail = await commerce.orders.detail(babyDe, buyer, placed.orderNumber);
      expect(detail?.setPromotions).toEqual([
        { id: rule.id, name: rule.name, sets: 1, amount: saved },
      ]);
      expect(detail?.totals.goodsWithTax).toBe(basket.cost.withTax);
      expect(detail?.lines.reduce((sum, line) => sum + line.setReduction, 0)).toBe(saved);
      expect(detail?.tracking.items.reduce((sum, item) => sum + item.itemDiscount, 0)).toBe(saved);
      const [mail] = await commerce.mail.outbox({ to: buyer.email });
      expect(mail?.text).toContain(`Set-Rabatt „${rule.name}“: −`);
    });
  },
);
