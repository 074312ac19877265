import { describe, expect, test } from 'vitest';
import type { Logistics, Variant } from '../entities';
import {
  availabilityCode,
  isBuyableCode,
  isBuyableVariant,
  isPreorder,
  preorderMinDays,
} from './availability';
import { aVariant, unsafe } from './test-fixtures';

describe('availability code BVC (spec §4)', () => {
  test.each([
    { input: 1, code: 1, buyable: true },
    { input: 2, code: 2, buyable: true },
    { input: 3, code: 3, buyable: false },
    { input: 4, code: 4, buyable: false },
    { input: '2', code: 2, buyable: true },
    { input: ' 4 ', code: 4, buyable: false },
    { input: 0, code: null, buyable: false },
    { input: 5, code: null, buyable: false },
    { input: -1, code: null, buyable: false },
    { input: 1.5, code: null, buyable: false },
    { input: Number.NaN, code: null, buyable: false },
    { input: '', code: null, buyable: false },
    { input: 'eins', code: null, buyable: false },
    { input: null, code: null, buyable: false },
    { input: undefined, code: null, buyable: false },
  ])('code $input reads as $code, buyable $buyable', ({ input, code, buyable }) => {
    expect(availabilityCode(input)).toBe(code);
    expect(isBuyableCode(input)).toBe(buyable);
  });

  test.each([
    { input: 'bvc 1', variant: aVariant({ bvc: 1 }), expected: true },
    { input: 'bvc 3', variant: aVariant({ bvc: 3 }), expected: false },
    { input: 'no logistics', variant: unsafe<Variant>({ id: 1 }), expected: false },
    { input: 'null', variant: null, expected: false },
  ])('variant with $input is buyable: $expected', ({ variant, expected }) => {
    expect(isBuyableVariant(variant)).toBe(expected);
  });
});

describe('preorder (spec §4: code 2 with max delivery of 999 days or more)', () => {
  const logistics = (bvc: unknown, from: unknown, to: unknown) =>
    unsafe<Logistics>({ bvc, deliveryDaysFrom: from, deliveryDaysTo: to });

  test.each([
    { input: 'code 2, 999 days', l: logistics(2, 10, 999), expected: true },
    { input: 'code 2, 1000 days', l: logistics(2, 999, 1000), expected: true },
    { input: 'code 2, 998 days', l: logistics(2, 10, 998), expected: false },
    { input: 'code 2, 998.2 days (rounds up)', l: logistics(2, 10, 998.2), expected: true },
    { input: 'code 2, from 999 to unknown', l: logistics(2, 999, undefined), expected: false },
    { input: 'code 2, days as text', l: logistics('2', '0', '999'), expected: true },
    { input: 'code 1, 999 days', l: logistics(1, 10, 999), expected: false },
    { input: 'code 4, 999 days', l: logistics(4, 10, 999), expected: false },
    { input: 'code 2, NaN days', l: logistics(2, 10, Number.NaN), expected: false },
    { input: 'no logistics', l: null, expected: false },
  ])('$input -> $expected', ({ l, expected }) => {
    expect(isPreorder(l)).toBe(expected);
  });

  test('the threshold is the spec value', () => {
    expect(preorderMinDays).toBe(999);
  });
});
