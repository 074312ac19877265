export { amountFromCents } from './amount-from-cents';
export { type AuthEventInput, authEvent, authEventNames, defaultAuthMethod } from './auth-event';
export { beginCheckoutEvent, viewCartEvent } from './basket-events';
export {
  campaignBannerCreative,
  campaignPromotion,
  type PromotedCampaign,
} from './campaign-promotion';
export {
  type AddToCartInput,
  addToCartEvent,
  type ModifyCartInput,
  modifyCartEvent,
  type RemoveFromCartInput,
  removeFromCartEvent,
} from './cart-change-events';
export {
  type ConsentModeState,
  type ConsentModeValue,
  consentModeState,
  tagManagerAllowed,
  tagManagerService,
} from './consent-mode';
export { type DataLayerEventName, dataLayerEventNames } from './data-layer-event-names';
export { hashEmail } from './hashed-email';
export {
  type ListingProduct,
  type SelectedTile,
  selectItemEvent,
  selectTileEvent,
  type ViewItemInput,
  type ViewItemListInput,
  viewItemEvent,
  viewItemListEvent,
} from './item-view-events';
export { manualPromotion, manualPromotionSeparator } from './manual-promotion';
export { giftCardPaymentKey, paymentType } from './payment-type';
export { type PictureSwipeInput, pictureSwipeAt, pictureSwipeEvent } from './picture-swipe-event';
export { purchaseEvent } from './purchase-event';
export {
  type RecommendationItemList,
  recommendationItemList,
  shopRecommendationSlots,
} from './recommendation-item-list';
export {
  parseSeenPromotionIds,
  seenPromotionsStorageKey,
  serialiseSeenPromotionIds,
} from './seen-promotions';
export { type ViewTileListInput, viewTileListEvent } from './tile-list-event';
export { trackedQuantity } from './tracked-quantity';
export {
  itemFromBasketItem,
  itemFromOrderItem,
  itemFromProduct,
  type PricedItem,
  withListingTracking,
} from './tracking-item';
export { internalTrafficOf, trafficMarker } from './traffic-marker';
export type * from './types';
export {
  type ViewPromotionInput,
  type ViewPromotionResult,
  viewPromotionEvent,
} from './view-promotion-event';
