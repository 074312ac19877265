import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import type { Price } from '../entities';
import { salePercent } from './sale-percent';
import { aPrice, unsafe } from './test-fixtures';

describe('sale percent (spec §2: from applied relative reductions, rounded)', () => {
  test.each([
    { input: [], expected: 0 },
    { input: [0.2], expected: 20 },
    { input: [0.2, 0.05], expected: 25 },
    { input: [0.333], expected: 33 },
    { input: [0.335], expected: 34 },
    { input: [0.004], expected: 0 },
    { input: [0.005], expected: 1 },
    { input: [1.5], expected: 100 },
    { input: [-0.1], expected: 0 },
    { input: [0.3, Number.NaN], expected: 30 },
    { input: [Number.POSITIVE_INFINITY, 0.1], expected: 10 },
  ])('reductions $input -> $expected %', ({ input, expected }) => {
    expect(salePercent(aPrice(1999, input))).toBe(expected);
  });

  test.each([
    { input: 'no price', price: null },
    { input: 'no reductions field', price: unsafe<Price>({}) },
    {
      input: 'a null reduction',
      price: unsafe<Price>({ appliedReductions: [null, { amount: {} }] }),
    },
  ])('0 for $input', ({ price }) => {
    expect(salePercent(price)).toBe(0);
  });

  test('always a whole percent from 0 to 100', () => {
    fc.assert(
      fc.property(fc.array(fc.double()), (relatives) => {
        const percent = salePercent(aPrice(1000, relatives));
        expect(Number.isInteger(percent)).toBe(true);
        expect(percent).toBeGreaterThanOrEqual(0);
        expect(percent).toBeLessThanOrEqual(100);
      }),
    );
  });
});
