import { describe, expect, test } from 'vitest';
import { isPricePromotionKey, pricePromotionKey } from './price-promotion-key';
import { scaleThresholds } from './scale-prices';

describe('price promotion key Promotion{n} or default (spec §4)', () => {
  const thresholds = scaleThresholds({
    scaleAmount1: 3,
    scalePrice1: 899,
    scaleAmount2: 10,
    scalePrice2: 799,
    scaleAmount3: 50,
    scalePrice3: 699,
  });

  test.each([
    { quantity: 1, expected: 'default' },
    { quantity: 2, expected: 'default' },
    { quantity: 3, expected: 'Promotion1' },
    { quantity: 9, expected: 'Promotion1' },
    { quantity: 10, expected: 'Promotion2' },
    { quantity: 50, expected: 'Promotion3' },
    { quantity: 51, expected: 'Promotion3' },
    { quantity: 0, expected: 'default' },
    { quantity: -10, expected: 'default' },
    { quantity: Number.NaN, expected: 'default' },
  ])('quantity $quantity gives $expected', ({ quantity, expected }) => {
    expect(pricePromotionKey(thresholds, quantity)).toBe(expected);
  });

  test.each([
    { quantity: 4, expected: 'Promotion2' },
    { quantity: 12, expected: 'Promotion1' },
  ])(
    'n names the delivered index even when scales arrive unsorted: $quantity → $expected',
    ({ quantity, expected }) => {
      const unsorted = scaleThresholds({
        scaleAmount1: 10,
        scalePrice1: 799,
        scaleAmount2: 3,
        scalePrice2: 899,
      });
      expect(pricePromotionKey(unsorted, quantity)).toBe(expected);
    },
  );

  test('an article without scales always has the default key', () => {
    expect(pricePromotionKey(scaleThresholds(null), 100)).toBe('default');
  });

  test.each([
    { input: 'default', expected: true },
    { input: 'Promotion1', expected: true },
    { input: 'Promotion3', expected: true },
    { input: 'Promotion4', expected: false },
    { input: 'Promotion0', expected: false },
    { input: 'promotion1', expected: false },
    { input: 'Promotion1 ', expected: false },
    { input: 'Default', expected: false },
    { input: '', expected: false },
    { input: undefined, expected: false },
    { input: 1, expected: false },
  ])('isPricePromotionKey($input) is $expected', ({ input, expected }) => {
    expect(isPricePromotionKey(input)).toBe(expected);
  });
});
