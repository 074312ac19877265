import { describe, expect, test } from 'vitest';
import type { Product } from '../entities';
import { isProductBuyable, isProductSoldOut, productAvailability } from './product-availability';
import { aProduct, aVariant, unsafe } from './test-fixtures';

const withCodes = (...codes: readonly (1 | 2 | 3 | 4)[]) =>
  aProduct({ variants: codes.map((bvc, id) => aVariant({ id, bvc })) });

describe('availability of a whole product (spec §4 BVC)', () => {
  test.each([
    { input: 'one buyable variant', product: withCodes(1), expected: 'buyable' },
    { input: 'code 2 among sold-out ones', product: withCodes(4, 2, 3), expected: 'buyable' },
    { input: 'all sold out', product: withCodes(4, 4), expected: 'soldOut' },
    { input: 'all not deliverable', product: withCodes(3, 3), expected: 'notDeliverable' },
    { input: 'a mix of 3 and 4', product: withCodes(3, 4), expected: 'notDeliverable' },
    { input: 'no variants', product: withCodes(), expected: 'notDeliverable' },
    { input: 'no product', product: null, expected: 'notDeliverable' },
    {
      input: 'variants without logistics',
      product: unsafe<Product>({ variants: [{ id: 1 }, null] }),
      expected: 'notDeliverable',
    },
  ] as const)('$input -> $expected', ({ product, expected }) => {
    expect(productAvailability(product)).toBe(expected);
    expect(isProductBuyable(product)).toBe(expected === 'buyable');
    expect(isProductSoldOut(product)).toBe(expected !== 'buyable');
  });
});
