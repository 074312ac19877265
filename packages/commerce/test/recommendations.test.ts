import type { Product } from '@vitrine/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Commerce, RecommendResponse } from '../src/index';
import { babyDe, vitalDe } from './support/shops';
import { openTestCommerce, type TestCommerce, testDatabases } from './support/test-commerce';

function ids(result: RecommendResponse | { kind: 'invalid' }): number[] {
  if ('kind' in result) throw new Error(`expected recommendations, got ${JSON.stringify(result)}`);
  return result.data.map((entry) => Number(entry.product_id));
}

describe.each(testDatabases)('recommendations on %s (§7 provider call, §9 size 12)', (kind) => {
  let test_: TestCommerce;
  let commerce: Commerce;
  let anchor = 0;

  beforeAll(async () => {
    test_ = await openTestCommerce(kind);
    commerce = test_.commerce;
    // A buyable product in a well-stocked leaf category, so that it has neighbours.
    const [row] = await commerce.db.rows<{ product_id: number }>(sql`
      SELECT l.product_id FROM product_listings l
      JOIN product_categories pc ON pc.product_id = l.product_id
      WHERE l.catalog = 'baby' AND l.language = 'de' AND l.availability = 'buyable'
      GROUP BY l.product_id, pc.category_id
      ORDER BY (SELECT count(*) FROM product_categories other WHERE other.category_id = pc.category_id) DESC, l.product_id
      LIMIT 1`);
    anchor = row?.product_id ?? 0;
  });
  afterAll(() => test_?.close());

  test('item-to-item: neighbours from the same category, never the item itself, resolvable', async () => {
    const result = ids(await commerce.recommendations.recommend(babyDe, { item_id: anchor }));
    expect(result.length).toBeGreaterThan(0);
    expect(result.length).toBeLessThanOrEqual(12);
    expect(result).not.toContain(anchor);
    const item = await commerce.catalog.productById(babyDe, anchor);
    const [first] = await commerce.catalog.productsByIds(babyDe, result.slice(0, 1));
    const leafOf = (product: Product | null | undefined) =>
      product?.categories.flat().map((category) => category.categoryId);
    expect(leafOf(first)?.some((id) => leafOf(item)?.includes(id))).toBe(true);
  });

  test('an item may be named by its reference key', async () => {
    const item = await commerce.catalog.productById(babyDe, anchor);
    const byKey = ids(
      await commerce.recommendations.recommend(babyDe, { item_id: item?.referenceKey }),
    );
    expect(byKey).toEqual(
      ids(await commerce.recommendations.recommend(babyDe, { item_id: anchor })),
    );
  });

  test('fill_with_random tops up to size, without duplicates, the same for the same request', async () => {
    const request = { item_id: anchor, size: 30, fill_with_random: true };
    const result = ids(await commerce.recommendations.recommend(babyDe, request));
    expect(result).toHaveLength(30);
    expect(new Set(result).size).toBe(30);
    expect(ids(await commerce.recommendations.recommend(babyDe, request))).toEqual(result);
  });

  test('without an item: the shop top products, 12 by default', async () => {
    const result = ids(await commerce.recommendations.recommend(babyDe, {}));
    expect(result).toHaveLength(12);
    const products = await commerce.catalog.productsByIds(babyDe, result);
    expect(products).toHaveLength(12);
  });

  test('products bought together in orders come first (co-purchase)', async () => {
    const [partner] = await commerce.db.rows<{ product_id: number }>(sql`
      SELECT product_id FROM product_listings
      WHERE catalog = 'baby' AND language = 'de' AND availability = 'buyable'
        AND product_id <> ${anchor} ORDER BY relevance ASC LIMIT 1`);
    await commerce.db.rows(sql`
      INSERT INTO order_items (order_id, product_id, shop_id, customer_key) VALUES
        ('o-1', ${anchor}, 10, 'cookie-a'), ('o-1', ${partner?.product_id}, 10, 'cookie-a'),
        ('o-2', ${anchor}, 10, 'cookie-b'), ('o-2', ${partner?.product_id}, 10, 'cookie-b')`);
    const result = ids(await commerce.recommendations.recommend(babyDe, { item_id: anchor }));
    expect(result[0]).toBe(partner?.product_id);
    const known = ids(
      await commerce.recommendations.recommend(babyDe, {
        item_id: anchor,
        anonymous: false,
        consider_known_items: false,
        customer_ids: { cookie: 'cookie-a' },
      }),
    );
    expect(known).not.toContain(partner?.product_id);
    await commerce.db.rows(sql`DELETE FROM order_items WHERE order_id IN ('o-1', 'o-2')`);
  });

  test.each([
    {
      name: 'price below 50 €',
      filter: { property: 'price', operator: 'lt', operands: [5000] },
      holds: (product: { priceRange: { min: { withTax: number } } | null }) =>
        (product.priceRange?.min.withTax ?? 0) < 5000,
    },
    {
      name: 'excluding the house brand',
      filter: { property: 'brand', constraint_type: 'exclude', operator: 'eq', operands: ['Nido'] },
      holds: (product: { brand: string }) => product.brand !== 'Nido',
    },
    {
      name: 'sale only',
      filter: { property: 'sale', operator: 'eq', operands: [true] },
      holds: (product: { isSale: boolean }) => product.isSale,
    },
  ])('catalog_filter $name applies', async ({ filter, holds }) => {
    const result = ids(
      await commerce.recommendations.recommend(babyDe, {
        catalog_filter: [filter],
        size: 20,
        fill_with_random: true,
      }),
    );
    expect(result.length).toBeGreaterThan(0);
    const products = await commerce.catalog.productsByIds(babyDe, result);
    for (const product of products) expect(holds(product as never)).toBe(true);
  });

  test.each([
    { operator: 'lt', operands: [1e20], expectSome: true },
    { operator: 'gte', operands: [1e20], expectSome: false },
    { operator: 'between', operands: [0.5, 4999.5], expectSome: true },
  ])(
    'price operands compare as numbers, whatever their size: $operator $operands',
    async ({ operator, operands, expectSome }) => {
      const result = ids(
        await commerce.recommendations.recommend(babyDe, {
          catalog_filter: [{ property: 'price', operator, operands }],
        }),
      );
      expect(result.length > 0).toBe(expectSome);
    },
  );

  test('a category filter by slug keeps products of that category', async () => {
    const result = ids(
      await commerce.recommendations.recommend(babyDe, {
        catalog_filter: [{ property: 'category', operator: 'in', operands: ['kinderzimmer'] }],
      }),
    );
    const products = await commerce.catalog.productsByIds(babyDe, result);
    expect(products.length).toBeGreaterThan(0);
    for (const product of products) {
      expect(product.categories.some((path) => path[0]?.categorySlug === 'kinderzimmer')).toBe(
        true,
      );
    }
  });

  test('an unknown item gives the fallback list, in its order, without unknown ids', async () => {
    const top = ids(await commerce.recommendations.recommend(babyDe, { size: 3 }));
    const fallback = [top[2], 987_654, top[0]];
    const result = ids(
      await commerce.recommendations.recommend(babyDe, { item_id: 987_654, fallback }),
    );
    expect(result).toEqual([top[2], top[0]]);
    expect(ids(await commerce.recommendations.recommend(babyDe, { item_id: 987_654 }))).toEqual([]);
  });

  test('an item of the other brand is unknown in the shop', async () => {
    const [row] = await commerce.db.rows<{ id: number }>(
      sql`SELECT id FROM products WHERE catalog = 'baby' LIMIT 1`,
    );
    expect(ids(await commerce.recommendations.recommend(vitalDe, { item_id: row?.id }))).toEqual(
      [],
    );
  });

  test.each([
    { request: { size: 0 }, field: 'size' },
    { request: { size: 1000 }, field: 'size' },
    { request: { item_id: {} }, field: 'item_id' },
    {
      request: { catalog_filter: [{ property: 'colour', operator: 'eq', operands: ['red'] }] },
      field: 'catalog_filter.0.property',
    },
    {
      request: { catalog_filter: [{ property: 'price', operator: 'contains', operands: [1] }] },
      field: 'catalog_filter.0',
    },
    {
      request: { catalog_filter: [{ property: 'price', operator: 'lt', operands: ['cheap'] }] },
      field: 'catalog_filter.0',
    },
    {
      request: {
        catalog_filter: [{ property: 'category', operator: 'eq', operands: ['nowhere'] }],
      },
      field: 'catalog_filter.0',
    },
    {
      request: { catalog_filter: [{ property: 'brand', operator: 'eq', operands: [] }] },
      field: 'catalog_filter.0.operands',
    },
    { request: 'not an object', field: '' },
    // Numbers past PostgreSQL's integer cannot name a product: refused, not a server error.
    { request: { item_id: 3_000_000_000 }, field: 'item_id' },
    { request: { item_id: [1, 2 ** 40] }, field: 'item_id.1' },
    { request: { fallback: [3_000_000_000] }, field: 'fallback.0' },
    {
      request: {
        catalog_filter: [{ property: 'product_id', operator: 'in', operands: [1e12] }],
      },
      field: 'catalog_filter.0',
    },
    {
      request: { anonymous: false, customer_ids: { cookie: 'a\u0000b' } },
      field: 'customer_ids.cookie',
    },
  ])('a malformed request is a validation failure ($field)', async ({ request, field }) => {
    const result = await commerce.recommendations.recommend(babyDe, request);
    expect('kind' in result && result.kind === 'invalid').toBe(true);
    expect('kind' in result ? result.issues.map((issue) => issue.field) : []).toContain(field);
  });
});
