import { describe, expect, test } from 'vitest';
import { promotionReduction } from './promotion-reduction';

const threeForTwo = { buyQuantity: 3, getQuantity: 1 };

describe('promotion reduction of a basket line (spec §3 promotion effect buy_x_get_y)', () => {
  test.each([
    { quantity: 1, expected: 0 },
    { quantity: 2, expected: 0 },
    { quantity: 3, expected: 1000 },
    { quantity: 5, expected: 1000 },
    { quantity: 6, expected: 2000 },
    { quantity: 7, expected: 2000 },
  ])(
    '3 for 2 at 10.00 with $quantity units takes off $expected cents',
    ({ quantity, expected }) => {
      expect(
        promotionReduction({
          effectType: 'buy_x_get_y',
          additionalData: threeForTwo,
          isValid: true,
          quantity,
          unitPrice: 1000,
        }),
      ).toBe(expected);
    },
  );

  test.each([
    { name: 'an invalid promotion', input: { isValid: false } },
    { name: 'no data', input: { additionalData: null } },
    { name: 'get above buy', input: { additionalData: { buyQuantity: 1, getQuantity: 2 } } },
    { name: 'fractional buy', input: { additionalData: { buyQuantity: 1.5, getQuantity: 1 } } },
    { name: 'quantity 0', input: { quantity: 0 } },
    { name: 'a negative price', input: { unitPrice: -1 } },
  ])('$name takes nothing off', ({ input }) => {
    expect(
      promotionReduction({
        effectType: 'buy_x_get_y',
        additionalData: threeForTwo,
        isValid: true,
        quantity: 3,
        unitPrice: 1000,
        ...input,
      }),
    ).toBe(0);
  });

  test.each([
    { relative: 0.1, expected: 300 },
    { relative: 0.333, expected: 999 },
    { relative: 0, expected: 0 },
    { relative: 1.5, expected: 0 },
    { relative: 'x', expected: 0 },
  ])(
    'an automatic discount of $relative on 3 × 10.00 takes off $expected',
    ({ relative, expected }) => {
      expect(
        promotionReduction({
          effectType: 'automatic_discount',
          additionalData: { relative },
          isValid: true,
          quantity: 3,
          unitPrice: 1000,
        }),
      ).toBe(expected);
    },
  );

  test('a free gift lowers no price', () => {
    expect(
      promotionReduction({
        effectType: 'free_gift',
        additionalData: { threshold: 5000 },
        isValid: true,
        quantity: 3,
        unitPrice: 1000,
      }),
    ).toBe(0);
  });
});
