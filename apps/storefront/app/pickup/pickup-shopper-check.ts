import {
  emailSchema,
  type FieldError,
  genericMessageKeys,
  personNameSchema,
  toFieldErrors,
} from '@vitrine/domain';
import { z } from 'zod';
import type { PickupValues } from './pickup-reservation-form';

// The click-and-reserve form's rules, apart from its names and types: the validation library
// comes to a browser only where a page checks the form itself (the basket's dialog, on its
// first reservation), never with the product page.

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
