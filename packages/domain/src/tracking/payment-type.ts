import type { OrderPayment } from '../entities/order';
import { optionalText } from './optional-text';

/** The gift-card payment key (§3). */
export const giftCardPaymentKey = 'G';

/**
 * The payment type of a purchase (§4): the order's payment keys, without the gift card when
 * another payment exists (the gift card then only covered part of the order and is tracked
 * as gift card). Several remaining keys are joined with commas in order, duplicates once.
 * Undefined when the order has no payment.
 *
 * @example
 * paymentType([{ key: 'G', amount: 1000 }, { key: 'PP', amount: 4999 }]); // 'PP'
 * paymentType([{ key: 'G', amount: 5999 }]); // 'G'
 */
export function paymentType(payments: readonly OrderPayment[]): string | undefined {
  const keys = [
    ...new Set(payments.flatMap((payment) => optionalText(payment.key)?.toUpperCase() ?? [])),
  ];
  const withoutGiftCard = keys.filter((key) => key !== giftCardPaymentKey);
  const reported = withoutGiftCard.length > 0 ? withoutGiftCard : keys;
  return reported.length > 0 ? reported.join(',') : undefined;
}
