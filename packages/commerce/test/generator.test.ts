import { type ScalePriceData, shopsOfBrand } from '@vitrine/domain';
import { electricalCategorySlugs, voucherKind } from '@vitrine/domain/catalog';
import { scaleThresholds } from '@vitrine/domain/price';
import { productNumberFromPdp } from '@vitrine/domain/routing';
import { describe, expect, test } from 'vitest';
import { generateCatalog } from '../src/index';
import { contentHash } from '../src/seed/content-hash';

const small = generateCatalog({ products: 150 });

describe('the demo catalog generator', () => {
  test('is deterministic: the same seed and size give the same catalog, another seed another', () => {
    const again = generateCatalog({ products: 150 });
    const other = generateCatalog({ products: 150, seed: 7 });
    expect(contentHash(JSON.stringify(again))).toBe(contentHash(JSON.stringify(small)));
    expect(contentHash(JSON.stringify(other))).not.toBe(contentHash(JSON.stringify(small)));
  });

  test.each([150, 600, 2000])('makes exactly %i products of both brands', (size) => {
    const catalog = generateCatalog({ products: size });
    expect(catalog.products).toHaveLength(size);
    expect(new Set(catalog.products.map((product) => product.catalog))).toEqual(
      new Set(['baby', 'vitality']),
    );
  });

  test('the default size has 2,000 products and more than 10,000 variants', () => {
    const catalog = generateCatalog({ products: 2000 });
    expect(catalog.variants.length).toBeGreaterThan(10_000);
  });

  test('each product has 1 to 12 variants and 1 to 6 images; product numbers are unique', () => {
    const variantsPerProduct = new Map<number, number>();
    for (const variant of small.variants) {
      variantsPerProduct.set(
        variant.productId,
        (variantsPerProduct.get(variant.productId) ?? 0) + 1,
      );
    }
    const imagesPerProduct = new Map<number, number>();
    for (const image of small.images) {
      imagesPerProduct.set(image.productId, (imagesPerProduct.get(image.productId) ?? 0) + 1);
    }
    for (const product of small.products) {
      expect(variantsPerProduct.get(product.id)).toBeGreaterThanOrEqual(1);
      expect(variantsPerProduct.get(product.id)).toBeLessThanOrEqual(12);
      expect(imagesPerProduct.get(product.id)).toBeGreaterThanOrEqual(1);
      expect(imagesPerProduct.get(product.id)).toBeLessThanOrEqual(6);
    }
    const numbers = small.products.map((product) => product.referenceKey);
    expect(new Set(numbers).size).toBe(numbers.length);
  });

  test('variant reference keys are {article number}_{suffix} (§3)', () => {
    const numberOf = new Map(small.products.map((product) => [product.id, product.referenceKey]));
    for (const variant of small.variants) {
      expect(variant.referenceKey).toMatch(
        new RegExp(`^${numberOf.get(variant.productId)}_\\d{2}$`),
      );
    }
  });

  test('every variant has a price in every shop of its brand, in the shop currency (§3 Price)', () => {
    const catalogOf = new Map(small.products.map((product) => [product.id, product.catalog]));
    const pricesOf = new Map<number, { shopId: number; currency: string }[]>();
    for (const price of small.prices) {
      pricesOf.set(price.variantId, [...(pricesOf.get(price.variantId) ?? []), price]);
    }
    for (const variant of small.variants) {
      const shops = shopsOfBrand(catalogOf.get(variant.productId) ?? 'baby');
      const prices = pricesOf.get(variant.id) ?? [];
      expect(prices.map((price) => price.shopId).sort()).toEqual(
        shops.map((shop) => shop.id).sort(),
      );
      for (const price of prices) {
        const shop = shops.find((candidate) => candidate.id === price.shopId);
        expect(price.currency).toBe(shop?.locales[0].currency);
      }
    }
  });

  test('prices are whole cents, tax-inclusive above net, with one to three scale thresholds (§9)', () => {
    const thresholdCounts = new Set<number>();
    for (const price of generateCatalog({ products: 2000 }).prices) {
      expect(Number.isSafeInteger(price.withTax)).toBe(true);
      expect(price.withTax).toBeGreaterThanOrEqual(price.withoutTax);
      if (price.scalePrices === null) continue;
      const thresholds = scaleThresholds(price.scalePrices as ScalePriceData);
      thresholdCounts.add(thresholds.length);
      // Each threshold a larger quantity at a lower unit price, below the shelf price.
      let previous = { minimumQuantity: 1, price: price.withTax };
      for (const threshold of thresholds) {
        expect(threshold.minimumQuantity).toBeGreaterThan(previous.minimumQuantity);
        expect(threshold.price).toBeLessThan(previous.price);
        previous = threshold;
      }
    }
    expect([...thresholdCounts].sort()).toEqual([1, 2, 3]);
    expect(small.prices.some((price) => price.referenceUnit === 'LI')).toBe(true);
    expect(small.prices.some((price) => price.recommendedRetailPrice !== null)).toBe(true);
    expect(small.prices.some((price) => price.scalePrices !== null)).toBe(true);
  });

  test('the vouchers carry the product numbers of §5: 9420/9410 for baby, 51000/52000 for vitality', () => {
    const vouchers = small.products.filter((product) => product.specialKinds.includes('voucher'));
    expect(vouchers.map((product) => product.referenceKey).sort()).toEqual([
      '51000',
      '52000',
      '9410',
      '9420',
    ]);
    for (const voucher of vouchers) {
      const company = voucher.catalog === 'baby' ? 'baby' : 'vital';
      expect(voucherKind(voucher.referenceKey, company)).toBe(
        voucher.specialKinds.includes('download') ? 'download' : 'physical',
      );
    }
  });

  test('SEO URLs are built slugs that lead back to the product number (§2)', () => {
    const numberOf = new Map(small.products.map((product) => [product.id, product.referenceKey]));
    const withSeo = small.texts.filter((text) => text.seoUrl !== null);
    expect(withSeo.length).toBeGreaterThan(0);
    expect(withSeo.length).toBeLessThan(small.texts.length);
    for (const text of withSeo) {
      expect(text.seoUrl).toMatch(/^[a-z0-9-]+$/);
      expect(productNumberFromPdp(text.seoUrl)).toBe(numberOf.get(text.productId));
    }
  });

  test('each brand has a three-level category tree named in de, fr and nl, with the electrical slugs of §9', () => {
    for (const catalog of ['baby', 'vitality'] as const) {
      const categories = small.categories.filter((category) => category.catalog === catalog);
      expect(new Set(categories.map((category) => category.depth))).toEqual(new Set([1, 2, 3]));
      for (const category of categories) {
        expect(Object.keys(category.names).sort()).toEqual(['de', 'fr', 'nl']);
      }
    }
    const slugs = new Set(small.categories.map((category) => category.slug));
    for (const slug of electricalCategorySlugs) expect(slugs.has(slug)).toBe(true);
  });

  test('texts exist in every language of the shops that sell the product', () => {
    const languagesOf = new Map<number, string[]>();
    for (const text of small.texts) {
      languagesOf.set(text.productId, [...(languagesOf.get(text.productId) ?? []), text.language]);
    }
    for (const product of small.products) {
      const expected = product.catalog === 'baby' ? ['de', 'fr', 'nl'] : ['de'];
      expect(languagesOf.get(product.id)?.sort()).toEqual(expected);
    }
  });
});
