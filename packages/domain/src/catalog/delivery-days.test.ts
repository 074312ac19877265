import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import type { Logistics } from '../entities';
import { deliveryDays, isSameDeliveryDays, maxDeliveryDays } from './delivery-days';
import { unsafe } from './test-fixtures';

const days = (from: unknown, to: unknown) =>
  unsafe<Logistics>({ deliveryDaysFrom: from, deliveryDaysTo: to });

describe('delivery days (spec §4 "max days")', () => {
  test.each([
    { input: [2, 3], expected: { from: 2, to: 3 } },
    { input: [0, 0], expected: { from: 0, to: 0 } },
    { input: [2, 3.2], expected: { from: 2, to: 4 } },
    { input: [1.1, 3], expected: { from: 2, to: 3 } },
    { input: [-5, -1], expected: { from: 0, to: 0 } },
    { input: [7, 3], expected: { from: 3, to: 7 } },
    { input: [Number.NaN, 5], expected: { from: 5, to: 5 } },
    { input: [undefined, 5], expected: { from: 5, to: 5 } },
    { input: ['2', ' 14 '], expected: { from: 2, to: 14 } },
    { input: [1, 1e9], expected: { from: 1, to: 1e9 } },
    { input: [2, Number.NaN], expected: null },
    { input: [2, Number.POSITIVE_INFINITY], expected: null },
    { input: [2, ''], expected: null },
    { input: [2, 'bald'], expected: null },
    { input: [2, null], expected: null },
  ])('from/to $input -> $expected', ({ input, expected }) => {
    expect(deliveryDays(days(input[0], input[1]))).toEqual(expected);
  });

  test('max days is the upper bound, null when unknown or without logistics', () => {
    expect(maxDeliveryDays(days(4, 7))).toBe(7);
    expect(maxDeliveryDays(days(4, Number.NaN))).toBeNull();
    expect(maxDeliveryDays(undefined)).toBeNull();
  });

  test('always whole, non-negative days with from ≤ to', () => {
    fc.assert(
      fc.property(fc.double(), fc.double(), (from, to) => {
        const result = deliveryDays(days(from, to));
        if (result === null) return;
        expect(Number.isInteger(result.from) && Number.isInteger(result.to)).toBe(true);
        expect(result.from).toBeGreaterThanOrEqual(0);
        expect(result.from).toBeLessThanOrEqual(result.to);
      }),
    );
  });

  test.each([
    { input: 'equal times', a: { from: 2, to: 3 }, b: { from: 2, to: 3 }, expected: true },
    { input: 'other from', a: { from: 1, to: 3 }, b: { from: 2, to: 3 }, expected: false },
    { input: 'other to', a: { from: 2, to: 3 }, b: { from: 2, to: 4 }, expected: false },
    { input: 'both unknown', a: null, b: null, expected: true },
    { input: 'one unknown', a: { from: 2, to: 3 }, b: null, expected: false },
  ])('same delivery days for $input: $expected', ({ a, b, expected }) => {
    expect(isSameDeliveryDays(a, b)).toBe(expected);
  });
});
