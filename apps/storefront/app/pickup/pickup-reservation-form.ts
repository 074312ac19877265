import type { FieldError, ShowToast } from '@vitrine/domain';

/**
 * The click-and-reserve form's field names and intent (issue 15, 16), posted to the product
 * page (which names the variant) or to the basket page (which names the line).
 */
export const pickupFields = {
  intent: 'intent',
  variantId: 'variantId',
  itemKey: 'itemKey',
  storeId: 'storeId',
  firstName: 'firstName',
  lastName: 'lastName',
  email: 'email',
} as const;

export const pickupIntent = 'reservePickup';

/** A store as the page lists it for the selected variant. */
export interface PickupStoreView {
  readonly id: string;
  readonly name: string;
  readonly address: string;
  readonly inStock: boolean;
}

/** Click-and-reserve for the selected variant where the shop offers it (§6 clickAndReserve). */
export interface PickupView {
  readonly variantId: number;
  /** §4: online only (not buyable, personalised, bulky, VPP, bundle): no store can hold it. */
  readonly onlineOnly: boolean;
  readonly stores: readonly PickupStoreView[];
}

export type PickupValues = Partial<Record<'storeId' | 'firstName' | 'lastName' | 'email', string>>;

export type PickupOutcome =
  | { readonly state: 'sent'; readonly storeName: string; readonly reservationNumber: string }
  | {
      readonly state: 'invalid';
      readonly errors: readonly FieldError[];
      readonly values: PickupValues;
    }
  | { readonly state: 'failed' };

export interface PickupResult {
  readonly intent: typeof pickupIntent;
  /** The form the answer is for: the product page's variant id, the basket's line key. */
  readonly target: string;
  readonly outcome: PickupOutcome;
  readonly toast: ShowToast | null;
}

export function isPickupResult(data: unknown): data is PickupResult {
  return (
    typeof data === 'object' &&
    data !== null &&
    (data as { intent?: unknown }).intent === pickupIntent
  );
}
