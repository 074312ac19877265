import { isValidationFailure, shopContext } from '@vitrine/commerce';
import {
  type FieldError,
  productLink,
  resetSchema,
  ruleMessageKeys,
  type ShowToast,
  shopBaseUrl,
  toFieldErrors,
} from '@vitrine/domain';
import { data, type RouterContextProvider } from 'react-router';
import { isOwnPagePost } from '../../server/api/security/origin-check';
import { isStorableString } from '../../server/api/security/storable-input';
import { privatePageCache } from '../../server/http/cache-control';
import { addPageToast } from '../routing/page-guards.server';
import { variantIdOf } from '../shopping/variant-id-field';
import {
  type StockReminderOutcome,
  type StockReminderResult,
  stockReminderFields,
  stockReminderIntent,
} from './stock-reminder-form';

const noStore = { 'Cache-Control': privatePageCache };

/**
 * The remind-when-available form of a sold-out variant (issue 15, §2), posted to its product
 * page by the browser itself or by the form's fetcher. Held to what a form with an address is
 * held to — the same-origin check and a rate limit per client — the address is checked as §5
 * checks one (required, valid, trimmed, lower-cased) and the variant must be one of this
 * page's product. The engine stores the request (asking twice is once) with the variant's
 * page address for the mail. The page renders again with the confirmation or the field's
 * message, and a toast: 400 invalid, 403 foreign page, 404 not this product's variant, 409
 * the variant can be bought, 429 too many.
 */
export async function handleStockReminderPost(
  request: Request,
  context: Readonly<RouterContextProvider>,
  form: FormData,
  productNumber: string,
) {
  const variantId = variantIdOf(form.get(stockReminderFields.variantId));
  const rawEmail = form.get(stockReminderFields.email);
  if (variantId === null || (rawEmail !== null && typeof rawEmail !== 'string')) {
    throw data(null, { status: 400, headers: noStore });
  }
  const answer = (
    outcome: StockReminderOutcome,
    status: number,
    toast: ShowToast | null,
    headers: Record<string, string> = {},
  ) => {
    if (toast !== null) addPageToast(context, toast);
    const result: StockReminderResult = { intent: stockReminderIntent, variantId, outcome, toast };
    return data(result, { status, headers: { ...noStore, ...headers } });
  };
  const failed = (status: number, headers: Record<string, string> = {}) =>
    answer(
      { state: 'failed' },
      status,
      { type: 'toast.show', variant: 'error', message: 'productPage.reminderFailed' },
      headers,
    );

  const { shop, locale, services, hostKind, port } = context;
  if (!isOwnPagePost(request, shop)) return failed(403);
  const limit = await context.rateLimits.consume('stockReminder', context.clientAddress);
  if (!limit.allowed) return failed(429, { 'Retry-After': String(limit.retryAfterSeconds) });

  const email = rawEmail ?? '';
  const parsed = resetSchema.safeParse({ email });
  if (!parsed.success || !isStorableString(email)) {
    const errors: FieldError[] = parsed.success
      ? [{ field: 'email', key: ruleMessageKeys.invalid, params: {} }]
      : toFieldErrors(parsed.error);
    return answer(
      { state: 'invalid', errors, email: isStorableString(email) ? email : '' },
      400,
      null,
    );
  }

  const commerceShop = shopContext(shop, locale);
  const product = await services.commerce.catalog.productByNumber(commerceShop, productNumber);
  const variant = product?.variants.find((candidate) => candidate.id === variantId);
  if (product === null || product === undefined || variant === undefined) {
    throw data(null, { status: 404, headers: noStore });
  }
  const productUrl = `${shopBaseUrl(shop, locale, hostKind, port)}${productLink(product, {
    variant: variant.referenceKey,
  })}`;
  const outcome = await services.commerce.stockReminders.request(commerceShop, {
    email: parsed.data.email,
    variantId,
    productUrl,
  });
  if (outcome.kind === 'ok') {
    return answer({ state: 'sent' }, 200, {
      type: 'toast.show',
      variant: 'success',
      message: 'dialogs.remindWhenAvailable.sent',
    });
  }
  if (outcome.kind === 'refused') {
    return answer({ state: 'failed' }, 409, {
      type: 'toast.show',
      variant: 'info',
      message: 'productPage.reminderAvailable',
    });
  }
  return failed(isValidationFailure(outcome) ? 400 : 404);
}
