import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { trackedQuantity } from './tracked-quantity';

describe('tracked quantity (spec §4)', () => {
  test.each([
    { input: 1, expected: 1 },
    { input: 12, expected: 12 },
    { input: 2.9, expected: 2 },
    { input: 0.5, expected: 0 },
    { input: 0, expected: 0 },
    { input: -3, expected: 0 },
    { input: Number.NaN, expected: 0 },
    { input: Number.POSITIVE_INFINITY, expected: 0 },
    { input: 1e300, expected: Number.MAX_SAFE_INTEGER },
  ])('reports $input as $expected', ({ input, expected }) => {
    expect(trackedQuantity(input)).toBe(expected);
  });

  test('is a whole number of at least 0 and idempotent', () => {
    fc.assert(
      fc.property(fc.double(), (input) => {
        const quantity = trackedQuantity(input);
        expect(Number.isSafeInteger(quantity) && quantity >= 0).toBe(true);
        expect(trackedQuantity(quantity)).toBe(quantity);
      }),
    );
  });
});
