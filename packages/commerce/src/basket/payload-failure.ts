import { z } from 'zod';
import { fromZodError, type ValidationFailure, validationFailure } from '../validation';

const ownPrefixes = ['basket.', 'wishlist.', 'checkout.', 'orders.', 'engraving.'];

/**
 * The issues of a failed payload parse. A message key set in the shopping schemas
 * (`basket.itemGroupId`, `checkout.addressIncomplete`…) wins; the rest are the engine's generic
 * `validation.*` keys.
 */
export function payloadFailure(error: z.ZodError): ValidationFailure {
  return validationFailure(
    error.issues.flatMap((issue) =>
      ownPrefixes.some((prefix) => issue.message.startsWith(prefix))
        ? [{ field: issue.path.map(String).join('.'), key: issue.message }]
        : fromZodError(new z.ZodError([issue])).issues,
    ),
  );
}
