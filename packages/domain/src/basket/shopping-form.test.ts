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

describe('the product page’s add to cart posts the engraving rows (spec §4 product customize, §9)', () => {
  test.each([
    [
      { intent: 'addToCart', variantId: '42', text1: 'Mia' },
      { intent: 'addToCart', variantId: 42, quantity: 1, customText: { text1: 'Mia' } },
    ],
    [
      { intent: 'addToCart', variantId: '42', quantity: '2', text1: 'Mia', text2: '' },
      { intent: 'addToCart', variantId: 42, quantity: 2, customText: { text1: 'Mia', text2: '' } },
    ],
    // "ohne" and blank rows are posted as typed: the basket decides they mean no engraving.
    [
      { intent: 'addToCart', variantId: '42', text1: 'ohne' },
      { intent: 'addToCart', variantId: 42, quantity: 1, customText: { text1: 'ohne' } },
    ],
    [
      { intent: 'addToCart', variantId: '42', text99: 'x', text100: 'ignored', textA: 'ignored' },
      { intent: 'addToCart', variantId: 42, quantity: 1, customText: { text99: 'x' } },
    ],
    [
      { intent: 'addToCart', variantId: '42', text1: 'x'.repeat(200) },
      { intent: 'addToCart', variantId: 42, quantity: 1, customText: { text1: 'x'.repeat(200) } },
    ],
    // The heart posts no engraving, and rows beside it are not read.
    [
      { intent: 'toggleWishlist', productId: '12', text1: 'Mia' },
      { intent: 'toggleWishlist', productId: 12, variantId: null },
    ],
  ])('%j is read as %j', (fields, expected) => {
    expect(readShoppingForm(posted(fields))).toEqual(expected);
  });

  test('a row longer than any engraving (over 200 characters) is refused', () => {
    expect(
      readShoppingForm(posted({ intent: 'addToCart', variantId: '42', text1: 'x'.repeat(201) })),
    ).toBeNull();
  });

  test('a row that is no text (a file) is refused', () => {
    const fields: Record<string, unknown> = { intent: 'addToCart', variantId: '42', text1: {} };
    expect(readShoppingForm((name) => fields[name])).toBeNull();
  });
});
