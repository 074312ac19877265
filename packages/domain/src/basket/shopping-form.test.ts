import { describe, expect, test } from 'vitest';
import { readShoppingForm } from './shopping-form';
import {
  addToCartFormValues,
  isShoppingFormIntent,
  toggleWishlistFormValues,
} from './shopping-form-fields';

const posted = (fields: Partial<Record<string, string>>) => (name: string) => fields[name];

describe('the shopping forms a product card posts without JavaScript (spec §2, §4)', () => {
  test.each([
    [
      { intent: 'addToCart', variantId: '42' },
      { intent: 'addToCart', variantId: 42, quantity: 1 },
    ],
    [
      { intent: 'addToCart', variantId: ' 7 ', quantity: '3' },
      { intent: 'addToCart', variantId: 7, quantity: 3 },
    ],
    [
      { intent: 'addToCart', variantId: '7', quantity: '999' },
      { intent: 'addToCart', variantId: 7, quantity: 999 },
    ],
    [
      { intent: 'toggleWishlist', productId: '12' },
      { intent: 'toggleWishlist', productId: 12, variantId: null },
    ],
    [
      { intent: 'toggleWishlist', productId: '12', variantId: '' },
      { intent: 'toggleWishlist', productId: 12, variantId: null },
    ],
    [
      { intent: 'toggleWishlist', productId: '12', variantId: '99' },
      { intent: 'toggleWishlist', productId: 12, variantId: 99 },
    ],
  ])('%j is read as %j', (fields, expected) => {
    expect(readShoppingForm(posted(fields))).toEqual(expected);
  });

  test.each([
    {},
    { intent: 'addToCart' },
    { intent: 'addToCart', variantId: '0' },
    { intent: 'addToCart', variantId: '-1' },
    { intent: 'addToCart', variantId: '1.5' },
    { intent: 'addToCart', variantId: 'abc' },
    { intent: 'addToCart', variantId: '2147483648' },
    { intent: 'addToCart', variantId: '4', quantity: '0' },
    { intent: 'addToCart', variantId: '4', quantity: '1000' },
    { intent: 'toggleWishlist' },
    { intent: 'toggleWishlist', productId: 'x' },
    { intent: 'toggleWishlist', productId: '3', variantId: '0' },
    { intent: 'checkout', variantId: '4' },
  ])('%j is refused', (fields) => {
    expect(readShoppingForm(posted(fields))).toBeNull();
  });

  test.each([
    ['addToCart', true],
    ['toggleWishlist', true],
    ['contact', false],
    [undefined, false],
  ])('%s is a shopping intent: %s', (value, expected) => {
    expect(isShoppingFormIntent(value)).toBe(expected);
  });
});

describe('what a card posts is what the page reads back (spec §2 add to cart, §4 wishlist toggle)', () => {
  test.each([
    [addToCartFormValues(71), { intent: 'addToCart', variantId: 71, quantity: 1 }],
    [toggleWishlistFormValues(12), { intent: 'toggleWishlist', productId: 12, variantId: null }],
  ])('%j', (values, expected) => {
    expect(readShoppingForm(posted(values))).toEqual(expected);
  });
});
