import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Commerce } from '../src/index';
import { babyChFr, babyDe, vitalDe } from './support/shops';
import { openTestCommerce, type TestCommerce, testDatabases } from './support/test-commerce';

describe.each(testDatabases)('the product page info dialogs (issue 15, §2) on %s', (kind) => {
  let test_: TestCommerce;
  let commerce: Commerce;
  const firstId = async (where: ReturnType<typeof sql>) => {
    const [row] = await commerce.db.rows<{ id: number }>(
      sql`SELECT p.id FROM products p WHERE ${where} ORDER BY p.id LIMIT 1`,
    );
    if (row === undefined) throw new Error('no such product in the test catalog');
    return row.id;
  };

  beforeAll(async () => {
    test_ = await openTestCommerce(kind);
    commerce = test_.commerce;
  });
  afterAll(() => test_?.close());

  test('§2 product seals: a product with seals has them in the shop language, in order', async () => {
    const id = await firstId(
      sql`p.catalog = 'baby' AND EXISTS (SELECT 1 FROM product_seals ps WHERE ps.product_id = p.id)`,
    );
    const german = await commerce.catalog.productPageInfo(babyDe, id, null);
    const french = await commerce.catalog.productPageInfo(babyChFr, id, null);
    expect(german.seals.length).toBeGreaterThan(0);
    expect(german.seals.map((seal) => seal.key)).toEqual(french.seals.map((seal) => seal.key));
    expect(german.seals[0]?.text).not.toBe(french.seals[0]?.text);
    for (const seal of german.seals) {
      expect(seal.name.length).toBeGreaterThan(0);
      expect(seal.text.length).toBeGreaterThan(0);
    }
  });

  test('§2 product seals: both brands have products with seals, and a product without none', async () => {
    const vitality = await firstId(
      sql`p.catalog = 'vitality' AND EXISTS (SELECT 1 FROM product_seals ps WHERE ps.product_id = p.id)`,
    );
    expect((await commerce.catalog.productPageInfo(vitalDe, vitality, null)).seals).not.toEqual([]);
    const without = await firstId(
      sql`NOT EXISTS (SELECT 1 FROM product_seals ps WHERE ps.product_id = p.id)`,
    );
    expect((await commerce.catalog.productPageInfo(babyDe, without, null)).seals).toEqual([]);
  });

  test('§2 promotion disclaimer: a product in a promotion with fine print has it, one without has none', async () => {
    const promoted = await firstId(
      sql`p.promotion_id IN (SELECT id FROM promotions WHERE terms IS NOT NULL)`,
    );
    const info = await commerce.catalog.productPageInfo(babyDe, promoted, null);
    expect(info.promotionTerms).toMatch(/\S/);
    const plain = await firstId(sql`p.promotion_id IS NULL`);
    expect((await commerce.catalog.productPageInfo(babyDe, plain, null)).promotionTerms).toBeNull();
  });

  test('§2 size advisor: the table the groessenberater attribute names, in the shop language; unknown keys none', async () => {
    const id = await firstId(sql`'sizeAdvisor' = ANY(p.special_kinds)`);
    const german = await commerce.catalog.productPageInfo(babyDe, id, 'baby-clothing');
    const french = await commerce.catalog.productPageInfo(babyChFr, id, 'baby-clothing');
    expect(german.sizeTable?.columns).toEqual(['Größe', 'Alter', 'Körpergröße']);
    expect(french.sizeTable?.columns[0]).toBe('Taille');
    expect(german.sizeTable?.rows.map((row) => row[0])).toContain('50/56');
    for (const key of [null, '', 'unknown', 'x'.repeat(65), 'a\u0000b']) {
      expect((await commerce.catalog.productPageInfo(babyDe, id, key)).sizeTable).toBeNull();
    }
  });

  test('an invalid product id has no info, rather than an error', async () => {
    for (const id of [0, -1, 2 ** 40, Number.NaN]) {
      expect(await commerce.catalog.productPageInfo(babyDe, id, null)).toEqual({
        seals: [],
        promotionTerms: null,
        sizeTable: null,
      });
    }
  });
});
