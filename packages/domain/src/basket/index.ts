export {
  type AddToCartMessage,
  addToCartMessage,
  type CappedAdd,
  isSuccessfulBasketStatus,
  unitsAdded,
} from './add-to-cart-outcome';
export type {
  BasketAddItemCall,
  BasketCallOptions,
  BasketDeleteItemCall,
  BasketGetCall,
  BasketItemCall,
  BasketUpdateItemCall,
  StorageCall,
  WishlistAddItemCall,
  WishlistDeleteItemCall,
  WishlistGetCall,
} from './basket-call';
export {
  type BasketCleaningPlan,
  type CleanableBasketItem,
  type CleaningAttempts,
  maxCleaningAttempts,
  planBasketCleaning,
  recordCleaningAttempts,
} from './basket-cleaning';
export { basketItemCount } from './basket-count';
export { type BasketFormPost, type BasketFormProblem, readBasketForm } from './basket-form';
export {
  type BasketFormIntent,
  basketEngravingFormValues,
  basketFormFields,
  basketFormIntents,
  basketMoveToWishlistFormValues,
  basketPageSteps,
  basketQuantityFormValues,
  basketRemoveFormValues,
  isBasketFormIntent,
  maxVoucherCodeLength,
  wishlistPageSteps,
} from './basket-form-fields';
export {
  type BasketInfoAvailability,
  type BasketInfoDialog,
  basketInfoAvailability,
  basketInfoDialogs,
  basketInfoHref,
  basketInfoParameter,
  basketInfoStep,
  basketInfoStepId,
} from './basket-info-dialogs';
export {
  type AddToBasketInput,
  type ChangeableBasketItem,
  type EngravingChangeInput,
  planAddToBasket,
  planEngravingChange,
  planItemRemoval,
  planQuantityChange,
  type QuantityChangeInput,
} from './basket-item-change';
export { type BasketLineView, basketLineView, cleanedLineNames } from './basket-line-view';
export {
  basketReserveDialog,
  basketReserveHref,
  basketReserveLineParameter,
  basketReserveStep,
  basketReserveStepId,
  type ReservableLine,
  reservableLineKeys,
} from './basket-reserve-step';
export { type EngravingFields, type EngravingRow, engravingFields } from './engraving-fields';
export { engravingItemGroup } from './engraving-group';
export {
  type EngravingDecision,
  type EngravingRowError,
  engravingDecision,
  hasEngraving,
  noEngravingText,
} from './engraving-text';
export { type QuantityStepperState, quantityStepperState } from './quantity-stepper';
export { readShoppingForm, type ShoppingFormPost } from './shopping-form';
export {
  addToCartFormValues,
  engravingRowField,
  isShoppingFormIntent,
  maxEngravingRowLength,
  maxEngravingRows,
  maxQuantityPerAdd,
  type ShoppingFormIntent,
  shoppingFormFields,
  shoppingFormIntents,
  toggleWishlistFormValues,
} from './shopping-form-fields';
export {
  basketKey,
  isStorageKeyOf,
  parseStorageKey,
  type StorageKey,
  type StorageKind,
  storageKey,
  wishlistKey,
} from './storage-key';
export {
  classifyUserId,
  isRegisteredUserId,
  registeredUserIdLength,
  type UserIdKind,
} from './user-id';
export { type MergeableBasketItem, planUserSwitch, type UserSwitchInput } from './user-switch';
export { voucherCodeOf, voucherCodePattern } from './voucher-code';
export {
  isOnWishlist,
  type MatchableWishlistItem,
  planWishlistToggle,
  type WishlistToggleInput,
} from './wishlist-toggle';
