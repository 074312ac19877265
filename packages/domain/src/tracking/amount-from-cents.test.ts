import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { amountFromCents } from './amount-from-cents';

describe('tracking amount from cents (spec §4)', () => {
  test.each([
    { input: 1999, expected: 19.99 },
    { input: 0, expected: 0 },
    { input: 1, expected: 0.01 },
    { input: 100, expected: 1 },
    { input: 499, expected: 4.99 },
    { input: 1499, expected: 14.99 },
    { input: 100_5, expected: 10.05 },
    { input: -1999, expected: -19.99 },
    { input: 1234.5, expected: 12.35 },
    { input: 1234.4999, expected: 12.34 },
    { input: -1234.5, expected: -12.35 },
    { input: 0.4, expected: 0 },
    { input: -0.4, expected: 0 },
    { input: Number.MAX_SAFE_INTEGER, expected: 90_071_992_547_409.91 },
    { input: Number.NaN, expected: 0 },
    { input: Number.POSITIVE_INFINITY, expected: 0 },
    { input: Number.NEGATIVE_INFINITY, expected: 0 },
  ])('turns $input cents into $expected', ({ input, expected }) => {
    expect(amountFromCents(input)).toBe(expected);
  });

  test('never returns negative zero', () => {
    expect(Object.is(amountFromCents(-0), 0)).toBe(true);
    expect(Object.is(amountFromCents(-0.2), 0)).toBe(true);
  });

  test('an amount of whole cents prints with at most two decimals and converts back exactly', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (cents) => {
        const amount = amountFromCents(cents);
        expect(String(amount)).toMatch(/^-?\d+(\.\d{1,2})?$/);
        expect(Math.round(amount * 100)).toBe(cents);
        expect(amount).toBe(Number((cents / 100).toFixed(2)));
      }),
    );
  });

  test('fractional cents land on the nearest cent, halves away from zero', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e9, max: 1e9, noNaN: true }), (cents) => {
        const wholeCents = Math.round(amountFromCents(cents) * 100);
        expect(Math.abs(wholeCents - cents)).toBeLessThanOrEqual(0.5);
        expect(amountFromCents(-cents)).toBe(-amountFromCents(cents) + 0);
      }),
    );
  });

  test('the sum of amounts is the amount of the summed cents', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 10_000_000 }), { maxLength: 50 }), (lines) => {
        const total = lines.reduce((sum, cents) => sum + cents, 0);
        const summed = lines.reduce((sum, cents) => sum + amountFromCents(cents), 0);
        expect(amountFromCents(Math.round(summed * 100))).toBe(amountFromCents(total));
      }),
    );
  });
});
