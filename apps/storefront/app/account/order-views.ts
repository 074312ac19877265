import type { CountryCode, OrderPaymentState, OrderStatus, PaymentCode } from '@vitrine/domain';

/**
 * The account's order pages' view models (issue 19): what the components show, shaped and
 * formatted on the server from the engine's orders (`order-views.server.ts`), never its rows.
 */

/**
 * The order page's query that shows the cancellation's confirmation: where JavaScript opens
 * the cancel-order dialog, a browser without it follows the button's link to this step.
 */
export const cancelConfirmationParameter = 'stornieren';

/** The order page's form: cancel the order (the only one it posts). */
export const cancelOrderIntent = 'cancel';

/** One order in a list (the account home's latest, the orders page). */
export interface OrderSummaryView {
  readonly orderNumber: string;
  /** The order's page. */
  readonly href: string;
  /** The day it was placed, as the shop's language writes it. */
  readonly placedOn: string;
  /** `YYYY-MM-DD`, for the `<time>` element. */
  readonly placedOnIso: string;
  readonly status: OrderStatus;
  readonly total: string;
  readonly itemCount: number;
}

/** An address as the order page prints it: its lines, the country by its code (translated). */
export interface AddressView {
  readonly lines: readonly string[];
  readonly country: CountryCode;
}

/** A bought article: picture, name, variant, quantity and prices. */
export interface OrderLineView {
  readonly id: number;
  readonly name: string;
  readonly brand: string | null;
  /** What tells the variant apart (size, make; else the article number). */
  readonly variant: string;
  readonly quantity: number;
  readonly unitPrice: string;
  readonly total: string;
  /** The product's first picture, an image-service source (the component builds the srcset). */
  readonly image: { readonly src: string; readonly alt: string } | null;
}

/** The order's sums, formatted; what does not apply is null. */
export interface OrderTotalsView {
  /** What the goods cost before the set promotions took their share (§2 bundles); null without. */
  readonly goodsBeforeSets: string | null;
  /** The set promotions the order completed, each named with what it took off. */
  readonly sets: readonly { readonly id: string; readonly name: string; readonly amount: string }[];
  readonly goods: string;
  readonly voucher: { readonly code: string; readonly amount: string } | null;
  readonly shipping: string;
  readonly total: string;
  readonly tax: string;
  readonly giftCard: { readonly code: string; readonly amount: string } | null;
  /** What the payment method pays (the total less the gift card). */
  readonly amountDue: string;
}

/** What of a line a parcel holds. */
export interface ParcelItemView {
  readonly lineId: number;
  readonly name: string;
  readonly quantity: number;
}

/**
 * A parcel of the order (issue 19 tracking; §3 Order packages): its carrier's name, the tracking
 * number, the carrier's page that follows it (null for a carrier without one: the number is
 * still shown), the day it left, and what it holds.
 */
export interface ParcelView {
  readonly id: number;
  readonly carrier: string;
  readonly trackingNumber: string;
  /** The carrier's tracking page for this parcel, in the shop's language where it has one. */
  readonly trackingHref: string | null;
  /** The day it was shipped, as the shop's language writes it. */
  readonly shippedOn: string;
  /** `YYYY-MM-DD`, for the `<time>` element. */
  readonly shippedOnIso: string;
  readonly items: readonly ParcelItemView[];
}

export interface OrderDetailView extends OrderSummaryView {
  readonly lines: readonly OrderLineView[];
  readonly totals: OrderTotalsView;
  readonly billingAddress: AddressView;
  readonly shippingAddress: AddressView;
  readonly paymentMethod: PaymentCode;
  /** The parcels shipped so far, oldest first (none before the warehouse ships). */
  readonly parcels: readonly ParcelView[];
  /** `pending`: placed, its payment not confirmed yet (never shown as paid, issue 18). */
  readonly paymentState: OrderPaymentState;
  /** Whether the customer may cancel it now (§6 cancelOrder, not shipped). */
  readonly cancellable: boolean;
  /** Whether a complaint can be filed about it (shipped or delivered). */
  readonly complainable: boolean;
}
