import { describe, expect, test } from 'vitest';
import type { ReferencePrice } from '../entities/product';
import { unitLabel, unitPrice } from './unit-price';

describe('unit labels (spec §9: LI = l, QM = m²)', () => {
  test.each([
    { input: 'LI', expected: 'l' },
    { input: 'QM', expected: 'm²' },
    { input: 'li', expected: 'l' },
    { input: ' qm ', expected: 'm²' },
    { input: 'KG', expected: 'KG' },
    { input: ' ST ', expected: 'ST' },
    { input: '', expected: null },
    { input: '  ', expected: null },
    { input: null, expected: null },
    { input: undefined, expected: null },
  ])('$input → $expected', ({ input, expected }) => {
    expect(unitLabel(input)).toBe(expected);
  });
});

describe('unit price from the reference price (spec §3)', () => {
  const reference = (overrides: Partial<ReferencePrice>): ReferencePrice => ({
    withTax: 1299,
    unit: 'LI',
    size: 1,
    ...overrides,
  });

  test.each([
    { input: reference({}), expected: { price: 1299, unit: 'l', amount: 1 } },
    {
      input: reference({ unit: 'QM', size: 1, withTax: 2450 }),
      expected: { price: 2450, unit: 'm²', amount: 1 },
    },
    {
      input: reference({ unit: 'KG', size: 100 }),
      expected: { price: 1299, unit: 'KG', amount: 100 },
    },
    { input: reference({ size: 0.5 }), expected: { price: 1299, unit: 'l', amount: 0.5 } },
    { input: reference({ withTax: 0 }), expected: { price: 0, unit: 'l', amount: 1 } },
  ])('$input.withTax cents per $input.size $input.unit', ({ input, expected }) => {
    expect(unitPrice(input)).toEqual(expected);
  });

  test.each([
    { case: 'null', input: null },
    { case: 'undefined', input: undefined },
    { case: 'fractional cents', input: reference({ withTax: 12.99 }) },
    { case: 'negative cents', input: reference({ withTax: -1299 }) },
    { case: 'NaN cents', input: reference({ withTax: Number.NaN }) },
    { case: 'zero size', input: reference({ size: 0 }) },
    { case: 'negative size', input: reference({ size: -1 }) },
    { case: 'infinite size', input: reference({ size: Number.POSITIVE_INFINITY }) },
    { case: 'size as text', input: reference({ size: '1' as unknown as number }) },
    { case: 'empty unit', input: reference({ unit: '' }) },
    { case: 'missing unit', input: reference({ unit: undefined as unknown as string }) },
  ])('no unit price for $case', ({ input }) => {
    expect(unitPrice(input)).toBeNull();
  });
});
