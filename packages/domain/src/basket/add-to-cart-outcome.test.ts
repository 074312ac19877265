import { describe, expect, test } from 'vitest';
import { addToCartMessage, isSuccessfulBasketStatus, unitsAdded } from './add-to-cart-outcome';

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

describe('unitsAdded: the units an add put in, for add_to_cart (§4, §7 quantityCapped)', () => {
  test.each([
    { case: 'not capped', add: { added: 2, lineQuantity: 2 }, expected: 2 },
    {
      case: 'not capped, line grew',
      add: { added: 2, requestedLineQuantity: 5, lineQuantity: 5 },
      expected: 2,
    },
    {
      case: 'capped: 3 in the line, 5 available, 4 added',
      add: { added: 4, requestedLineQuantity: 7, lineQuantity: 5 },
      expected: 2,
    },
    {
      case: 'capped on a new line',
      add: { added: 10, requestedLineQuantity: 10, lineQuantity: 3 },
      expected: 3,
    },
    {
      case: 'capped below what the line held (stock fell)',
      add: { added: 1, requestedLineQuantity: 6, lineQuantity: 4 },
      expected: 0,
    },
  ])('$case -> $expected', ({ add, expected }) => {
    expect(unitsAdded(add)).toBe(expected);
  });
});
