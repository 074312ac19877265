import { isValidationFailure, type ShopContext, shopContext } from '@vitrine/commerce';
import type { ShowToast } from '@vitrine/domain';
import { data, type RouterContextProvider } from 'react-router';
import { isOwnPagePost } from '../../server/api/security/origin-check';
import { isStorableString } from '../../server/api/security/storable-input';
import { privatePageCache } from '../../server/http/cache-control';
import { addPageToast } from '../routing/page-guards.server';
import {
  type PickupOutcome,
  type PickupResult,
  type PickupValues,
  type PickupView,
  pickupFields,
  pickupIntent,
} from './pickup-reservation-form';
import { pickupFieldErrors, pickupShopperSchema } from './pickup-shopper-check';

const noStore = { 'Cache-Control': privatePageCache };

/**
 * Click-and-reserve for a variant (the product page's selected one, a basket line's), where the
 * shop's flag is on (§6): the shop's stores with the variant's stock. Null elsewhere, so the
 * page leaves it out.
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
 * What a page's reservation form is for. The page resolves its article itself, and so checks
 * it is its own: the product page's variant of its product, the basket's line of the
 * visitor's own basket.
 */
export interface PickupTarget {
  /** What the answer names, for the page to show it at the form it came from. */
  readonly key: string;
  /** The variant to reserve and how many, once the form is valid; null: not the page's (404). */
  readonly resolve: (
    shop: ShopContext,
  ) => Promise<{ readonly variantId: number; readonly quantity?: number } | null>;
  /**
   * The toast of a reservation made; by default the store's name (the product page shows the
   * number in place; the basket answers a post without JavaScript with the toast alone).
   */
  readonly reservedToast?: (reserved: {
    readonly store: string;
    readonly reservationNumber: string;
  }) => ShowToast;
}

/**
 * A click-and-reserve form (issue 15, 16, §2) posted to its page by the browser itself or by
 * its fetcher. Only where the shop's flag is on (else 404: no shop without it shows the form),
 * from the shop's own pages, within a rate limit; the shopper's names and address by §5's
 * rules, the article one of this page's (`target`, null when the form names none: 400). The
 * engine stores the reservation in a store that has the article. The page answers with the
 * confirmation (store and number) or the fields' messages, and a toast: 400 invalid, 403
 * foreign page, 404 not this page's article or store, 409 the store does not have it (any
 * more), 429 too many.
 */
export async function handlePickupReservationPost(
  request: Request,
  context: Readonly<RouterContextProvider>,
  form: FormData,
  target: PickupTarget | null,
) {
  const { shop, locale, services } = context;
  if (!shop.flags.clickAndReserve) throw data(null, { status: 404, headers: noStore });
  if (target === null) throw data(null, { status: 400, headers: noStore });
  const answer = (
    outcome: PickupOutcome,
    status: number,
    toast: ShowToast | null,
    headers: Record<string, string> = {},
  ) => {
    if (toast !== null) addPageToast(context, toast);
    const result: PickupResult = { intent: pickupIntent, target: target.key, outcome, toast };
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
  const errors = pickupFieldErrors(values);
  const parsed = pickupShopperSchema.safeParse({
    firstName: values.firstName,
    lastName: values.lastName,
    email: values.email,
  });
  if (!parsed.success || errors.length > 0 || values.storeId === undefined) {
    return answer({ state: 'invalid', errors, values }, 400, null);
  }

  const commerceShop = shopContext(shop, locale);
  const article = await target.resolve(commerceShop);
  if (article === null) throw data(null, { status: 404, headers: noStore });
  const outcome = await services.commerce.pickup.reserve(commerceShop, {
    ...article,
    storeId: values.storeId,
    ...parsed.data,
  });
  if (outcome.kind === 'ok') {
    const reserved = {
      store: outcome.store.name,
      reservationNumber: outcome.reservationNumber,
    };
    return answer(
      {
        state: 'sent',
        storeName: outcome.store.name,
        reservationNumber: outcome.reservationNumber,
      },
      200,
      target.reservedToast?.(reserved) ?? {
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
