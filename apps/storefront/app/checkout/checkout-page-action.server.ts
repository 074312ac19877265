import { isValidationFailure, shopContext } from '@vitrine/commerce';
import {
  type CheckoutFormIntent,
  checkoutAddressFields,
  checkoutCodeSchema,
  checkoutFormInput,
  checkoutFormIntent,
  checkoutFormSchema,
  isCheckoutFormIntent,
  placeOrderInputOf,
  routePath,
} from '@vitrine/domain';
import { data, type RouterContextProvider, redirect } from 'react-router';
import { isOwnPagePost } from '../../server/api/security/origin-check';
import { keepVoucherCode } from '../basket/voucher-cookie.server';
import { readPageForm } from '../cms/cms-form-post.server';
import { loadSiteLayout } from '../cms/site-layout.server';
import { type CheckoutCodes, keepPostedCodes } from './checkout-codes.server';
import { checkoutHeaders } from './checkout-page.server';
import { priceCheckout } from './checkout-pricing.server';
import { type CheckoutMessage, checkoutRefusals } from './checkout-refusals';
import { summaryFingerprint } from './checkout-view.server';
import { thankYouCookie } from './thank-you-cookie.server';

/** What a post of the checkout form came to, for the page shown again. */
export interface CheckoutFormResult {
  readonly intent: CheckoutFormIntent;
  readonly errors: readonly CheckoutMessage[];
  /** The entries as posted, shown again (never the card number). */
  readonly values: Readonly<Record<string, string>>;
}

/** The fields whose entries are shown again after a post. */
const keptFields: readonly string[] = [
  'billingAddressId',
  'shippingAddressId',
  'differentShipping',
  'paymentMethod',
  'voucherCode',
  'giftCardCode',
  'termsAccepted',
  ...(['billingAddress', 'shippingAddress'] as const).flatMap((prefix) =>
    checkoutAddressFields.map((field) => `${prefix}.${field}`),
  ),
];

function keptValues(form: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const field of keptFields) {
    const value = form.get(field);
    if (typeof value === 'string') values[field] = value.slice(0, 200);
  }
  return values;
}

/** A code as posted (trimmed, upper case; the domain's code rule), or null for none. */
function postedCode(form: FormData, field: string): string | null {
  const parsed = checkoutCodeSchema.safeParse(form.get(field) ?? undefined);
  return parsed.success ? (parsed.data ?? null) : null;
}

/**
 * The checkout form posted by the browser itself (no JavaScript) or by the page (issue 18
 * `/kasse/`): `checkoutReview` prices the review again with the codes typed; `checkoutPlaceOrder`
 * checks the form with the domain's schema (every field at once, with its message key), then
 * the basket against the review's fingerprint (a basket changed in another tab is shown again,
 * not charged), then places the order with the form's idempotency key (a second send, a
 * reload or back-and-send again places no second order) and hands it to the thank-you page in
 * a short-lived cookie. A refused payment (402 declined, 503 failed) shows the page again with
 * the message at the payment choice; nothing is lost: the entries are kept (the card number
 * aside) and the basket stays.
 */
export async function handleCheckoutPagePost(
  request: Request,
  context: Readonly<RouterContextProvider>,
) {
  const form = await readPageForm(request);
  const intent = form.get('intent');
  if (!isCheckoutFormIntent(intent)) throw data(null, { status: 400, headers: checkoutHeaders });
  const values = keptValues(form);
  const codes: CheckoutCodes = {
    voucherCode: postedCode(form, 'voucherCode'),
    giftCardCode: postedCode(form, 'giftCardCode'),
  };
  const answer = (status: number, errors: readonly CheckoutMessage[] = []) =>
    data<CheckoutFormResult>({ intent, errors, values }, { status, headers: checkoutHeaders });

  if (!isOwnPagePost(request, context.shop)) {
    return answer(403, [{ field: '', key: 'checkout.foreignPage' }]);
  }
  const { shop, locale, services } = context;
  const visitor = await context.visitor();
  const customer =
    visitor.customerId === null || visitor.kind === 'anonymous'
      ? null
      : await services.commerce.identity.customer(visitor.customerId);
  if (customer === null || customer.email === null) {
    // The session ended since the page was shown: sign in (or as a guest) again.
    throw redirect(routePath('checkoutLogin', locale.pathPrefix), {
      status: 303,
      headers: checkoutHeaders,
    });
  }
  keepPostedCodes(context, codes);

  const read = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : undefined;
  };
  const parsed = checkoutFormSchema.safeParse(checkoutFormInput(read));
  if (intent === checkoutFormIntent.review) {
    const codeErrors = parsed.success
      ? []
      : parsed.error.issues
          .filter((issue) => issue.path[0] === 'voucherCode' || issue.path[0] === 'giftCardCode')
          .map((issue) => ({ field: String(issue.path[0]), key: issue.message }));
    return answer(codeErrors.length > 0 ? 400 : 200, codeErrors);
  }
  if (!parsed.success) return answer(400, checkoutRefusals(read));
  const order = parsed.data;

  const { summary, refused } = await priceCheckout(context, visitor.userId, codes);
  if (refused.length > 0) return answer(422, refused);
  // An empty basket is asked too: the key may have placed the order already (a reload or
  // back-and-send after ordering), which then answers the same order.
  if (summary.basket.items.length > 0 && summaryFingerprint(summary) !== order.basketFingerprint) {
    return answer(409, [{ field: '', key: 'checkout.basketChanged' }]);
  }
  const layout = await loadSiteLayout(context);
  const placed = await services.commerce.checkout.placeOrder(
    shopContext(shop, locale),
    {
      userId: visitor.userId,
      customerId: customer.id,
      email: customer.email,
      isGuest: customer.isGuest,
    },
    placeOrderInputOf(order),
    { shippingCosts: layout?.content.layout.config.shippingCosts ?? null },
  );
  if (isValidationFailure(placed)) {
    return answer(
      400,
      placed.issues.map((issue) => ({ field: issue.field ?? '', key: issue.key })),
    );
  }
  if (placed.kind === 'refused') {
    if (placed.key === 'checkout.basketEmpty') {
      throw redirect(routePath('basket', locale.pathPrefix), {
        status: 303,
        headers: checkoutHeaders,
      });
    }
    const atPayment = placed.field === 'paymentMethod' || placed.field === 'giftCardCode';
    return answer(placed.status, [
      { field: atPayment ? (placed.field ?? '') : '', key: placed.key },
    ]);
  }
  const headers = new Headers(checkoutHeaders);
  headers.append('Set-Cookie', thankYouCookie(context, placed.orderNumber));
  // The voucher went into the order: the basket's next order starts without it.
  if (codes.voucherCode !== null) headers.append('Set-Cookie', keepVoucherCode(context, null));
  throw redirect(routePath('thankYou', locale.pathPrefix), { status: 303, headers });
}

export type { CheckoutMessage };
