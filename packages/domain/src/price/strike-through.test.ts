import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { isStrikeThroughPrice } from './strike-through';

describe('strike-through only at most 96 % of the comparison price (spec §9)', () => {
  test.each([
    { price: 960, comparison: 1000, expected: true },
    { price: 961, comparison: 1000, expected: false },
    { price: 1999, comparison: 2999, expected: true },
    { price: 2879, comparison: 2999, expected: true },
    { price: 2880, comparison: 2999, expected: false },
    { price: 1000, comparison: 1000, expected: false },
    { price: 1200, comparison: 1000, expected: false },
    { price: 0, comparison: 1000, expected: true },
    { price: 24, comparison: 25, expected: true },
    { price: 25, comparison: 26, expected: false },
    { price: 1, comparison: 1, expected: false },
    { price: 960, comparison: null, expected: false },
    { price: 960, comparison: undefined, expected: false },
    { price: 960, comparison: 0, expected: false },
    { price: 960, comparison: -1000, expected: false },
    { price: 960, comparison: 1000.5, expected: false },
    { price: 960, comparison: Number.NaN, expected: false },
    { price: 960, comparison: Number.POSITIVE_INFINITY, expected: false },
    { price: -1, comparison: 1000, expected: false },
    { price: 959.5, comparison: 1000, expected: false },
    { price: Number.NaN, comparison: 1000, expected: false },
    { price: 960, comparison: '1000' as unknown as number, expected: false },
    {
      price: Number.MAX_SAFE_INTEGER - 1,
      comparison: Number.MAX_SAFE_INTEGER,
      expected: false,
    },
    { price: 8_646_911_284_551_351, comparison: Number.MAX_SAFE_INTEGER, expected: true },
    { price: 8_646_911_284_551_352, comparison: Number.MAX_SAFE_INTEGER, expected: false },
  ])('price $price against $comparison → $expected', ({ price, comparison, expected }) => {
    expect(isStrikeThroughPrice(price, comparison)).toBe(expected);
  });

  test('agrees with the percentage rule computed exactly in rationals', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 1, max: 10_000_000 }),
        (price, comparison) => {
          expect(isStrikeThroughPrice(price, comparison)).toBe(price * 25 <= comparison * 24);
        },
      ),
    );
  });

  test('a lower price never loses a strike-through that a higher price had', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 1, max: 10_000_000 }),
        (a, b, comparison) => {
          const [low, high] = a <= b ? [a, b] : [b, a];
          if (isStrikeThroughPrice(high, comparison)) {
            expect(isStrikeThroughPrice(low, comparison)).toBe(true);
          }
        },
      ),
    );
  });
});
