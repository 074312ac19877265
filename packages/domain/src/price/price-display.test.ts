import { describe, expect, test } from 'vitest';
import type { Price } from '../entities/product';
import { type PriceDisplayInput, priceDisplay } from './price-display';

type DisplayedPrice = NonNullable<PriceDisplayInput['price']>;

const price = (overrides: Partial<DisplayedPrice> = {}): DisplayedPrice => ({
  withTax: 1999,
  recommendedRetailPrice: null,
  currencyCode: 'EUR',
  reference: null,
  ...overrides,
});

const plain = {
  amount: 1,
  showAmount: false,
  price: 1999,
  recommendedRetailPrice: null,
  referencePrice: null,
  unitPrice: null,
  currencyCode: 'EUR',
  hasDifferentPrice: false,
};

describe('price display options (spec §3, strike-through §9)', () => {
  test('a plain price shows just the price in its currency', () => {
    expect(priceDisplay({ price: price() })).toEqual(plain);
  });

  test.each([
    { rrp: 2999, expected: 2999 },
    { rrp: 2083, expected: 2083 },
    { rrp: 2082, expected: null },
    { rrp: 1999, expected: null },
    { rrp: 999, expected: null },
    { rrp: null, expected: null },
    { rrp: Number.NaN, expected: null },
  ])(
    'recommended retail price $rrp is crossed out only at ≤ 96 %: $expected',
    ({ rrp, expected }) => {
      expect(
        priceDisplay({ price: price({ recommendedRetailPrice: rrp }) })?.recommendedRetailPrice,
      ).toBe(expected);
    },
  );

  test.each([
    { referencePrice: 2499, expected: 2499 },
    { referencePrice: 2083, expected: 2083 },
    { referencePrice: 2082, expected: null },
    { referencePrice: null, expected: null },
    { referencePrice: undefined, expected: null },
    { referencePrice: -2499, expected: null },
    { referencePrice: 24.99, expected: null },
  ])(
    'reference price $referencePrice is crossed out only at ≤ 96 %: $expected',
    ({ referencePrice, expected }) => {
      expect(priceDisplay({ price: price(), referencePrice })?.referencePrice).toBe(expected);
    },
  );

  test('recommended retail and reference price are judged independently', () => {
    expect(
      priceDisplay({ price: price({ recommendedRetailPrice: 2999 }), referencePrice: 2000 }),
    ).toMatchObject({ recommendedRetailPrice: 2999, referencePrice: null });
  });

  test('the unit price comes from the reference with its unit label', () => {
    expect(
      priceDisplay({ price: price({ reference: { withTax: 399, unit: 'LI', size: 1 } }) })
        ?.unitPrice,
    ).toEqual({ price: 399, unit: 'l', amount: 1 });
  });

  test.each([
    { amount: 3, showAmount: true, expected: { amount: 3, showAmount: true } },
    { amount: 3, showAmount: undefined, expected: { amount: 3, showAmount: false } },
    { amount: 0, showAmount: true, expected: { amount: 1, showAmount: true } },
    { amount: -2, showAmount: false, expected: { amount: 1, showAmount: false } },
    { amount: 2.5, showAmount: false, expected: { amount: 1, showAmount: false } },
    { amount: Number.NaN, showAmount: false, expected: { amount: 1, showAmount: false } },
    {
      amount: '3' as unknown as number,
      showAmount: false,
      expected: { amount: 1, showAmount: false },
    },
  ])('amount $amount is shown as $expected.amount', ({ amount, showAmount, expected }) => {
    expect(priceDisplay({ price: price(), amount, showAmount })).toMatchObject(expected);
  });

  test.each([
    { hasDifferentPrice: true, expected: true },
    { hasDifferentPrice: false, expected: false },
    { hasDifferentPrice: undefined, expected: false },
  ])(
    '"different price" is passed through: $hasDifferentPrice',
    ({ hasDifferentPrice, expected }) => {
      expect(priceDisplay({ price: price(), hasDifferentPrice })?.hasDifferentPrice).toBe(expected);
    },
  );

  test.each([
    { currencyCode: 'CHF', expected: 'CHF' },
    { currencyCode: 'EUR', expected: 'EUR' },
    { currencyCode: 'USD', expected: 'EUR' },
    { currencyCode: '', expected: 'EUR' },
  ])('currency $currencyCode is shown as $expected (default EUR)', ({ currencyCode, expected }) => {
    const input = price({ currencyCode: currencyCode as Price['currencyCode'] });
    expect(priceDisplay({ price: input })?.currencyCode).toBe(expected);
  });

  test.each([
    { case: 'no price', input: null },
    { case: 'undefined price', input: undefined },
    { case: 'fractional cents', input: price({ withTax: 19.99 }) },
    { case: 'negative cents', input: price({ withTax: -1 }) },
    { case: 'NaN cents', input: price({ withTax: Number.NaN }) },
  ])('nothing to show for $case', ({ input }) => {
    expect(priceDisplay({ price: input })).toBeNull();
  });
});
