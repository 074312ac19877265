/** Basket and wishlist entities (§3). Money is integer cents. */
import type { Currency } from '../market/types';
import type { Price, Product, Promotion, ReferencePrice, Variant } from './product';

/** Engraving rows `text1`..`textN` (§3 customData.customText). */
export type CustomText = Readonly<Record<string, string>>;

export interface BasketItemCustomData {
  readonly customText?: CustomText;
  /** `Promotion{n}` for a reached scale threshold, else absent (default). */
  readonly pricePromotionKey?: string;
  readonly cPromo?: { readonly promotionId: string };
  readonly ffData?: { readonly ffCampaign: string };
}

/** Engraving creates a group: the main article plus a required service item (§4). */
export interface ItemGroup {
  /** Eight-digit random id. */
  readonly id: string;
  readonly isMainItem: boolean;
  readonly isRequired: boolean;
}

export interface BasketItemPrice {
  readonly unit: Price;
  readonly total: Price;
  readonly reference: ReferencePrice | null;
}

export interface BasketItem {
  readonly key: string;
  readonly quantity: number;
  readonly availableQuantity: number;
  readonly variant: Variant;
  readonly product: Product;
  readonly price: BasketItemPrice;
  readonly itemGroup: ItemGroup | null;
  readonly customData: BasketItemCustomData;
  readonly displayData: Readonly<Record<string, unknown>>;
  readonly promotionId: string | null;
  readonly promotion: Pick<Promotion, 'id' | 'isValid' | 'effect'> | null;
}

export interface BasketCost {
  readonly currencyCode: Currency;
  readonly withTax: number;
  readonly withoutTax: number;
}

export interface Basket {
  /** `basket_{shopId}_{userId}` (§3). */
  readonly key: string;
  readonly items: readonly BasketItem[];
  readonly cost: BasketCost;
}

export interface WishlistItem {
  readonly key: string;
  readonly variant: Variant | null;
  readonly product: Product;
}

export interface Wishlist {
  /** `wishlist_{shopId}_{userId}` (§3). */
  readonly key: string;
  readonly items: readonly WishlistItem[];
}
