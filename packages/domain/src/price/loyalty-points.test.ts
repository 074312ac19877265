import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { loyaltyPoints } from './loyalty-points';

describe('loyalty points (spec §9: factor × unit price with tax / 100 × quantity, floored)', () => {
  test.each([
    { pointsFactor: 1, unitPriceWithTax: 1999, quantity: 1, expected: 19 },
    { pointsFactor: 1, unitPriceWithTax: 1999, quantity: 2, expected: 39 },
    { pointsFactor: 2, unitPriceWithTax: 4999, quantity: 3, expected: 299 },
    { pointsFactor: 0.5, unitPriceWithTax: 1000, quantity: 1, expected: 5 },
    { pointsFactor: 0.5, unitPriceWithTax: 1999, quantity: 1, expected: 9 },
    { pointsFactor: 2.3, unitPriceWithTax: 3000, quantity: 1, expected: 69 },
    { pointsFactor: 0.1, unitPriceWithTax: 3000, quantity: 1, expected: 3 },
    { pointsFactor: 1, unitPriceWithTax: 100, quantity: 1, expected: 1 },
    { pointsFactor: 1, unitPriceWithTax: 200, quantity: 1, expected: 2 },
    { pointsFactor: 1e-7, unitPriceWithTax: 1000, quantity: 1, expected: 1 },
    { pointsFactor: 1e21, unitPriceWithTax: 100, quantity: 1, expected: 0 },
  ])('factor $pointsFactor × $unitPriceWithTax cents × $quantity = $expected', (input) => {
    expect(loyaltyPoints(input)).toBe(input.expected);
  });

  test.each([
    { pointsFactor: 1, unitPriceWithTax: 99, quantity: 1, expected: 1 },
    { pointsFactor: 0.5, unitPriceWithTax: 150, quantity: 1, expected: 1 },
    { pointsFactor: 1, unitPriceWithTax: 1, quantity: 1, expected: 1 },
    { pointsFactor: 0.01, unitPriceWithTax: 1, quantity: 1, expected: 1 },
  ])('a value strictly between 0 and 1 becomes 1: $pointsFactor × $unitPriceWithTax', (input) => {
    expect(loyaltyPoints(input)).toBe(input.expected);
  });

  test.each([
    { case: 'zero factor', pointsFactor: 0, unitPriceWithTax: 1999, quantity: 1 },
    { case: 'free article', pointsFactor: 1, unitPriceWithTax: 0, quantity: 1 },
    { case: 'no factor', pointsFactor: null, unitPriceWithTax: 1999, quantity: 1 },
    { case: 'undefined factor', pointsFactor: undefined, unitPriceWithTax: 1999, quantity: 1 },
    { case: 'negative factor', pointsFactor: -1, unitPriceWithTax: 1999, quantity: 1 },
    { case: 'NaN factor', pointsFactor: Number.NaN, unitPriceWithTax: 1999, quantity: 1 },
    {
      case: 'infinite factor',
      pointsFactor: Number.POSITIVE_INFINITY,
      unitPriceWithTax: 1999,
      quantity: 1,
    },
    {
      case: 'factor as text',
      pointsFactor: '1' as unknown as number,
      unitPriceWithTax: 1999,
      quantity: 1,
    },
    { case: 'negative price', pointsFactor: 1, unitPriceWithTax: -1999, quantity: 1 },
    { case: 'fractional price', pointsFactor: 1, unitPriceWithTax: 19.99, quantity: 1 },
    { case: 'NaN price', pointsFactor: 1, unitPriceWithTax: Number.NaN, quantity: 1 },
    { case: 'zero quantity', pointsFactor: 1, unitPriceWithTax: 1999, quantity: 0 },
    { case: 'negative quantity', pointsFactor: 1, unitPriceWithTax: 1999, quantity: -2 },
    { case: 'fractional quantity', pointsFactor: 1, unitPriceWithTax: 1999, quantity: 1.5 },
    { case: 'NaN quantity', pointsFactor: 1, unitPriceWithTax: 1999, quantity: Number.NaN },
  ])('no points for $case', (input) => {
    expect(loyaltyPoints(input)).toBe(0);
  });

  const factor = fc.integer({ min: 0, max: 1000 }).map((tenths) => tenths / 10);
  const cents = fc.integer({ min: 0, max: 10_000_000 });
  const quantity = fc.integer({ min: 1, max: 1000 });

  test('equals the exact integer formula for factors with one decimal', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1000 }), cents, quantity, (tenths, price, count) => {
        const exact = tenths * price * count; // = factor × price × quantity × 10, an exact integer
        const expected = exact === 0 ? 0 : exact < 1000 ? 1 : Math.floor(exact / 1000);
        expect(
          loyaltyPoints({ pointsFactor: tenths / 10, unitPriceWithTax: price, quantity: count }),
        ).toBe(expected);
      }),
    );
  });

  test('more items never earn fewer points, and any positive value earns at least one', () => {
    fc.assert(
      fc.property(factor, cents, quantity, quantity, (pointsFactor, price, a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        const fewer = loyaltyPoints({ pointsFactor, unitPriceWithTax: price, quantity: low });
        const more = loyaltyPoints({ pointsFactor, unitPriceWithTax: price, quantity: high });
        expect(more).toBeGreaterThanOrEqual(fewer);
        if (pointsFactor > 0 && price > 0) expect(fewer).toBeGreaterThanOrEqual(1);
      }),
    );
  });

  test('stays within one point of the floating-point formula', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 100, noNaN: true }),
        cents,
        quantity,
        (pointsFactor, price, count) => {
          const approximate = ((pointsFactor * price) / 100) * count;
          const points = loyaltyPoints({ pointsFactor, unitPriceWithTax: price, quantity: count });
          expect(Number.isInteger(points)).toBe(true);
          expect(
            Math.abs(points - Math.max(Math.floor(approximate), approximate > 0 ? 1 : 0)),
          ).toBeLessThanOrEqual(1);
        },
      ),
    );
  });
});
