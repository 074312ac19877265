import { describe, expect, test } from 'vitest';
import type { Variant } from '../entities';
import { cheapestAvailableVariant, selectedVariant } from './selected-variant';
import { aVariant, unsafe } from './test-fixtures';

const small = aVariant({ id: 1, referenceKey: '100_01', price: 2999 });
const medium = aVariant({ id: 2, referenceKey: '100_02', price: 1999 });
const large = aVariant({ id: 3, referenceKey: '100_03', price: 999, bvc: 4 });
const xl = aVariant({ id: 4, referenceKey: '100_04', price: 1999, bvc: 2 });
const variants = [small, medium, large, xl];

describe('selected variant (spec §4)', () => {
  test.each([
    { input: '100_03', expected: large },
    { input: ' 100_01 ', expected: small },
    { input: ['100_04', '100_01'], expected: xl },
  ])('the query variant $input selects it, whatever its availability', ({ input, expected }) => {
    expect(selectedVariant(variants, input)).toBe(expected);
  });

  test.each([
    { input: undefined },
    { input: null },
    { input: '' },
    { input: '   ' },
    { input: '100_99' },
    { input: '100_03x' },
    { input: 42 },
    { input: [] },
    { input: { variant: '100_03' } },
  ])('without a matching query ($input) the cheapest available is selected', ({ input }) => {
    expect(selectedVariant(variants, input)).toBe(medium);
  });

  test('the cheapest available: lowest price with tax, first on a tie, sold-out ones skipped', () => {
    expect(cheapestAvailableVariant(variants)).toBe(medium);
    expect(cheapestAvailableVariant([xl, medium])).toBe(xl);
    expect(cheapestAvailableVariant(null)).toBeNull();
  });

  test('with nothing available the first is selected', () => {
    const soldOut = [aVariant({ id: 5, bvc: 3 }), aVariant({ id: 6, bvc: 4, price: 1 })];
    expect(cheapestAvailableVariant(soldOut)).toBeNull();
    expect(selectedVariant(soldOut)).toBe(soldOut[0]);
  });

  test('without variants nothing is selected', () => {
    expect(selectedVariant([], '100_01')).toBeNull();
    expect(selectedVariant(null)).toBeNull();
    expect(selectedVariant(undefined, '100_01')).toBeNull();
  });

  test('a variant without a usable price counts as the dearest', () => {
    const noPrice = unsafe<Variant>({ ...aVariant({ id: 7 }), price: null });
    const nanPrice = aVariant({ id: 8, price: Number.NaN });
    const priced = aVariant({ id: 9, price: 100000 });
    expect(selectedVariant([noPrice, nanPrice, priced])).toBe(priced);
    expect(selectedVariant([noPrice, nanPrice])).toBe(noPrice);
  });
});
