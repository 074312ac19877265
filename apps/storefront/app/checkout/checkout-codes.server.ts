import { shopContext } from '@vitrine/commerce';
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

/**
 * The codes just posted, else the basket's: its voucher (the voucher cookie) and the gift card
 * kept with the engine's basket (issue 16; never a cookie: a gift-card code works like money).
 */
export async function checkoutCodes(
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<CheckoutCodes> {
  const posted = context.get(postedCodes);
  if (posted !== null) return posted;
  const visitor = await context.visitor();
  return {
    voucherCode: voucherCode(request, context),
    giftCardCode: await context.services.commerce.checkout.basketGiftCard(
      shopContext(context.shop, context.locale),
      visitor.userId,
    ),
  };
}
