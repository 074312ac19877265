/**
 * The basket and wishlist calls (spec §7) as data. Planning functions in this folder answer
 * with these, and the app's client performs them — so every decision is testable without I/O.
 */
import type { BasketItemCustomData, ItemGroup } from '../entities/basket';
import type { PricePromotionKey } from '../price/price-promotion-key';

export interface BasketCallOptions {
  readonly pricePromotionKey: PricePromotionKey;
}

/** POST /api/shop/basket/addItem/ */
export interface BasketAddItemCall {
  readonly type: 'basket.addItem';
  readonly basketKey: string;
  readonly variantId: number;
  readonly quantity: number;
  readonly customData: BasketItemCustomData;
  readonly displayData: Readonly<Record<string, unknown>>;
  readonly itemGroup: ItemGroup | null;
  readonly options: BasketCallOptions;
}

/** POST /api/shop/basket/updateItem/ — `quantity` is the new absolute quantity. */
export interface BasketUpdateItemCall {
  readonly type: 'basket.updateItem';
  readonly basketKey: string;
  readonly itemKey: string;
  readonly quantity: number;
  readonly customData: BasketItemCustomData;
  readonly displayData: Readonly<Record<string, unknown>>;
  readonly itemGroup: ItemGroup | null;
  readonly options: BasketCallOptions;
}

/** DELETE /api/shop/basket/deleteItem/ */
export interface BasketDeleteItemCall {
  readonly type: 'basket.deleteItem';
  readonly basketKey: string;
  readonly itemKey: string;
}

/** GET /api/shop/basket/get/{basketKey}/ */
export interface BasketGetCall {
  readonly type: 'basket.get';
  readonly basketKey: string;
}

/** POST /api/shop/wishlist/addItem/ — the item is created from a variant or a product id. */
export interface WishlistAddItemCall {
  readonly type: 'wishlist.addItem';
  readonly wishlistKey: string;
  readonly itemCreationId: { readonly variantId: number } | { readonly productId: number };
}

/** DELETE /api/shop/wishlist/deleteItem/ */
export interface WishlistDeleteItemCall {
  readonly type: 'wishlist.deleteItem';
  readonly wishlistKey: string;
  readonly itemKey: string;
}

/** GET /api/shop/wishlist/get/{wishlistKey}/ */
export interface WishlistGetCall {
  readonly type: 'wishlist.get';
  readonly wishlistKey: string;
}

export type BasketItemCall = BasketAddItemCall | BasketUpdateItemCall | BasketDeleteItemCall;

export type StorageCall =
  | BasketItemCall
  | BasketGetCall
  | WishlistAddItemCall
  | WishlistDeleteItemCall
  | WishlistGetCall;
