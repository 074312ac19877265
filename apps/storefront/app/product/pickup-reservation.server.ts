import { isValidationFailure, shopContext } from '@vitrine/commerce';
import {
  emailSchema,
  type FieldError,
  genericMessageKeys,
  personNameSchema,
  type ShowToast,
  toFieldErrors,
} from '@vitrine/domain';
import { data, type RouterContextProvider } from 'react-router';
import { z } from 'zod';
import { isOwnPagePost } from '../../server/api/security/origin-check';
import { isStorableString } from '../../server/api/security/storable-input';
import { privatePageCache } from '../../server/http/cache-control';
import { pageToastsContext } from '../routing/page-guards.server';
import {
  type PickupOutcome,
  type PickupResult,
  type PickupValues,
  type PickupView,
  pickupFields,
  pickupIntent,
} from './pickup-reservation-form';

const noStore = { 'Cache-Control': privatePageCache };

/** Who collects the article: §5's name and address rules. */
const shopperSchema = z.object({
  firstName: personNameSchema,
  lastName: personNameSchema,
  email: emailSchema,
});

/**
 * Click-and-reserve for the page's selected variant, where the shop's flag is on (§6): the
 * shop's stores with the variant's stock. Null elsewhere, so the page leaves it out.
 */
export async function loadPickupView(
  context: Readonly<RouterContextProvider>,
  variantId: number | null,
): Promise<PickupView | null> {
  const { shop, locale, services } = context;
  if (!shop.flags.clickAndReserve || variantId === null) return null;
  const offer = await services.commerce.pickup.offer(shopContext(shop, locale), variantId);
  if (offer === null) return null;
  return {
    variantId,
    onlineOnly: offer.onlineOnly,
    stores: offer.stores.map((store) => ({
      id: store.id,
      name: store.name,
      address: `${store.street}, ${store.postalCode} ${store.city}`,
      inStock: store.inStock,
    })),
  };
}

function variantIdOf(value: FormDataEntryValue | null): number | null {
  if (typeof value !== 'string' || !/^[1-9][0-9]{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= 2_147_483_647 ? id : null;
}

/** The form's text fields as typed (what the page shows again beside an error). */
function valuesOf(form: FormData): PickupValues {
  const values: Record<string, string> = {};
  for (const field of ['storeId', 'firstName', 'lastName', 'email'] as const) {
    const value = form.get(pickupFields[field]);
    if (typeof value === 'string' && value.length <= 300 && isStorableString(value)) {
      values[field] = value;
    }
  }
  return values;
}

/**
 * The click-and-reserve form (issue 15, §2) posted to its product page by the browser itself
 * or by its fetcher. Only where the shop's flag is on (else 404: no shop without it shows the
 * form), from the shop's own pages, within a rate limit; the shopper's names and address by
 * §5's rules, the variant one of this page's product. The engine stores the reservation in a
 * store that has the article. The page answers with the confirmation (store and number) or the
 * fields' messages, and a toast: 400 invalid, 403 foreign page, 404 not this product's variant
 * or store, 409 the store does not have it (any more), 429 too many.
 */
export async function handlePickupReservationPost(
  request: Request,
  context: Readonly<RouterContextProvider>,
  form: FormData,
  productNumber: string,
) {
  const { shop, locale, services } = context;
  const variantId = variantIdOf(form.get(pickupFields.variantId));
  if (!shop.flags.clickAndReserve) throw data(null, { status: 404, headers: noStore });
  if (variantId === null) throw data(null, { status: 400, headers: noStore });
  const answer = (
    outcome: PickupOutcome,
    status: number,
    toast: ShowToast | null,
    headers: Record<string, string> = {},
  ) => {
    if (toast !== null) context.set(pageToastsContext, [...context.get(pageToastsContext), toast]);
    const result: PickupResult = { intent: pickupIntent, variantId, outcome, toast };
    return data(result, { status, headers: { ...noStore, ...headers } });
  };
  const failed = (status: number, message: string, headers: Record<string, string> = {}) =>
    answer({ state: 'failed' }, status, { type: 'toast.show', variant: 'error', message }, headers);

  if (!isOwnPagePost(request, shop)) return failed(403, 'productPage.reservationFailed');
  const limit = await context.rateLimits.consume('pickupReservation', context.clientAddress);
  if (!limit.allowed) {
    return failed(429, 'productPage.reservationFailed', {
      'Retry-After': String(limit.retryAfterSeconds),
    });
  }

  const values = valuesOf(form);
  const parsed = shopperSchema.safeParse({
    firstName: values.firstName ?? '',
    lastName: values.lastName ?? '',
    email: values.email ?? '',
  });
  const errors: FieldError[] = parsed.success ? [] : toFieldErrors(parsed.error);
  if (values.storeId === undefined || values.storeId === '') {
    errors.unshift({ field: 'storeId', key: genericMessageKeys.required, params: {} });
  }
  if (!parsed.success || errors.length > 0) {
    return answer({ state: 'invalid', errors, values }, 400, null);
  }

  const commerceShop = shopContext(shop, locale);
  const product = await services.commerce.catalog.productByNumber(commerceShop, productNumber);
  if (product === null || !product.variants.some((variant) => variant.id === variantId)) {
    throw data(null, { status: 404, headers: noStore });
  }
  const outcome = await services.commerce.pickup.reserve(commerceShop, {
    variantId,
    storeId: values.storeId,
    ...parsed.data,
  });
  if (outcome.kind === 'ok') {
    return answer(
      {
        state: 'sent',
        storeName: outcome.store.name,
        reservationNumber: outcome.reservationNumber,
      },
      200,
      {
        type: 'toast.show',
        variant: 'success',
        message: 'dialogs.clickAndReserve.reserved',
        values: { store: outcome.store.name },
      },
    );
  }
  if (outcome.kind === 'refused') return failed(409, 'productPage.reservationUnavailable');
  if (isValidationFailure(outcome)) return failed(400, 'productPage.reservationFailed');
  throw data(null, { status: 404, headers: noStore });
}
