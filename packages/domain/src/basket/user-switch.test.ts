import { describe, expect, test } from 'vitest';
import type { ItemGroup } from '../entities/basket';
import { type MergeableBasketItem, planUserSwitch } from './user-switch';
import type { MatchableWishlistItem } from './wishlist-toggle';

const anonymousId = 'f3a9c0d1e2';
const otherAnonymousId = '0b8f5a36';
const serverId = 'a1b2c3d4'.repeat(8);
const otherServerId = 'e5f6a7b8'.repeat(8);
const group: ItemGroup = { id: '12345678', isMainItem: true, isRequired: true };

const basketItems: MergeableBasketItem[] = [
  { variant: { id: 11 }, quantity: 2, customData: {}, displayData: { size: 'M' }, itemGroup: null },
  {
    variant: { id: 12 },
    quantity: 1,
    customData: { customText: { text1: 'Mia' }, pricePromotionKey: 'Promotion1' },
    displayData: {},
    itemGroup: group,
  },
];
const wishlistItems: MatchableWishlistItem[] = [
  { key: 'w1', product: { id: 100 }, variant: { id: 1001 } },
  { key: 'w2', product: { id: 200 }, variant: null },
];

const newBasketKey = `basket_12_${serverId}`;
const newWishlistKey = `wishlist_12_${serverId}`;
const loads = (userId: string) => [
  { type: 'basket.get', basketKey: `basket_12_${userId}` },
  { type: 'wishlist.get', wishlistKey: `wishlist_12_${userId}` },
];

describe('user id change: reload, and merge anonymous items on login (spec §4)', () => {
  test('anonymous to registered re-adds every item one by one in order, then loads', () => {
    expect(
      planUserSwitch({
        shopId: 12,
        previousUserId: anonymousId,
        nextUserId: serverId,
        basketItems,
        wishlistItems,
      }),
    ).toEqual([
      {
        type: 'basket.addItem',
        basketKey: newBasketKey,
        variantId: 11,
        quantity: 2,
        customData: {},
        displayData: { size: 'M' },
        itemGroup: null,
        options: { pricePromotionKey: 'default' },
      },
      {
        type: 'basket.addItem',
        basketKey: newBasketKey,
        variantId: 12,
        quantity: 1,
        customData: { customText: { text1: 'Mia' }, pricePromotionKey: 'Promotion1' },
        displayData: {},
        itemGroup: group,
        options: { pricePromotionKey: 'Promotion1' },
      },
      {
        type: 'wishlist.addItem',
        wishlistKey: newWishlistKey,
        itemCreationId: { variantId: 1001 },
      },
      { type: 'wishlist.addItem', wishlistKey: newWishlistKey, itemCreationId: { productId: 200 } },
      ...loads(serverId),
    ]);
  });

  test.each([
    { case: 'registered to another registered id', previous: serverId, next: otherServerId },
    { case: 'registered to anonymous (logout)', previous: serverId, next: anonymousId },
    { case: 'anonymous to another anonymous id', previous: anonymousId, next: otherAnonymousId },
    { case: 'no previous user', previous: undefined, next: serverId },
    { case: 'null previous user', previous: null, next: serverId },
    { case: 'empty previous id', previous: '', next: serverId },
  ])('$case only loads from the server', ({ previous, next }) => {
    expect(
      planUserSwitch({
        shopId: 12,
        previousUserId: previous,
        nextUserId: next,
        basketItems,
        wishlistItems,
      }),
    ).toEqual(loads(next));
  });

  test.each([
    { case: 'the same id', previous: anonymousId, next: anonymousId },
    { case: 'the same registered id', previous: serverId, next: serverId },
    { case: 'a new id that cannot form a key', previous: anonymousId, next: 'a_b' },
    { case: 'an empty new id', previous: anonymousId, next: '' },
  ])('$case gives no calls', ({ previous, next }) => {
    expect(
      planUserSwitch({
        shopId: 12,
        previousUserId: previous,
        nextUserId: next,
        basketItems,
        wishlistItems,
      }),
    ).toEqual([]);
  });

  test('an unusable shop id gives no calls', () => {
    expect(
      planUserSwitch({
        shopId: 0,
        previousUserId: anonymousId,
        nextUserId: serverId,
        basketItems,
        wishlistItems,
      }),
    ).toEqual([]);
  });

  test('items that cannot be re-added are left out; an unknown stored key becomes default', () => {
    const odd = [
      {
        variant: { id: Number.NaN },
        quantity: 1,
        customData: {},
        displayData: {},
        itemGroup: null,
      },
      { variant: { id: 13 }, quantity: 0, customData: {}, displayData: {}, itemGroup: null },
      { quantity: 1 } as unknown as MergeableBasketItem,
      {
        variant: { id: 14 },
        quantity: 3,
        customData: { pricePromotionKey: 'Promo9' },
      } as unknown as MergeableBasketItem,
    ];
    const oddWishlist = [
      { key: 'x', product: { id: 0 }, variant: null },
      { key: 'y' } as unknown as MatchableWishlistItem,
    ];
    expect(
      planUserSwitch({
        shopId: 12,
        previousUserId: anonymousId,
        nextUserId: serverId,
        basketItems: odd,
        wishlistItems: oddWishlist,
      }),
    ).toEqual([
      {
        type: 'basket.addItem',
        basketKey: newBasketKey,
        variantId: 14,
        quantity: 3,
        customData: { pricePromotionKey: 'Promo9' },
        displayData: {},
        itemGroup: null,
        options: { pricePromotionKey: 'default' },
      },
      ...loads(serverId),
    ]);
  });

  test('an empty anonymous basket and wishlist just load', () => {
    expect(
      planUserSwitch({
        shopId: 12,
        previousUserId: anonymousId,
        nextUserId: serverId,
        basketItems: [],
        wishlistItems: [],
      }),
    ).toEqual(loads(serverId));
  });
});
