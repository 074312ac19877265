export { availableQuantity, backorderLineLimit } from './available-quantity';
export { type CheckoutTotals, type CheckoutTotalsInput, checkoutTotals } from './checkout-totals';
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
  type OrderStatus,
  orderStatuses,
} from './order-status';
export { isPaymentMethodOffered, paymentMethodsOf } from './payment-methods';
export { type PromotionReductionInput, promotionReduction } from './promotion-reduction';
export {
  giftCardCharge,
  type VoucherContext,
  type VoucherOutcome,
  type VoucherRefusal,
  type VoucherRule,
  voucherReduction,
} from './voucher-reduction';
