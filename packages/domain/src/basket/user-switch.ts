/**
 * What happens to basket and wishlist when the user id changes (spec §4): they load from
 * the server for the new id; when an anonymous visitor becomes a logged-in customer
 * (64-character id), the anonymous items are first re-added one by one to the new keys.
 */
import type { BasketItem } from '../entities/basket';
import { isPricePromotionKey } from '../price/price-promotion-key';
import type { BasketAddItemCall, StorageCall, WishlistAddItemCall } from './basket-call';
import { basketKey, wishlistKey } from './storage-key';
import { classifyUserId } from './user-id';
import type { MatchableWishlistItem } from './wishlist-toggle';

export type MergeableBasketItem = Pick<
  BasketItem,
  'quantity' | 'customData' | 'displayData' | 'itemGroup'
> & { readonly variant: { readonly id: number } };

export interface UserSwitchInput {
  readonly shopId: number;
  /** The id before the change; missing or empty when there was no user yet. */
  readonly previousUserId: string | null | undefined;
  readonly nextUserId: string;
  /** The previous user's basket and wishlist items, in their order. */
  readonly basketItems: readonly MergeableBasketItem[];
  readonly wishlistItems: readonly MatchableWishlistItem[];
}

const isId = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 1;

function basketReAdd(key: string, item: MergeableBasketItem): BasketAddItemCall | null {
  if (!isId(item.variant?.id) || !isId(item.quantity)) return null;
  const customData = item.customData ?? {};
  const storedKey = customData.pricePromotionKey;
  return {
    type: 'basket.addItem',
    basketKey: key,
    variantId: item.variant.id,
    quantity: item.quantity,
    customData,
    displayData: item.displayData ?? {},
    // Keeping the group keeps an engraved article together with its engraving.
    itemGroup: item.itemGroup ?? null,
    options: { pricePromotionKey: isPricePromotionKey(storedKey) ? storedKey : 'default' },
  };
}

function wishlistReAdd(key: string, item: MatchableWishlistItem): WishlistAddItemCall | null {
  if (isId(item.variant?.id)) {
    return {
      type: 'wishlist.addItem',
      wishlistKey: key,
      itemCreationId: { variantId: item.variant.id },
    };
  }
  if (isId(item.product?.id)) {
    return {
      type: 'wishlist.addItem',
      wishlistKey: key,
      itemCreationId: { productId: item.product.id },
    };
  }
  return null;
}

/**
 * The ordered calls for a user id change: the re-adds (basket items, then wishlist items,
 * each in their order — to be performed one after another), then loading basket and
 * wishlist for the new id. No calls when the id did not change or the new id cannot form a
 * key; items that cannot be re-added (no usable variant or quantity) are left out.
 *
 * @example
 * planUserSwitch({ shopId: 12, previousUserId: 'f3a9c0', nextUserId: serverId, basketItems, wishlistItems });
 * // [basket.addItem…, wishlist.addItem…, { type: 'basket.get', … }, { type: 'wishlist.get', … }]
 */
export function planUserSwitch(input: UserSwitchInput): readonly StorageCall[] {
  const { shopId, previousUserId, nextUserId } = input;
  if (previousUserId === nextUserId) return [];
  const nextBasketKey = basketKey(shopId, nextUserId);
  const nextWishlistKey = wishlistKey(shopId, nextUserId);
  if (nextBasketKey === null || nextWishlistKey === null) return [];
  const hadAnonymousUser =
    typeof previousUserId === 'string' &&
    previousUserId !== '' &&
    classifyUserId(previousUserId) === 'anonymous';
  const merges = hadAnonymousUser && classifyUserId(nextUserId) === 'registered';
  const reAdds: StorageCall[] = merges
    ? [
        ...input.basketItems.map((item) => basketReAdd(nextBasketKey, item)),
        ...input.wishlistItems.map((item) => wishlistReAdd(nextWishlistKey, item)),
      ].filter((call): call is BasketAddItemCall | WishlistAddItemCall => call !== null)
    : [];
  return [
    ...reAdds,
    { type: 'basket.get', basketKey: nextBasketKey },
    { type: 'wishlist.get', wishlistKey: nextWishlistKey },
  ];
}
