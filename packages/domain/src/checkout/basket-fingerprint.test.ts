import { describe, expect, test } from 'vitest';
import { basketFingerprint, isBasketFingerprint } from './basket-fingerprint';

const line = { key: 'a', variantId: 7, quantity: 1, totalWithTax: 999 };
const other = { key: 'b', variantId: 8, quantity: 2, totalWithTax: 1998 };

describe('the reviewed basket’s fingerprint (issue 18: a changed basket is re-reviewed)', () => {
  test('the same lines in any order and the same total: the same mark', () => {
    expect(basketFingerprint([line, other], 3496)).toBe(basketFingerprint([other, line], 3496));
    expect(isBasketFingerprint(basketFingerprint([line], 1498))).toBe(true);
  });

  test.each([
    { name: 'another quantity', lines: [{ ...line, quantity: 2 }], total: 1498 },
    { name: 'another price', lines: [{ ...line, totalWithTax: 899 }], total: 1498 },
    { name: 'another article', lines: [{ ...line, variantId: 9 }], total: 1498 },
    { name: 'a line more', lines: [line, other], total: 1498 },
    { name: 'another total (shipping, voucher)', lines: [line], total: 999 },
  ])('$name: another mark', ({ lines, total }) => {
    expect(basketFingerprint(lines, total)).not.toBe(basketFingerprint([line], 1498));
  });

  test.each([['x'], [''], [null], ['A'.repeat(32)], ['0'.repeat(33)]])(
    '%j is no fingerprint',
    (value) => {
      expect(isBasketFingerprint(value)).toBe(false);
    },
  );
});
