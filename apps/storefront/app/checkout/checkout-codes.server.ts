import { createContext, type RouterContextProvider } from 'react-router';
import { voucherCode } from '../basket/voucher-cookie.server';

/** The voucher and gift card the review is priced with. */
export interface CheckoutCodes {
  readonly voucherCode: string | null;
  readonly giftCardCode: string | null;
}

/**
 * The codes a form post of this request sent: the page's loader, which runs after the action
 * in the same request, prices the review with them rather than with the voucher cookie's.
 */
const postedCodes = createContext<CheckoutCodes | null>(null);

export function keepPostedCodes(context: Readonly<RouterContextProvider>, codes: CheckoutCodes) {
  context.set(postedCodes, codes);
}

/** The codes just posted, else the basket's voucher (the voucher cookie) and no gift card. */
export function checkoutCodes(
  request: Request,
  context: Readonly<RouterContextProvider>,
): CheckoutCodes {
  return (
    context.get(postedCodes) ?? {
      voucherCode: voucherCode(request, context),
      giftCardCode: null,
    }
  );
}
