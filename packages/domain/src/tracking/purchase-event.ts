import type { Order, OrderItem } from '../entities/order';
import { amountFromCents } from './amount-from-cents';
import { hashEmail } from './hashed-email';
import { optionalText, withoutUndefined } from './optional-text';
import { paymentType } from './payment-type';
import { itemFromOrderItem } from './tracking-item';
import { trafficMarker } from './traffic-marker';
import type { PurchaseEvent, TrackingContext } from './types';

/** Positive cents as an amount, or undefined so the field is left out. */
function positiveAmount(cents: number | undefined): number | undefined {
  return cents !== undefined && Number.isFinite(cents) && cents > 0
    ? amountFromCents(cents)
    : undefined;
}

function orderLines(order: Order): readonly OrderItem[] {
  return order.items.length > 0
    ? order.items
    : order.packages.flatMap((delivery) => delivery.items);
}

/**
 * `purchase` (§4) on the thank-you page: order id (§3 `id`, as text) as transaction id,
 * total with tax as value, tax, shipping, coupon (the code, else the coupon's name) with its
 * reduction, special coupon, gift card, payment type and the items, plus the hashed
 * customer e-mail and whether the customer is a guest. The items are the order's items, or
 * those of its packages when the order lists none of its own.
 */
export function purchaseEvent(order: Order, context: TrackingContext): PurchaseEvent {
  const emailHash = hashEmail(order.customer.email);
  const voucher = order.voucher;
  const giftCard = order.giftcard;
  return {
    event: 'purchase',
    ...(emailHash === null ? {} : { user_data: { sha256_email_address: emailHash } }),
    is_guest: order.customer.status.isGuestCustomer,
    ecommerce: withoutUndefined({
      transaction_id: String(order.id),
      currency: order.currencyCode,
      value: amountFromCents(order.cost.withTax),
      tax: amountFromCents(order.cost.tax.vat.amount),
      shipping: amountFromCents(order.shipping.withTax),
      coupon: optionalText(voucher?.couponCode) ?? optionalText(voucher?.coupon),
      discount: positiveAmount(voucher?.couponReductionWithTax),
      special_coupon: optionalText(order.specialCoupon),
      gift_card_code: optionalText(giftCard?.giftCardCode),
      gift_card_amount: positiveAmount(giftCard?.amount),
      payment_type: paymentType(order.payment),
      items: orderLines(order).map((line) => itemFromOrderItem(line).item),
    }),
    ...trafficMarker(context),
  };
}
