import { describe, expect, test } from 'vitest';
import { type GiftCardRule, giftCardOutcome, maskedGiftCardCode } from './gift-card';

const card = (extra: Partial<GiftCardRule> = {}): GiftCardRule => ({
  code: 'GESCHENK25-10',
  shopId: 10,
  currency: 'EUR',
  balance: 2500,
  ...extra,
});
const babyDe = { shopId: 10, currency: 'EUR' } as const;

describe('a gift card pays in its own shop and currency while it has a balance (spec §3 Order giftcard; issue 16)', () => {
  test.each([
    { name: 'a card with 25,00 left', rule: card(), expected: { kind: 'accepted', balance: 2500 } },
    {
      name: 'a card with 0,01 left',
      rule: card({ balance: 1 }),
      expected: { kind: 'accepted', balance: 1 },
    },
    {
      name: 'no card of that code',
      rule: null,
      expected: { kind: 'refused', key: 'checkout.giftCardUnknown' },
    },
    {
      name: 'a card of another shop (Nido Austria)',
      rule: card({ shopId: 11 }),
      expected: { kind: 'refused', key: 'checkout.giftCardUnknown' },
    },
    {
      name: 'a card in francs',
      rule: card({ currency: 'CHF' }),
      expected: { kind: 'refused', key: 'checkout.giftCardUnknown' },
    },
    {
      name: 'a card used up',
      rule: card({ balance: 0 }),
      expected: { kind: 'refused', key: 'checkout.giftCardEmpty' },
    },
    {
      name: 'a card with a broken balance',
      rule: card({ balance: Number.NaN }),
      expected: { kind: 'refused', key: 'checkout.giftCardEmpty' },
    },
  ])('$name', ({ rule, expected }) => {
    expect(giftCardOutcome(rule, babyDe)).toEqual(expected);
  });
});

describe('a gift-card code is shown masked: it works like money (issue 16)', () => {
  test.each([
    { code: 'GESCHENK25-10', expected: '•••••••••5-10' },
    { code: 'GESCHENK100-22', expected: '••••••••••0-22' },
    { code: 'ABCDEFGH', expected: '••••EFGH' },
    { code: 'ABCDEFG', expected: '•••••••' },
    { code: 'ABCD', expected: '••••' },
    { code: 'A', expected: '••••' },
    { code: '', expected: '••••' },
  ])('$code is shown as $expected', ({ code, expected }) => {
    expect(maskedGiftCardCode(code)).toBe(expected);
  });
});
