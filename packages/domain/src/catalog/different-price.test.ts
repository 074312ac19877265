import { describe, expect, test } from 'vitest';
import type { Variant } from '../entities';
import { hasDifferentPrice } from './different-price';
import { aVariant, unsafe } from './test-fixtures';

describe("listing 'different price' (spec §4: variants differ in price or stock)", () => {
  test.each([
    {
      input: 'same price, all in stock',
      variants: [aVariant({ price: 999 }), aVariant({ price: 999, stock: 3 })],
      expected: false,
    },
    {
      input: 'other price',
      variants: [aVariant({ price: 999 }), aVariant({ price: 1099 })],
      expected: true,
    },
    {
      input: 'one out of stock',
      variants: [aVariant({ stock: 5 }), aVariant({ stock: 0 })],
      expected: true,
    },
    {
      input: 'all out of stock',
      variants: [aVariant({ stock: 0 }), aVariant({ stock: -1 })],
      expected: false,
    },
    {
      input: 'a third variant differs',
      variants: [aVariant(), aVariant(), aVariant({ price: 1 })],
      expected: true,
    },
    { input: 'one variant', variants: [aVariant()], expected: false },
    { input: 'no variants', variants: [], expected: false },
    { input: 'null', variants: null, expected: false },
    {
      input: 'NaN and a price',
      variants: [aVariant({ price: Number.NaN }), aVariant({ price: 999 })],
      expected: true,
    },
    {
      input: 'two unusable prices',
      variants: [aVariant({ price: Number.NaN }), aVariant({ price: Number.POSITIVE_INFINITY })],
      expected: false,
    },
    {
      input: 'variants without price or stock',
      variants: unsafe<Variant[]>([{ id: 1 }, { id: 2 }]),
      expected: false,
    },
  ])('$input -> $expected', ({ variants, expected }) => {
    expect(hasDifferentPrice(variants)).toBe(expected);
  });
});
