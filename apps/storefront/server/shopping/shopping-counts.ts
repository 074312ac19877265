import { shopContext } from '@vitrine/commerce';
import { basketItemCount, wishlistKey } from '@vitrine/domain';
import type { Visitor } from '../api/visitor-type';
import type { ShopRequestContext } from '../request-context';

/** What the header's basket and wishlist show. */
export interface ShoppingCounts {
  readonly basket: number;
  readonly wishlist: number;
}

/** The counts, and the products whose cards show a pressed heart (§4 wishlist toggle). */
export interface VisitorShopping {
  readonly counts: ShoppingCounts;
  readonly wishlistedProductIds: readonly number[];
}

export const noVisitorShopping: VisitorShopping = {
  counts: { basket: 0, wishlist: 0 },
  wishlistedProductIds: [],
};

/**
 * The visitor's basket and wishlist counts and the wishlist's products, from the same commerce services and keys the /api
 * basket and wishlist calls use for a visitor with a session (`basket_{shopId}_{userId}`,
 * `wishlist_{shopId}_{userId}`). Without a session nothing is stored for the visitor yet (the
 * first item opens one), so both are 0 without asking; the wishlist is not read where the
 * country has none (§6 wishlist flag).
 */
export async function visitorShopping(
  context: Pick<ShopRequestContext, 'shop' | 'locale' | 'services'>,
  visitor: Visitor,
): Promise<VisitorShopping> {
  if (visitor.sessionId === null) return noVisitorShopping;
  const { shop, locale, services } = context;
  const scope = shopContext(shop, locale);
  const shopper = { userId: visitor.userId };
  const [basket, wishlist] = await Promise.all([
    services.commerce.basket.basketOf(scope, shopper.userId),
    shop.flags.wishlist
      ? services.commerce.wishlist.get(scope, shopper, wishlistKey(shop.id, shopper.userId))
      : null,
  ]);
  const items = wishlist?.items ?? [];
  return {
    counts: { basket: basketItemCount(basket), wishlist: items.length },
    // One heart per product, however many of its variants are on the wishlist.
    wishlistedProductIds: [...new Set(items.map((item) => item.product.id))],
  };
}
