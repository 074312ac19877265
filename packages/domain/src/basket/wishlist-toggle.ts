/**
 * The wishlist heart (spec §4): absent → add; present → delete all matching items. Items
 * match by product id, and also by variant id when one is given.
 */
import type { WishlistItem } from '../entities/basket';
import type { WishlistAddItemCall, WishlistDeleteItemCall } from './basket-call';

export type MatchableWishlistItem = Pick<WishlistItem, 'key'> & {
  readonly product: { readonly id: number };
  readonly variant: { readonly id: number } | null;
};

const isId = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 1;

function matches(
  item: MatchableWishlistItem,
  productId: number,
  variantId: number | null,
): boolean {
  if (item.product?.id !== productId) return false;
  return variantId === null || item.variant?.id === variantId;
}

function matching(
  items: readonly MatchableWishlistItem[],
  productId: number,
  variantId: number | null,
): readonly MatchableWishlistItem[] {
  return items.filter((item) => matches(item, productId, variantId));
}

/**
 * Whether the heart shows as filled. Ids that are not whole numbers ≥ 1 are never on it.
 */
export function isOnWishlist(
  items: readonly MatchableWishlistItem[],
  productId: number,
  variantId?: number | null,
): boolean {
  if (!isId(productId) || (variantId != null && !isId(variantId))) return false;
  return matching(items, productId, variantId ?? null).length > 0;
}

export interface WishlistToggleInput {
  readonly wishlistKey: string;
  readonly items: readonly MatchableWishlistItem[];
  readonly productId: number;
  /** The selected variant, when the shopper chose one. */
  readonly variantId?: number | null;
}

/**
 * The calls for a tap on the heart: one add (created from the variant when given, else from
 * the product) or a delete per matching item. An unusable product or variant id gives no
 * calls rather than a guess.
 *
 * @example
 * planWishlistToggle({ wishlistKey, items: [], productId: 12 });
 * // [{ type: 'wishlist.addItem', wishlistKey, itemCreationId: { productId: 12 } }]
 */
export function planWishlistToggle(
  input: WishlistToggleInput,
): readonly (WishlistAddItemCall | WishlistDeleteItemCall)[] {
  const { wishlistKey, productId } = input;
  const variantId = input.variantId ?? null;
  if (!isId(productId) || (variantId !== null && !isId(variantId))) return [];
  const present = matching(input.items, productId, variantId);
  if (present.length === 0) {
    return [
      {
        type: 'wishlist.addItem',
        wishlistKey,
        itemCreationId: variantId === null ? { productId } : { variantId },
      },
    ];
  }
  return present.map((item) => ({ type: 'wishlist.deleteItem', wishlistKey, itemKey: item.key }));
}
