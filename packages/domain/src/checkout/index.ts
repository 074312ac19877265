export { availableQuantity, backorderLineLimit } from './available-quantity';
export { basketFingerprint, isBasketFingerprint, type ReviewedLine } from './basket-fingerprint';
export {
  type AddressBookAddress,
  addressBookAddressSchema,
  addressLimits,
  type CheckoutAddress,
  type CheckoutAddressField,
  checkoutAddressFields,
  checkoutAddressMessageKeys,
  checkoutAddressSchema,
} from './checkout-address';
export {
  type CheckoutForm,
  type CheckoutFormIntent,
  checkoutCodeSchema,
  checkoutFormInput,
  checkoutFormIntent,
  checkoutFormIntents,
  checkoutFormMessageKeys,
  checkoutFormSchema,
  checkoutPageSteps,
  isCheckoutFormIntent,
  newAddressChoice,
  placeOrderInputOf,
} from './checkout-form';
export { type CheckoutTotals, type CheckoutTotalsInput, checkoutTotals } from './checkout-totals';
export {
  type GiftCardOutcome,
  type GiftCardRefusal,
  type GiftCardRule,
  giftCardOutcome,
  maskedGiftCardCode,
} from './gift-card';
export {
  isOrderNumber,
  type OrdersPageSlice,
  ordersPageHref,
  ordersPageParameter,
  ordersPageSlice,
  ordersPerPage,
  recentOrderCount,
  requestedOrdersPage,
} from './order-history';
export {
  canCancelOrder,
  canChangeOrderStatus,
  canComplainAbout,
  isOrderStatus,
  type OrderPaymentState,
  type OrderStatus,
  orderPaymentState,
  orderStatuses,
} from './order-status';
export { isPaymentMethodOffered, paymentMethodsOf } from './payment-methods';
export { isPostalCodeOf, postalCodeExamples, postalCodeOf } from './postal-code';
export { type PromotionReductionInput, promotionReduction } from './promotion-reduction';
export {
  type AppliedSetPromotion,
  missingSetPieces,
  type SetPromotionLine,
  type SetPromotionLineReduction,
  type SetPromotionRule,
  setPromotionReductions,
  setReductionOfLine,
  setUnitReduction,
} from './set-promotion';
export {
  giftCardCharge,
  type VoucherContext,
  type VoucherOutcome,
  type VoucherRefusal,
  type VoucherRule,
  voucherReduction,
} from './voucher-reduction';
