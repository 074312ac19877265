import { z } from 'zod';
import { genericMessageKeys } from '../validation/message-keys';
import { newPasswordSchema } from '../validation/password';
import {
  type LeakedSuffixLookup,
  leakCheckedPasswordSchema,
} from '../validation/password-leak-check';

/** The longest current password taken: anything longer cannot be one and is not hashed. */
const currentPasswordMaxLength = 200;

/**
 * Change password (issue 19 `/konto/passwort/`): the current password, only required (an
 * account may predate the rules), and the new one by the §5 rules of a new password.
 */
export const passwordChangeSchema = z.object({
  current_password: z
    .string({ error: genericMessageKeys.required })
    .min(1, { error: genericMessageKeys.required, abort: true })
    .max(currentPasswordMaxLength, { error: genericMessageKeys.maxLength }),
  new_password: newPasswordSchema,
});

export type PasswordChangeForm = z.output<typeof passwordChangeSchema>;

/**
 * {@link passwordChangeSchema} with the leak check on the new password (§5, as at register),
 * for the server, which can make the call. Parse with `safeParseAsync`.
 */
export function passwordChangeSchemaWithLeakCheck(lookup: LeakedSuffixLookup) {
  return passwordChangeSchema.extend({ new_password: leakCheckedPasswordSchema(lookup) });
}
