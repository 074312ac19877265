import {
  emailSchema,
  type FieldError,
  genericMessageKeys,
  personNameSchema,
  type ShowToast,
  toFieldErrors,
} from '@vitrine/domain';
import { z } from 'zod';

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

/** Who collects the article: §5's name and address rules (the server's and the browser's check). */
export const pickupShopperSchema = z.object({
  firstName: personNameSchema,
  lastName: personNameSchema,
  email: emailSchema,
});

/**
 * The form's fields checked as the server checks them: the store chosen and the collector's
 * names and address by §5's rules. The messages' keys, the store's first (empty when it is valid).
 */
export function pickupFieldErrors(values: PickupValues): FieldError[] {
  const parsed = pickupShopperSchema.safeParse({
    firstName: values.firstName ?? '',
    lastName: values.lastName ?? '',
    email: values.email ?? '',
  });
  const errors: FieldError[] = parsed.success ? [] : toFieldErrors(parsed.error);
  if (values.storeId === undefined || values.storeId === '') {
    errors.unshift({ field: 'storeId', key: genericMessageKeys.required, params: {} });
  }
  return errors;
}
