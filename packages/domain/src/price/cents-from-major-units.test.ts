import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { centsFromMajorUnits } from './cents-from-major-units';

describe('reference price in major units to cents (spec §9 "reference price x 100")', () => {
  test.each([
    { input: '24.99', expected: 2499 },
    { input: '24,99', expected: 2499 },
    { input: '24,9', expected: 2490 },
    { input: '24', expected: 2400 },
    { input: ' 24.99 ', expected: 2499 },
    { input: '0', expected: 0 },
    { input: '0.004', expected: 0 },
    { input: '0.005', expected: 1 },
    { input: '1.005', expected: 101 },
    { input: '1.995', expected: 200 },
    { input: '007.50', expected: 750 },
    { input: '9999999999999.99', expected: 999_999_999_999_999 },
    { input: 12, expected: 1200 },
    { input: 24.99, expected: 2499 },
    { input: 0.1 + 0.2, expected: 30 },
    { input: 0, expected: 0 },
  ])('$input becomes $expected cents', ({ input, expected }) => {
    expect(centsFromMajorUnits(input)).toBe(expected);
  });

  test.each([
    { input: '' },
    { input: '   ' },
    { input: '-1.50' },
    { input: '1.234,50' },
    { input: '1,234.50' },
    { input: '.5' },
    { input: '5.' },
    { input: '12 €' },
    { input: '١٢' },
    { input: 'NaN' },
    { input: '1e3' },
    { input: '10000000000000' },
    { input: -1 },
    { input: Number.NaN },
    { input: Number.POSITIVE_INFINITY },
    { input: 1e21 },
    { input: null },
    { input: undefined },
  ])('$input is not a price', ({ input }) => {
    expect(centsFromMajorUnits(input)).toBeNull();
  });

  test('the cents written as major units come back unchanged', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 999_999_999_999 }), (cents) => {
        const text = `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
        expect(centsFromMajorUnits(text)).toBe(cents);
        expect(centsFromMajorUnits(text.replace('.', ','))).toBe(cents);
      }),
    );
  });
});
