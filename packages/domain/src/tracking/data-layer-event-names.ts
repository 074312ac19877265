import type {
  AddToCartEvent,
  AuthEvent,
  BeginCheckoutEvent,
  PictureSwipeEvent,
  PurchaseEvent,
  RemoveFromCartEvent,
  SelectItemEvent,
  ViewCartEvent,
  ViewItemEvent,
  ViewItemListEvent,
  ViewPromotionEvent,
} from './types';

/** The name of every §4 event the shop pushes to the data layer. */
export type DataLayerEventName = (
  | ViewItemListEvent
  | SelectItemEvent
  | ViewItemEvent
  | AddToCartEvent
  | RemoveFromCartEvent
  | ViewCartEvent
  | BeginCheckoutEvent
  | PurchaseEvent
  | ViewPromotionEvent
  | PictureSwipeEvent
  | AuthEvent
)['event'];

/**
 * The §4 tracking events by their data-layer names (GA4's vocabulary): what a reader of the
 * data layer (the shop's analytics script) may count. Its test checks it against the event types.
 */
export const dataLayerEventNames = [
  'view_item_list',
  'select_item',
  'view_item',
  'add_to_cart',
  'remove_from_cart',
  'view_cart',
  'begin_checkout',
  'purchase',
  'view_promotion',
  'picture_swipe',
  'login',
  'sign_up',
  'guest_login',
] as const satisfies readonly DataLayerEventName[];
