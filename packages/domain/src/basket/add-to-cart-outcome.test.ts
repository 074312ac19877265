import { describe, expect, test } from 'vitest';
import { addToCartMessage, isSuccessfulBasketStatus } from './add-to-cart-outcome';

describe('add-to-cart success by status (spec §4: 200 and 201 succeed; §2 layer)', () => {
  test.each([
    { status: 200, expected: true },
    { status: 201, expected: true },
    { status: 202, expected: false },
    { status: 204, expected: false },
    { status: 199, expected: false },
    { status: 304, expected: false },
    { status: 400, expected: false },
    { status: 409, expected: false },
    { status: 500, expected: false },
    { status: 0, expected: false },
    { status: 200.5, expected: false },
    { status: '200', expected: false },
    { status: Number.NaN, expected: false },
    { status: null, expected: false },
    { status: undefined, expected: false },
  ])('status $status succeeds: $expected', ({ status, expected }) => {
    expect(isSuccessfulBasketStatus(status)).toBe(expected);
    expect(addToCartMessage(status)).toBe(
      expected ? 'basket.addedToCart' : 'basket.addToCartFailed',
    );
  });
});
