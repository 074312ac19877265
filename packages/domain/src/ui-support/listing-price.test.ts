import { describe, expect, test } from 'vitest';
import { aPrice, aVariant } from '../catalog/test-fixtures';
import { listingPrice } from './listing-price';

const range = (min: number, max: number) => ({ min: aPrice(min), max: aPrice(max) });

describe('listing price of a product card (spec §2, §4 different price)', () => {
  test.each([
    {
      name: 'one variant: its price',
      product: { variants: [aVariant({ price: 1999 })], priceRange: range(1999, 1999) },
      expected: { withTax: 1999, hasDifferentPrice: false },
    },
    {
      name: 'variants differ in price: the lowest, "from"',
      product: {
        variants: [aVariant({ id: 1, price: 2999 }), aVariant({ id: 2, price: 1999 })],
        priceRange: range(1999, 2999),
      },
      expected: { withTax: 1999, hasDifferentPrice: true },
    },
    {
      name: 'variants differ in stock only: "from"',
      product: {
        variants: [aVariant({ id: 1, stock: 0 }), aVariant({ id: 2, stock: 3 })],
        priceRange: range(1999, 1999),
      },
      expected: { withTax: 1999, hasDifferentPrice: true },
    },
    {
      name: 'same price: the displayed variant (first not 3 or 4)',
      product: {
        variants: [aVariant({ id: 1, bvc: 4, price: 999 }), aVariant({ id: 2, price: 999 })],
        priceRange: null,
      },
      expected: { withTax: 999, hasDifferentPrice: false },
    },
    {
      name: 'differing variants without a range: the displayed variant',
      product: {
        variants: [aVariant({ id: 1, price: 2999 }), aVariant({ id: 2, price: 1999 })],
        priceRange: null,
      },
      expected: { withTax: 2999, hasDifferentPrice: true },
    },
    {
      name: 'no variants: the range minimum',
      product: { variants: [], priceRange: range(4999, 5999) },
      expected: { withTax: 4999, hasDifferentPrice: false },
    },
  ])('$name', ({ product, expected }) => {
    const result = listingPrice(product);
    expect(result?.price.withTax).toBe(expected.withTax);
    expect(result?.hasDifferentPrice).toBe(expected.hasDifferentPrice);
  });

  test.each([
    { product: { variants: [], priceRange: null } },
    { product: null },
    { product: undefined },
  ])('no price at all: null ($product)', ({ product }) => {
    expect(listingPrice(product)).toBeNull();
  });
});
