/**
 * Data-layer shapes of the tracking events (spec §4), in GA4's e-commerce vocabulary.
 * Amounts are currency units with two decimals (cents / 100); fields without a value are
 * left out rather than set to undefined, because the tag manager merges pushes.
 */
import type { Currency } from '../market/types';

/** What every event builder needs besides its entities. */
export interface TrackingContext {
  /** The visitor was detected as internal traffic (§6); the event is marked for filtering. */
  readonly internalTraffic: boolean;
}

/** One item of an e-commerce event. */
export interface TrackingItem {
  /** The article number: the prefix of the variant reference key before `_`. */
  readonly item_id: string;
  readonly item_name: string;
  readonly item_brand?: string;
  /** The variant's full reference key. */
  readonly item_variant?: string;
  readonly item_category?: string;
  readonly item_category2?: string;
  readonly item_category3?: string;
  readonly item_category4?: string;
  readonly item_category5?: string;
  /** Unit price actually charged, after reductions. */
  readonly price: number;
  readonly quantity: number;
  /** Reduction per unit. */
  readonly discount?: number;
  readonly coupon?: string;
  readonly promotion_id?: string;
  readonly item_list_id?: string;
  readonly item_list_name?: string;
  /** Position in the list as the search engine reports it (`ffPosition`). */
  readonly index?: number;
  /** The search engine's campaign that placed the product (`ffCampaign`). */
  readonly ff_campaign?: string;
}

/** Listing product tracking (§3): where a product card came from. Any field may be missing. */
export interface ListingProductTracking {
  readonly referenceKey?: string | null;
  readonly ffCampaign?: string | null;
  readonly itemListId?: string | null;
  readonly itemListName?: string | null;
  readonly ffPosition?: number | null;
}

/** Marks internal traffic (§6) so reports can filter it out. */
export interface TrafficMarker {
  readonly traffic_type?: 'internal';
}

export interface EcommerceEvent<TName extends string, TEcommerce> extends TrafficMarker {
  readonly event: TName;
  readonly ecommerce: TEcommerce;
}

export interface ItemsEcommerce {
  readonly currency: Currency;
  readonly value: number;
  readonly items: readonly TrackingItem[];
}

export interface ItemListEcommerce {
  readonly item_list_id?: string;
  readonly item_list_name?: string;
  readonly items: readonly TrackingItem[];
}

export type ViewCartEvent = EcommerceEvent<'view_cart', ItemsEcommerce>;
export type BeginCheckoutEvent = EcommerceEvent<'begin_checkout', ItemsEcommerce>;
export type AddToCartEvent = EcommerceEvent<'add_to_cart', ItemsEcommerce>;
export type RemoveFromCartEvent = EcommerceEvent<'remove_from_cart', ItemsEcommerce>;
export type ViewItemEvent = EcommerceEvent<'view_item', ItemsEcommerce>;
export type SelectItemEvent = EcommerceEvent<'select_item', ItemListEcommerce>;
export type ViewItemListEvent = EcommerceEvent<'view_item_list', ItemListEcommerce>;

/** The four parts of a promotion (a CMS banner or teaser) as GA4 names them. */
export interface PromotionParts {
  readonly promotionId?: string | null;
  readonly promotionName?: string | null;
  readonly creativeName?: string | null;
  readonly creativeSlot?: string | null;
}

export interface PromotionEcommerce {
  readonly promotion_id: string;
  readonly promotion_name?: string;
  readonly creative_name?: string;
  readonly creative_slot?: string;
  /** The manual promotion string, present only when all four parts are. */
  readonly promotion?: string;
  readonly items?: readonly TrackingItem[];
}

export type ViewPromotionEvent = EcommerceEvent<'view_promotion', PromotionEcommerce>;

export interface PictureSwipeEvent extends TrafficMarker {
  readonly event: 'picture_swipe';
  readonly item_id: string;
  readonly item_name: string;
  /** Zero-based index of the picture swiped to. */
  readonly image_index: number;
}

/** The auth actions of §4. */
export type AuthAction = 'login' | 'register' | 'guest';

/** Auth event (§3): method, customerNo, action, name — `name` is the data-layer event name. */
export interface AuthEvent extends TrafficMarker {
  readonly event: 'login' | 'sign_up' | 'guest_login';
  readonly action: AuthAction;
  readonly method: string;
  readonly customer_no?: string;
}

export interface PurchaseEcommerce extends ItemsEcommerce {
  readonly transaction_id: string;
  readonly tax: number;
  readonly shipping: number;
  readonly coupon?: string;
  /** Reduction of the order coupon, with tax. */
  readonly discount?: number;
  readonly special_coupon?: string;
  readonly gift_card_code?: string;
  readonly gift_card_amount?: number;
  readonly payment_type?: string;
}

export interface PurchaseEvent extends EcommerceEvent<'purchase', PurchaseEcommerce> {
  /** SHA-256 hex of the trimmed, lower-cased e-mail; absent without an address. */
  readonly user_data?: { readonly sha256_email_address: string };
  readonly is_guest: boolean;
}
