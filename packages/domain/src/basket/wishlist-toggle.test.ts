import { describe, expect, test } from 'vitest';
import { isOnWishlist, type MatchableWishlistItem, planWishlistToggle } from './wishlist-toggle';

const wishlistKey = 'wishlist_12_f3a9c0';
const entry = (
  key: string,
  productId: number,
  variantId: number | null = null,
): MatchableWishlistItem => ({
  key,
  product: { id: productId },
  variant: variantId === null ? null : { id: variantId },
});
const items = [
  entry('w1', 100),
  entry('w2', 100, 1001),
  entry('w3', 100, 1002),
  entry('w4', 200, 2001),
];
const deletion = (itemKey: string) => ({ type: 'wishlist.deleteItem', wishlistKey, itemKey });

describe('wishlist toggle: absent adds, present deletes all matches (spec §4)', () => {
  test.each([
    {
      case: 'an absent product is added by product id',
      productId: 300,
      variantId: undefined,
      expected: [{ type: 'wishlist.addItem', wishlistKey, itemCreationId: { productId: 300 } }],
    },
    {
      case: 'an absent variant is added by variant id',
      productId: 200,
      variantId: 2002,
      expected: [{ type: 'wishlist.addItem', wishlistKey, itemCreationId: { variantId: 2002 } }],
    },
    {
      case: 'a present product deletes every item of it',
      productId: 100,
      variantId: undefined,
      expected: [deletion('w1'), deletion('w2'), deletion('w3')],
    },
    {
      case: 'null variant matches by product only',
      productId: 200,
      variantId: null,
      expected: [deletion('w4')],
    },
    {
      case: 'a present variant deletes only that variant',
      productId: 100,
      variantId: 1002,
      expected: [deletion('w3')],
    },
    {
      case: 'a variant id of another product does not match',
      productId: 200,
      variantId: 1001,
      expected: [{ type: 'wishlist.addItem', wishlistKey, itemCreationId: { variantId: 1001 } }],
    },
  ])('$case', ({ productId, variantId, expected }) => {
    expect(planWishlistToggle({ wishlistKey, items, productId, variantId })).toEqual(expected);
  });

  test('every matching duplicate is deleted', () => {
    const duplicates = [entry('a', 5, 50), entry('b', 5, 50)];
    expect(
      planWishlistToggle({ wishlistKey, items: duplicates, productId: 5, variantId: 50 }),
    ).toEqual([deletion('a'), deletion('b')]);
  });

  test('toggling twice returns to the start: add, then delete the added item', () => {
    const [add] = planWishlistToggle({ wishlistKey, items: [], productId: 7, variantId: 70 });
    expect(add?.type).toBe('wishlist.addItem');
    expect(
      planWishlistToggle({
        wishlistKey,
        items: [entry('new', 7, 70)],
        productId: 7,
        variantId: 70,
      }),
    ).toEqual([deletion('new')]);
  });

  test.each([
    { case: 'product id 0', productId: 0, variantId: undefined },
    { case: 'negative product id', productId: -100, variantId: undefined },
    { case: 'NaN product id', productId: Number.NaN, variantId: undefined },
    { case: 'product id as text', productId: '100' as unknown as number, variantId: undefined },
    { case: 'fractional variant id', productId: 100, variantId: 1001.5 },
    { case: 'NaN variant id', productId: 100, variantId: Number.NaN },
  ])('no calls for $case', ({ productId, variantId }) => {
    expect(planWishlistToggle({ wishlistKey, items, productId, variantId })).toEqual([]);
    expect(isOnWishlist(items, productId, variantId)).toBe(false);
  });

  test('items with missing product or variant data never match', () => {
    const broken = [{ key: 'x' } as unknown as MatchableWishlistItem];
    expect(isOnWishlist(broken, 100)).toBe(false);
    expect(isOnWishlist(broken, 100, 1001)).toBe(false);
  });

  test.each([
    { productId: 100, variantId: undefined, expected: true },
    { productId: 100, variantId: 1001, expected: true },
    { productId: 100, variantId: 1009, expected: false },
    { productId: 200, variantId: undefined, expected: true },
    { productId: 300, variantId: undefined, expected: false },
  ])(
    'heart for product $productId variant $variantId is filled: $expected',
    ({ productId, variantId, expected }) => {
      expect(isOnWishlist(items, productId, variantId)).toBe(expected);
    },
  );
});
