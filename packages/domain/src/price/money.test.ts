import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { addMoney, isCurrency, type Money, money, multiplyMoney, sumMoney } from './money';

const eur = (amount: number): Money => ({ amount, currency: 'EUR' });
const chf = (amount: number): Money => ({ amount, currency: 'CHF' });

describe('money as integer cents with its currency (spec §3, §9)', () => {
  test.each([
    { input: 'EUR', expected: true },
    { input: 'CHF', expected: true },
    { input: 'eur', expected: false },
    { input: 'USD', expected: false },
    { input: '', expected: false },
    { input: undefined, expected: false },
    { input: 978, expected: false },
  ])('isCurrency accepts only the shop currencies: $input', ({ input, expected }) => {
    expect(isCurrency(input)).toBe(expected);
  });

  test.each([
    { amount: 1999, currency: 'EUR', expected: { ok: true, value: eur(1999) } },
    { amount: 0, currency: 'CHF', expected: { ok: true, value: chf(0) } },
    { amount: -500, currency: 'EUR', expected: { ok: true, value: eur(-500) } },
    { amount: 19.99, currency: 'EUR', expected: { ok: false, error: 'money.invalidAmount' } },
    { amount: Number.NaN, currency: 'EUR', expected: { ok: false, error: 'money.invalidAmount' } },
    {
      amount: Number.POSITIVE_INFINITY,
      currency: 'EUR',
      expected: { ok: false, error: 'money.invalidAmount' },
    },
    { amount: 2 ** 53, currency: 'EUR', expected: { ok: false, error: 'money.invalidAmount' } },
    { amount: 100, currency: 'USD', expected: { ok: false, error: 'money.unknownCurrency' } },
    { amount: 100, currency: '', expected: { ok: false, error: 'money.unknownCurrency' } },
  ])(
    'money($amount, "$currency") validates cents and currency',
    ({ amount, currency, expected }) => {
      expect(money(amount, currency)).toEqual(expected);
    },
  );

  test.each([
    { left: eur(1999), right: eur(1), expected: { ok: true, value: eur(2000) } },
    { left: chf(0), right: chf(0), expected: { ok: true, value: chf(0) } },
    { left: eur(100), right: chf(100), expected: { ok: false, error: 'money.currencyMismatch' } },
    { left: eur(0.5), right: eur(1), expected: { ok: false, error: 'money.invalidAmount' } },
    { left: eur(1), right: eur(Number.NaN), expected: { ok: false, error: 'money.invalidAmount' } },
    {
      left: eur(Number.MAX_SAFE_INTEGER),
      right: eur(1),
      expected: { ok: false, error: 'money.invalidAmount' },
    },
  ])(
    'addMoney never mixes currencies or loses cents: $left + $right',
    ({ left, right, expected }) => {
      expect(addMoney(left, right)).toEqual(expected);
    },
  );

  test.each([
    { amounts: [], currency: 'EUR' as const, expected: { ok: true, value: eur(0) } },
    {
      amounts: [eur(499), eur(1499)],
      currency: 'EUR' as const,
      expected: { ok: true, value: eur(1998) },
    },
    {
      amounts: [eur(499), chf(1)],
      currency: 'EUR' as const,
      expected: { ok: false, error: 'money.currencyMismatch' },
    },
    {
      amounts: [chf(1), chf(2)],
      currency: 'EUR' as const,
      expected: { ok: false, error: 'money.currencyMismatch' },
    },
    {
      amounts: [eur(1.5), chf(2)],
      currency: 'EUR' as const,
      expected: { ok: false, error: 'money.invalidAmount' },
    },
  ])('sumMoney into $currency: $amounts', ({ amounts, currency, expected }) => {
    expect(sumMoney(amounts, currency)).toEqual(expected);
  });

  test.each([
    { value: eur(1999), quantity: 3, expected: { ok: true, value: eur(5997) } },
    { value: eur(0), quantity: -3, expected: { ok: true, value: eur(0) } },
    { value: eur(1999), quantity: 0, expected: { ok: true, value: eur(0) } },
    { value: eur(1999), quantity: 1.5, expected: { ok: false, error: 'money.invalidAmount' } },
    {
      value: eur(1999),
      quantity: Number.NaN,
      expected: { ok: false, error: 'money.invalidAmount' },
    },
    { value: eur(2 ** 52), quantity: 4, expected: { ok: false, error: 'money.invalidAmount' } },
    {
      value: { amount: 1, currency: 'GBP' } as unknown as Money,
      quantity: 1,
      expected: { ok: false, error: 'money.unknownCurrency' },
    },
  ])('multiplyMoney($value, $quantity)', ({ value, quantity, expected }) => {
    expect(multiplyMoney(value, quantity)).toEqual(expected);
  });

  const cents = fc.integer({ min: -1_000_000_000, max: 1_000_000_000 });

  test('addition in one currency is exact, commutative and has zero as identity', () => {
    fc.assert(
      fc.property(cents, cents, (a, b) => {
        expect(addMoney(eur(a), eur(b))).toEqual({ ok: true, value: eur(a + b) });
        expect(addMoney(eur(a), eur(b))).toEqual(addMoney(eur(b), eur(a)));
        expect(addMoney(eur(a), eur(0))).toEqual({ ok: true, value: eur(a) });
      }),
    );
  });

  test('a sum equals the repeated multiplication of equal amounts', () => {
    fc.assert(
      fc.property(cents, fc.integer({ min: 0, max: 50 }), (amount, count) => {
        const repeated = Array.from({ length: count }, () => eur(amount));
        expect(sumMoney(repeated, 'EUR')).toEqual(multiplyMoney(eur(amount), count));
      }),
    );
  });
});
