import {
  type BasketItemCustomData,
  basketKey,
  type ItemGroup,
  shopById,
  wishlistKey,
} from '@vitrine/domain';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import type { ShopContext } from '../shop-context';
import type { WishlistService } from '../wishlist/wishlist-service';
import type { BasketService } from './basket-service';

export interface ShoppingMergeEvent {
  readonly shopId: number;
  /** The anonymous visitor's user id (the merge source). */
  readonly fromUserId: string;
  /** The customer's user id after login, registration or guest sign-in. */
  readonly toUserId: string;
}

export interface ShoppingMergeReport {
  /** Basket lines and wishlist items re-added to the customer's. */
  readonly basketItems: number;
  readonly wishlistItems: number;
  /** Lines that could not be re-added (no longer buyable or available). */
  readonly skipped: number;
}

interface SourceLine {
  readonly variant_id: number;
  readonly quantity: number;
  readonly item_group_id: string | null;
  readonly item_group_main: boolean | null;
  readonly item_group_required: boolean | null;
  readonly custom_data: BasketItemCustomData;
  readonly display_data: Readonly<Record<string, unknown>>;
}

/**
 * The login merge of spec §4: the anonymous basket and wishlist are re-added, one item after
 * another and in their order, to the customer's — through the same add calls a shopper makes,
 * so availability caps and item groups apply — and then emptied. The identity side calls it on
 * login, registration and guest sign-in; merging a user into itself does nothing.
 */
export function createShoppingMerge(dependencies: {
  readonly database: Pick<Database, 'rows'>;
  readonly basket: Pick<BasketService, 'addItem'>;
  readonly wishlist: Pick<WishlistService, 'addItem'>;
}) {
  const { database, basket, wishlist } = dependencies;
  return async function mergeVisitorShopping(
    event: ShoppingMergeEvent,
  ): Promise<ShoppingMergeReport> {
    const shop = shopById(event.shopId);
    const fromBasket = basketKey(event.shopId, event.fromUserId);
    const fromWishlist = wishlistKey(event.shopId, event.fromUserId);
    const toBasket = basketKey(event.shopId, event.toUserId);
    const toWishlist = wishlistKey(event.shopId, event.toUserId);
    const empty = { basketItems: 0, wishlistItems: 0, skipped: 0 };
    if (
      shop === null ||
      event.fromUserId === event.toUserId ||
      fromBasket === null ||
      fromWishlist === null ||
      toBasket === null ||
      toWishlist === null
    ) {
      return empty;
    }
    const [locale] = shop.locales;
    const context: ShopContext = {
      shopId: shop.id,
      language: locale.language,
      currency: locale.currency,
    };
    const customer = { userId: event.toUserId };
    const lines = await database.rows<SourceLine>(sql`
      SELECT variant_id, quantity, item_group_id, item_group_main, item_group_required, custom_data, display_data
      FROM basket_items WHERE basket_key = ${fromBasket}
      ORDER BY item_group_main IS NOT TRUE, position`);
    let basketItems = 0;
    let skipped = 0;
    for (const line of lines) {
      const itemGroup: ItemGroup | null =
        line.item_group_id === null
          ? null
          : {
              id: line.item_group_id,
              isMainItem: line.item_group_main === true,
              isRequired: line.item_group_required === true,
            };
      const outcome = await basket.addItem(context, customer, {
        basketKey: toBasket,
        variantId: line.variant_id,
        quantity: line.quantity,
        customData: line.custom_data,
        displayData: line.display_data,
        itemGroup,
      });
      if (outcome.kind === 'ok') basketItems += 1;
      else skipped += 1;
    }
    const items = await database.rows<{ product_id: number; variant_id: number | null }>(
      sql`SELECT product_id, variant_id FROM wishlist_items WHERE wishlist_key = ${fromWishlist} ORDER BY position`,
    );
    let wishlistItems = 0;
    for (const item of items) {
      const outcome = await wishlist.addItem(context, customer, {
        wishlistKey: toWishlist,
        itemCreationId:
          item.variant_id === null
            ? { productId: item.product_id }
            : { variantId: item.variant_id },
      });
      if (outcome.kind === 'ok') wishlistItems += 1;
      else skipped += 1;
    }
    // The visitor's gift card goes with the basket, unless the customer's basket has one.
    await database.rows(sql`
      INSERT INTO basket_gift_cards (basket_key, shop_id, user_id, code)
      SELECT ${toBasket}, shop_id, ${event.toUserId}, code FROM basket_gift_cards
      WHERE basket_key = ${fromBasket}
      ON CONFLICT (basket_key) DO NOTHING`);
    await database.rows(sql`DELETE FROM basket_gift_cards WHERE basket_key = ${fromBasket}`);
    await database.rows(sql`DELETE FROM basket_items WHERE basket_key = ${fromBasket}`);
    await database.rows(sql`DELETE FROM wishlist_items WHERE wishlist_key = ${fromWishlist}`);
    return { basketItems, wishlistItems, skipped };
  };
}
