export type { Address as CheckoutAddress } from './checkout-input';
export type { CheckoutSummary, ShippingMethod } from './checkout-pricing';
export type {
  CheckoutOptions,
  CheckoutRefusal,
  CheckoutService,
  PlacedOrder,
  Purchaser,
} from './checkout-service';
