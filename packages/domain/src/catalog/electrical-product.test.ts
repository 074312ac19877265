import { describe, expect, test } from 'vitest';
import type { Product, ProductCategory } from '../entities';
import { electricalCategorySlugs, isElectricalProduct } from './electrical-product';
import { aProduct, unsafe } from './test-fixtures';

const category = (categorySlug: string, categoryId = 1): ProductCategory => ({
  categoryId,
  categoryName: categorySlug,
  categorySlug,
});

describe('electrical products (spec §9)', () => {
  test.each(electricalCategorySlugs)('a product in %s is electrical', (slug) => {
    expect(
      isElectricalProduct(aProduct({ categories: [[category('haushalt'), category(slug)]] })),
    ).toBe(true);
  });

  test.each([
    {
      input: 'a match on a second path',
      categories: [[category('baby')], [category('grossgerte')]],
      expected: true,
    },
    {
      input: 'a match in upper case',
      categories: [[category(' Bildschirme_und_Monitore ')]],
      expected: true,
    },
    {
      input: 'no match',
      categories: [[category('textil'), category('bettwaesche')]],
      expected: false,
    },
    { input: 'a near miss', categories: [[category('grossgeraete')]], expected: false },
    { input: 'no categories', categories: [], expected: false },
    { input: 'an empty path', categories: [[]], expected: false },
  ])('$input -> $expected', ({ categories, expected }) => {
    expect(isElectricalProduct(aProduct({ categories }))).toBe(expected);
  });

  test('bad category data is not electrical', () => {
    expect(isElectricalProduct(null)).toBe(false);
    expect(isElectricalProduct(unsafe<Product>({}))).toBe(false);
    expect(
      isElectricalProduct(unsafe<Product>({ categories: [null, [null, { categorySlug: 5 }]] })),
    ).toBe(false);
  });
});
