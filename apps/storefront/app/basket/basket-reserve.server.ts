import {
  type BasketLineView,
  basketKey,
  basketLineView,
  basketReserveHref,
  basketReserveStep,
  reservableLineKeys,
} from '@vitrine/domain';
import type { RouterContextProvider } from 'react-router';
import { isStorableString } from '../../server/api/security/storable-input';
import { handlePickupReservationPost, loadPickupView } from '../pickup/pickup-reservation.server';
import { type PickupView, pickupFields } from '../pickup/pickup-reservation-form';

/** A basket line's click-and-reserve: its variant's stores and the step's address without JavaScript. */
export interface BasketReserveLine {
  readonly pickup: PickupView;
  /** The page's step for this line (`?dialog=reserve&zeile=…`). */
  readonly href: string;
}

/** The basket's click-and-reserve (issue 16, §2), where the shop's flag is on (§6). */
export interface BasketReserveView {
  /** The lines that offer it, by line key. */
  readonly lines: Readonly<Record<string, BasketReserveLine>>;
  /** The line whose step the page shows without JavaScript, if any. */
  readonly step: string | null;
}

/** The engine takes at most this many of one article into a store's reservation. */
const maxReservedQuantity = 10;

/**
 * The basket lines' click-and-reserve where the shop has it (§6 clickAndReserve; null
 * elsewhere, so the page shows nothing of it): each line that is an article of its own with
 * its variant's stores (`loadPickupView`, as the product page), and the line whose step the
 * query asks for (`basketReserveStep`; an unknown line, or any in a shop without the flag, is
 * answered as an unknown dialog: no step).
 */
export async function loadBasketReserve(
  context: Readonly<RouterContextProvider>,
  lines: readonly BasketLineView[],
  basketPath: string,
  query: URLSearchParams,
): Promise<BasketReserveView | null> {
  if (!context.shop.flags.clickAndReserve) return null;
  const keys = reservableLineKeys(
    context.shop,
    lines.map((line) => ({ key: line.item.key, followsMainItem: line.followsMainItem })),
  );
  const offers = await Promise.all(
    lines
      .filter((line) => keys.includes(line.item.key))
      .map(async (line) => ({
        key: line.item.key,
        pickup: await loadPickupView(context, line.item.variant.id),
      })),
  );
  const offered: Record<string, BasketReserveLine> = {};
  for (const { key, pickup } of offers) {
    if (pickup !== null) offered[key] = { pickup, href: basketReserveHref(basketPath, key) };
  }
  return { lines: offered, step: basketReserveStep(Object.keys(offered), query) };
}

/**
 * A line's reservation posted to the basket page (issue 16, §2), by the step's form without
 * JavaScript or the dialog's fetcher: the shared click-and-reserve handling
 * (`handlePickupReservationPost`, as the product page) for the line's variant and quantity. The
 * line must be one of the visitor's own basket that offers it, else 404 (another visitor's
 * line key included); the answer's toast names the store and the reservation's number.
 */
export function handleBasketReservePost(
  request: Request,
  context: Readonly<RouterContextProvider>,
  form: FormData,
) {
  const itemKey = form.get(pickupFields.itemKey);
  const known =
    typeof itemKey === 'string' &&
    itemKey.length > 0 &&
    itemKey.length <= 200 &&
    isStorableString(itemKey);
  return handlePickupReservationPost(
    request,
    context,
    form,
    known
      ? {
          key: itemKey,
          resolve: async (shop) => {
            const visitor = await context.visitor();
            if (visitor.sessionId === null || basketKey(context.shop.id, visitor.userId) === null) {
              return null;
            }
            const basket = await context.services.commerce.basket.basketOf(shop, visitor.userId);
            const lines = basket.items.map(basketLineView);
            const reservable = reservableLineKeys(
              context.shop,
              lines.map((line) => ({ key: line.item.key, followsMainItem: line.followsMainItem })),
            );
            const line = lines.find(
              (candidate) => candidate.item.key === itemKey && reservable.includes(itemKey),
            );
            if (line === undefined) return null;
            return {
              variantId: line.item.variant.id,
              quantity: Math.min(line.item.quantity, maxReservedQuantity),
            };
          },
          reservedToast: ({ store, reservationNumber }) => ({
            type: 'toast.show',
            variant: 'success',
            message: 'basketReserve.reserved',
            values: { store, number: reservationNumber },
          }),
        }
      : null,
  );
}
