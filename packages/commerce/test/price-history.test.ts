import { lowestPriorPrice } from '@vitrine/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Commerce } from '../src/index';
import { generateCatalog } from '../src/index';
import { plainVariant } from './support/shopping';
import { babyDe } from './support/shops';
import { openTestCommerce, type TestCommerce, testDatabases } from './support/test-commerce';

const dayMs = 86_400_000;

describe('the demo catalogue’s price histories (issue 15: lowest price of 30 days, EU Omnibus / § 11 PAngV)', () => {
  test('the same seed gives the same histories, and every history ends in the price sold at', () => {
    const first = generateCatalog({ products: 120 });
    const second = generateCatalog({ products: 120 });
    expect(second.priceHistory).toEqual(first.priceHistory);
    const last = new Map<string, { validFrom: string; withTax: number }>();
    for (const row of first.priceHistory) {
      const key = `${row.shopId}/${row.variantId}`;
      const seen = last.get(key);
      if (seen === undefined || seen.validFrom < row.validFrom) last.set(key, row);
    }
    for (const price of first.prices) {
      expect(last.get(`${price.shopId}/${price.variantId}`)?.withTax).toBe(price.withTax);
    }
  });

  test('reduced variants have a reduction in their history, some after a cheaper campaign', () => {
    const catalog = generateCatalog({ products: 400 });
    const histories = new Map<string, { withTax: number; validFrom: string }[]>();
    for (const row of catalog.priceHistory) {
      const key = `${row.shopId}/${row.variantId}`;
      histories.set(key, [...(histories.get(key) ?? []), row]);
    }
    const now = new Date('2026-11-26T00:00:00Z');
    const reduced = catalog.prices.filter((price) => price.reductionRelative !== null);
    const priors = reduced.map((price) => ({
      price,
      prior: lowestPriorPrice(histories.get(`${price.shopId}/${price.variantId}`) ?? [], {
        now,
        currentPrice: price.withTax,
      }),
    }));
    const withPrior = priors.filter(({ prior }) => prior !== null);
    // Most reduced variants have a prior price; the few launched at a reduced price have none.
    expect(withPrior.length).toBeGreaterThan(reduced.length * 0.8);
    for (const { price, prior } of withPrior) {
      expect(prior?.withTax).toBeGreaterThan(price.withTax);
    }
    // A campaign in the 30 days before made the lowest prior price lower than the regular one.
    const regularOf = (variantId: number, shopId: number) =>
      histories.get(`${shopId}/${variantId}`)?.[0]?.withTax;
    expect(
      withPrior.some(
        ({ price, prior }) =>
          (prior?.withTax ?? 0) < (regularOf(price.variantId, price.shopId) ?? 0),
      ),
    ).toBe(true);
    // Prices that were never reduced have one entry: their price since the article came.
    const plain = catalog.prices.find((price) => price.reductionRelative === null);
    expect(histories.get(`${plain?.shopId}/${plain?.variantId}`)).toHaveLength(1);
  });
});

