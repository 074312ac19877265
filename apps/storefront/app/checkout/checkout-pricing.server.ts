import { type CheckoutSummary, isValidationFailure, shopContext } from '@vitrine/commerce';
import type { RouterContextProvider } from 'react-router';
import { voucherRefusalMessage } from '../basket/voucher-message';
import { loadSiteLayout } from '../cms/site-layout.server';
import type { CheckoutCodes } from './checkout-codes.server';

/** A code's field and the message it is refused with. */
export interface CodeMessage {
  readonly field: 'voucherCode' | 'giftCardCode';
  readonly key: string;
}

/** The engine's gift-card refusals, as the basket and checkout pages say them. */
export function giftCardMessage(key: string | undefined): string {
  return key === 'checkout.giftCardEmpty' ? 'checkout.giftCardEmpty' : 'checkout.giftCardUnknown';
}

/**
 * The caller's basket priced as the order will be (the shop's CMS shipping steps, freight for
 * bulky goods, the codes): a code the engine refuses is left out and named with its message,
 * so the review still shows the basket.
 */
export async function priceCheckout(
  context: Readonly<RouterContextProvider>,
  userId: string,
  codes: CheckoutCodes,
): Promise<{ summary: CheckoutSummary; refused: readonly CodeMessage[] }> {
  const { checkout } = context.services.commerce;
  const shop = shopContext(context.shop, context.locale);
  const layout = await loadSiteLayout(context);
  const options = { shippingCosts: layout?.content.layout.config.shippingCosts ?? null };
  let input = {
    ...(codes.voucherCode === null ? {} : { voucherCode: codes.voucherCode }),
    ...(codes.giftCardCode === null ? {} : { giftCardCode: codes.giftCardCode }),
  };
  const refused: CodeMessage[] = [];
  // At most one refusal per code: each round drops the code the engine named.
  for (let round = 0; round < 3; round += 1) {
    const summary = await checkout.summary(shop, userId, input, options);
    if (!isValidationFailure(summary)) return { summary, refused };
    const issue = summary.issues[0];
    if (issue?.field === 'voucherCode' && 'voucherCode' in input) {
      refused.push({ field: 'voucherCode', key: voucherRefusalMessage(issue.key) });
      const { voucherCode: _dropped, ...rest } = input;
      input = rest;
    } else if (issue?.field === 'giftCardCode' && 'giftCardCode' in input) {
      refused.push({ field: 'giftCardCode', key: giftCardMessage(issue.key) });
      const { giftCardCode: _dropped, ...rest } = input;
      input = rest;
    } else {
      break;
    }
  }
  const plain = await checkout.summary(shop, userId, {}, options);
  if (isValidationFailure(plain)) throw new Error('checkout summary without codes refused');
  return { summary: plain, refused };
}
