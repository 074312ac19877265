/** The order as the purchase tracking event reads it (§3 Order). Money is integer cents. */
import type { Currency } from '../market/types';
import type { BasketItemCustomData } from './basket';
import type { Product, Variant } from './product';

/** Payment codes (§3). */
export const paymentCodes = [
  'KK',
  'KD',
  'KC',
  'KN',
  'PP',
  'G',
  'NN',
  'RE',
  'V',
  'TW',
  'IL',
  'AP',
] as const;
export type PaymentCode = (typeof paymentCodes)[number];

export interface OrderItem {
  readonly product: Product;
  readonly variant: Variant;
  readonly quantity: number;
  readonly itemGroup: { readonly id: string } | null;
  /** Discounts on this item, in cents. */
  readonly itemDiscount: number;
  readonly itemCoupon: string | null;
  readonly itemPromotionAmount: number;
  readonly itemPromotionId: string | null;
  readonly customData: BasketItemCustomData;
}

export interface OrderPayment {
  readonly key: PaymentCode;
  readonly amount: number;
}

export interface Order {
  readonly id: number;
  readonly orderNumber: string;
  readonly customer: {
    readonly id: string;
    readonly email: string;
    readonly status: { readonly isGuestCustomer: boolean };
  };
  readonly payment: readonly OrderPayment[];
  readonly voucher: {
    readonly coupon: string | null;
    readonly couponCode: string | null;
    readonly couponReductionWithTax: number;
  } | null;
  readonly cost: {
    readonly withTax: number;
    readonly withoutTax: number;
    readonly tax: { readonly vat: { readonly amount: number } };
  };
  readonly shipping: { readonly withTax: number };
  readonly currencyCode: Currency;
  readonly giftcard: { readonly amount: number; readonly giftCardCode: string } | null;
  readonly specialCoupon: string | null;
  readonly packages: ReadonlyArray<{
    readonly carrierKey: string;
    readonly items: readonly OrderItem[];
  }>;
  readonly items: readonly OrderItem[];
}