describe.each(testDatabases)('price changes through the engine on %s (issue 15)', (kind) => {
  let handle: TestCommerce;
  let commerce: Commerce;
  let clock = new Date('2026-12-01T08:00:00Z');

  beforeAll(async () => {
    handle = await openTestCommerce(kind, undefined, { now: () => clock });
    commerce = handle.commerce;
  });
  afterAll(() => handle?.close());

  test('the seeded history is in the database, ending in each variant’s price', async () => {
    const [row] = await commerce.db.rows<{ prices: number; without_history: number }>(sql`
      SELECT count(*)::int AS prices,
        count(*) FILTER (WHERE h.with_tax IS DISTINCT FROM vp.with_tax)::int AS without_history
      FROM variant_prices vp
      LEFT JOIN LATERAL (SELECT with_tax FROM variant_price_history h
        WHERE h.shop_id = vp.shop_id AND h.variant_id = vp.variant_id
        ORDER BY valid_from DESC LIMIT 1) h ON true`);
    expect(row?.prices).toBeGreaterThan(0);
    expect(row?.without_history).toBe(0);
  });

  test('a reduction is recorded: the lowest price of the 30 days before it is the old price', async () => {
    const variant = await plainVariant(commerce, babyDe.shopId, 1);
    const before = await commerce.prices.history(babyDe.shopId, [variant.id]);
    const old = before.get(variant.id)?.at(-1)?.withTax ?? 0;
    expect(old).toBeGreaterThan(100);

    // Ten days ago a short campaign, then the regular price again; today the reduction.
    clock = new Date(clock.getTime() + dayMs);
    const campaign = Math.round(old * 0.9);
    expect(
      await commerce.prices.changePrice(babyDe.shopId, {
        variantId: variant.id,
        withTax: campaign,
      }),
    ).toMatchObject({ kind: 'ok', withTax: campaign });
    clock = new Date(clock.getTime() + 3 * dayMs);
    await commerce.prices.changePrice(babyDe.shopId, { variantId: variant.id, withTax: old });
    clock = new Date(clock.getTime() + 10 * dayMs);
    const reduced = Math.round(old * 0.7);
    const outcome = await commerce.prices.changePrice(babyDe.shopId, {
      variantId: variant.id,
      withTax: reduced,
      reductionRelative: 0.3,
    });
    expect(outcome).toEqual({ kind: 'ok', withTax: reduced, validFrom: clock });

    const history = (await commerce.prices.history(babyDe.shopId, [variant.id])).get(variant.id);
    expect(history?.slice(-3).map((entry) => entry.withTax)).toEqual([campaign, old, reduced]);
    expect(lowestPriorPrice(history, { now: clock, currentPrice: reduced })).toEqual({
      withTax: campaign,
      reductionStartedAt: clock.toISOString(),
    });

    // The product and its listing show the new price and the sale.
    const product = await commerce.catalog.productById(babyDe, variant.productId);
    const shown = product?.variants.find((candidate) => candidate.id === variant.id);
    expect(shown?.price.withTax).toBe(reduced);
    expect(shown?.price.appliedReductions[0]?.amount.relative).toBe(0.3);
    const [listing] = await commerce.db.rows<{ is_sale: boolean; sale_percent: number }>(sql`
      SELECT is_sale, sale_percent FROM product_listings WHERE product_id = ${variant.productId} LIMIT 1`);
    expect(listing).toEqual({ is_sale: true, sale_percent: 30 });
  });

  test('the same price again records nothing', async () => {
    const variant = await plainVariant(commerce, babyDe.shopId, 1);
    const before = (await commerce.prices.history(babyDe.shopId, [variant.id])).get(variant.id);
    const price = before?.at(-1)?.withTax ?? 0;
    clock = new Date(clock.getTime() + dayMs);
    await commerce.prices.changePrice(babyDe.shopId, { variantId: variant.id, withTax: price });
    const after = (await commerce.prices.history(babyDe.shopId, [variant.id])).get(variant.id);
    expect(after).toEqual(before);
  });

  test.each([
    ['a negative price', { variantId: 1, withTax: -1 }, 'withTax'],
    ['a fractional price', { variantId: 1, withTax: 99.5 }, 'withTax'],
    [
      'a reduction of 100 %',
      { variantId: 1, withTax: 99, reductionRelative: 1 },
      'reductionRelative',
    ],
    ['an unknown field', { variantId: 1, withTax: 99, shop: 10 }, 'shop'],
    ['no variant', { withTax: 99 }, 'variantId'],
  ])('%s is refused with its field', async (_, input, field) => {
    const outcome = await commerce.prices.changePrice(babyDe.shopId, input);
    expect(outcome).toMatchObject({
      kind: 'invalid',
      issues: [expect.objectContaining({ field })],
    });
  });

  test('an unknown variant is not found', async () => {
    expect(
      await commerce.prices.changePrice(babyDe.shopId, { variantId: 2_000_000_000, withTax: 99 }),
    ).toEqual({ kind: 'notFound' });
  });
});
