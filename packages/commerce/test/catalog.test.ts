import type { Product } from '@vitrine/domain';
import {
  addToCartRoute,
  advancedAttributeValue,
  colorDots,
  isPersonalised,
  productBadges,
} from '@vitrine/domain/catalog';
import { productLink } from '@vitrine/domain/routing';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Commerce } from '../src/index';
import { demoGtin } from '../src/seed/demo-gtin';
import { babyChFr, babyDe, babyFr, vitalCh, vitalDe } from './support/shops';
import { openTestCommerce, type TestCommerce, testDatabases } from './support/test-commerce';

describe.each(testDatabases)('catalog service on %s', (kind) => {
  let test_: TestCommerce;
  let commerce: Commerce;
  const firstId = async (where: ReturnType<typeof sql>) => {
    const [row] = await commerce.db.rows<{ id: number }>(
      sql`SELECT id FROM products p WHERE ${where} ORDER BY id LIMIT 1`,
    );
    if (row === undefined) throw new Error('no such product in the test catalog');
    return row.id;
  };
  const product = async (id: number, context = babyDe): Promise<Product> => {
    const found = await commerce.catalog.productById(context, id);
    if (found === null) throw new Error(`product ${id} not found`);
    return found;
  };

  beforeAll(async () => {
    test_ = await openTestCommerce(kind);
    commerce = test_.commerce;
  });
  afterAll(() => test_?.close());

  describe('products (§3)', () => {
    test('a product comes in the shop language and currency, with VAT of its country', async () => {
      const id = await firstId(sql`p.catalog = 'baby' AND p.is_active`);
      const german = await product(id, babyDe);
      const french = await product(id, babyChFr);
      expect(german.name).not.toBe(french.name);
      expect(german.variants[0]?.price.currencyCode).toBe('EUR');
      expect(french.variants[0]?.price.currencyCode).toBe('CHF');
      const vatRates = new Set(german.variants.map((variant) => variant.price.tax.vat.rate));
      expect([...vatRates].every((rate) => rate === 0.19 || rate === 0.07 || rate === 0)).toBe(
        true,
      );
      for (const variant of german.variants) {
        expect(variant.referenceKey.startsWith(`${german.referenceKey}_`)).toBe(true);
        expect(variant.price.tax.vat.amount).toBe(variant.price.withTax - variant.price.withoutTax);
      }
      expect(german.priceRange?.min.withTax).toBeLessThanOrEqual(
        german.priceRange?.max.withTax ?? 0,
      );
      expect(german.images.length).toBeGreaterThan(0);
      expect(german.images[0]?.src).toMatch(/^\/images\/[A-Za-z0-9_-]+\.webp$/);
      expect(german.categories[0]?.map((category) => category.categorySlug)).toHaveLength(3);
    });

    test('by reference key, by variant reference key and by the pdp product number (§2)', async () => {
      const found = await product(await firstId(sql`p.catalog = 'baby' AND p.is_active`));
      const variant = found.variants.at(-1);
      expect((await commerce.catalog.productByReferenceKey(babyDe, found.referenceKey))?.id).toBe(
        found.id,
      );
      expect(
        (await commerce.catalog.productByReferenceKey(babyDe, variant?.referenceKey ?? ''))?.id,
      ).toBe(found.id);
      expect((await commerce.catalog.productByNumber(babyDe, found.referenceKey))?.id).toBe(
        found.id,
      );
      const byVariant = await commerce.catalog.variantByReferenceKey(
        babyDe,
        variant?.referenceKey ?? '',
      );
      expect(byVariant?.variant.id).toBe(variant?.id);
      expect((await commerce.catalog.variants(babyDe, found.id))?.length).toBe(
        found.variants.length,
      );
      expect(productLink(found)).toMatch(new RegExp(`^/p/(.+-)?${found.referenceKey}/$`));
    });

    test("by the GTIN on the package (issue 17): each variant has its own code; an unknown, malformed or other brand's code finds nothing", async () => {
      const found = await product(await firstId(sql`p.catalog = 'baby' AND p.is_active`));
      const variant = found.variants.at(-1);
      const [row] = await commerce.db.rows<{ gtin: string }>(
        sql`SELECT gtin FROM variant_gtins WHERE variant_id = ${variant?.id ?? 0}`,
      );
      expect(row?.gtin).toBe(demoGtin(variant?.id ?? 0));
      const byCode = await commerce.catalog.variantByGtin(babyDe, row?.gtin ?? '');
      expect(byCode?.product.id).toBe(found.id);
      expect(byCode?.variant.referenceKey).toBe(variant?.referenceKey);
      // A code of the vitality catalog is not sold by the baby shop.
      const vitality = await product(
        await firstId(sql`p.catalog = 'vitality' AND p.is_active`),
        vitalDe,
      );
      const vitalityCode = demoGtin(vitality.variants[0]?.id ?? 0);
      expect((await commerce.catalog.variantByGtin(vitalDe, vitalityCode))?.product.id).toBe(
        vitality.id,
      );
      expect(await commerce.catalog.variantByGtin(babyDe, vitalityCode)).toBeNull();
      expect(await commerce.catalog.variantByGtin(babyDe, '4006381333931')).toBeNull();
      expect(await commerce.catalog.variantByGtin(babyDe, '4006381333932')).toBeNull();
      expect(await commerce.catalog.variantByGtin(babyDe, "2000000000015' OR 1=1")).toBeNull();
    });

    test('the product page texts (issue 15): the description in the shop language, the link texts in every language and the shops that price it', async () => {
      const id = await firstId(sql`p.catalog = 'baby' AND p.is_active`);
      const german = await commerce.catalog.productPageTexts(babyDe, id);
      const french = await commerce.catalog.productPageTexts(babyChFr, id);
      expect(german?.description).not.toBe('');
      expect(german?.description).not.toBe(french?.description);
      expect(german?.links.map((link) => link.language)).toEqual(['de', 'fr', 'nl']);
      expect(german?.links.find((link) => link.language === 'de')?.name).toBe(
        (await product(id, babyDe)).name,
      );
      expect(german?.shopIds).toContain(babyDe.shopId);
      expect(german?.shopIds).toContain(babyChFr.shopId);
    });

    test('the sitemap products (issue 15, §2 SEO): every active product the shop prices, from one query, with the same texts and shops as the product page', async () => {
      const listed = await commerce.catalog.sitemapProducts(babyDe);
      const [count] = await commerce.db.rows<{ n: number }>(
        sql`SELECT count(*)::int AS n FROM products p WHERE p.catalog = 'baby' AND p.is_active
          AND EXISTS (SELECT 1 FROM variant_prices vp JOIN variants v ON v.id = vp.variant_id
            WHERE v.product_id = p.id AND vp.shop_id = ${babyDe.shopId})`,
      );
      expect(listed).toHaveLength(count?.n ?? -1);
      expect(listed.every((entry) => entry.shopIds.includes(babyDe.shopId))).toBe(true);
      const id = await firstId(sql`p.catalog = 'baby' AND p.is_active`);
      const texts = await commerce.catalog.productPageTexts(babyDe, id);
      const { referenceKey } = await product(id);
      const found = listed.find((entry) => entry.referenceKey === referenceKey);
      expect(found?.links).toEqual(texts?.links);
      expect(found?.shopIds).toEqual(texts?.shopIds);
      expect(await commerce.catalog.sitemapProducts(vitalDe)).not.toContainEqual(found);
    });

    test.each([
      { what: 'id 0', lookup: (c: Commerce) => c.catalog.productById(babyDe, 0) },
      { what: 'a negative id', lookup: (c: Commerce) => c.catalog.productById(babyDe, -5) },
      { what: 'an id past int4', lookup: (c: Commerce) => c.catalog.productById(babyDe, 2 ** 40) },
      { what: 'NaN', lookup: (c: Commerce) => c.catalog.productById(babyDe, Number.NaN) },
      { what: 'an unknown id', lookup: (c: Commerce) => c.catalog.productById(babyDe, 987_654) },
      { what: 'an empty number', lookup: (c: Commerce) => c.catalog.productByNumber(babyDe, '') },
      {
        what: 'a text number',
        lookup: (c: Commerce) => c.catalog.productByNumber(babyDe, "x' OR 1=1 --"),
      },
      {
        what: 'a huge key',
        lookup: (c: Commerce) => c.catalog.productByReferenceKey(babyDe, '9'.repeat(5000)),
      },
      {
        what: 'an unknown variant',
        lookup: (c: Commerce) => c.catalog.variantByReferenceKey(babyDe, '123_99'),
      },
      { what: 'siblings of nothing', lookup: (c: Commerce) => c.catalog.siblings(babyDe, 987_654) },
      { what: 'variants of nothing', lookup: (c: Commerce) => c.catalog.variants(babyDe, 987_654) },
      {
        what: 'page texts of nothing',
        lookup: (c: Commerce) => c.catalog.productPageTexts(babyDe, 987_654),
      },
      {
        what: 'page texts of a negative id',
        lookup: (c: Commerce) => c.catalog.productPageTexts(babyDe, -1),
      },
    ])('$what gives null, never an error', async ({ lookup }) => {
      await expect(lookup(commerce)).resolves.toBeNull();
    });

    test('a product of the other brand is not sold in the shop', async () => {
      const vitalityId = await firstId(sql`p.catalog = 'vitality' AND p.is_active`);
      expect(await commerce.catalog.productById(babyDe, vitalityId)).toBeNull();
      expect(
        (await commerce.catalog.productById(vitalCh, vitalityId))?.variants[0]?.price.currencyCode,
      ).toBe('CHF');
      expect(await commerce.catalog.productsByIds(babyDe, [vitalityId, 987_654])).toEqual([]);
    });

    test('productsByIds keeps the order asked for and drops unknown ids', async () => {
      const rows = await commerce.db.rows<{ id: number }>(
        sql`SELECT id FROM products WHERE catalog = 'baby' AND is_active ORDER BY id LIMIT 3`,
      );
      const ids = rows.map((row) => row.id).reverse();
      const products = await commerce.catalog.productsByIds(babyDe, [...ids, 987_654]);
      expect(products.map((found) => found.id)).toEqual(ids);
    });

    test('siblings are the other colour articles of the model, with their colour sets (§3, §4)', async () => {
      const [row] = await commerce.db.rows<{ id: number }>(sql`
        SELECT min(id) AS id FROM products WHERE catalog = 'baby' AND is_active
        GROUP BY master_key HAVING count(*) >= 3 ORDER BY 1 LIMIT 1`);
      const found = await product(row?.id ?? 0);
      expect(found.siblings.length).toBeGreaterThanOrEqual(2);
      expect(found.colorsList.map((set) => set.productId)).toEqual([
        found.id,
        ...found.siblings.map((sibling) => sibling.id),
      ]);
      expect(colorDots(found.colorsList)).not.toBeNull();
      const siblings = await commerce.catalog.siblings(babyDe, found.id);
      expect(siblings?.map((sibling) => sibling.masterKey)).toEqual(
        found.siblings.map(() => found.masterKey),
      );
    });

    test('a sale product carries its reduction, so the card shows the sale badge (§2)', async () => {
      const found = await product(
        await firstId(sql`p.catalog = 'baby' AND p.is_active AND p.is_sale`),
      );
      const reduction = found.variants[0]?.price.appliedReductions[0];
      expect(found.isSale).toBe(true);
      expect(reduction?.amount.relative).toBeGreaterThan(0);
      expect(productBadges(found).some((badge) => badge.key === 'sale')).toBe(true);
    });

    test('a personalised product has engraving fields and goes to the product page to add (§4)', async () => {
      const found = await product(
        await firstId(
          sql`p.catalog = 'baby' AND p.is_active AND 'personalised' = ANY(p.special_kinds)`,
        ),
      );
      expect(isPersonalised(found)).toBe(true);
      // §9: engraving rows text1..n come from gravureHeadline, their length from gravureLength.
      expect(advancedAttributeValue(found.advancedAttributes, 'gravureHeadline')).toBe(
        'Vorname|Geburtsdatum',
      );
      expect(advancedAttributeValue(found.advancedAttributes, 'gravureLength')).toBe(20);
      expect(addToCartRoute(found).kind).toBe('productPage');
    });

    test('a buy_x_get_y promotion is on the product, valid (§3 Basket item promotion)', async () => {
      const found = await product(
        await firstId(sql`p.catalog = 'baby' AND p.promotion_id = 'baby-3-for-2' AND p.is_active`),
      );
      expect(found.promotion).toMatchObject({ isValid: true, effect: { type: 'buy_x_get_y' } });
    });

    test('a discontinued product is null for shoppers, found when inactive ones are asked for', async () => {
      const id = await firstId(sql`NOT p.is_active AND p.catalog = 'baby'`);
      expect(await commerce.catalog.productById(babyDe, id)).toBeNull();
      expect(
        (await commerce.catalog.productById(babyDe, id, { includeInactive: true }))?.isActive,
      ).toBe(false);
    });
  });

  describe('categories', () => {
    test('the tree has three levels with names in the shop language', () => {
      const german = commerce.catalog.categories(babyDe);
      const french = commerce.catalog.categories(babyFr);
      expect(german.length).toBeGreaterThan(3);
      expect(german[0]?.children[0]?.children.length).toBeGreaterThan(0);
      expect(german[0]?.name).toBe('Kinderwagen');
      expect(french[0]?.name).toBe('Poussettes');
      expect(commerce.catalog.categories(vitalDe)[0]?.name).toBe('Haushalt');
    });

    test('breadcrumbs run from the root to the category; unknown or foreign ones are null', () => {
      const leaf = commerce.catalog.categories(babyDe)[0]?.children[0]?.children[0];
      const crumbs = commerce.catalog.breadcrumbs(babyDe, leaf?.id ?? 0);
      expect(crumbs?.map((crumb) => crumb.slug)).toEqual([
        'kinderwagen',
        'kinderwagen-und-buggys',
        leaf?.slug,
      ]);
      expect(commerce.catalog.breadcrumbs(babyDe, 987_654)).toBeNull();
      expect(commerce.catalog.breadcrumbs(vitalDe, leaf?.id ?? 0)).toBeNull();
      expect(commerce.catalog.category(babyDe, 'grossgerte')).toBeNull();
      expect(commerce.catalog.category(vitalDe, 'grossgerte')?.name).toBe('Großgeräte');
    });
  });
});
