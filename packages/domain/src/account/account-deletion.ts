import { z } from 'zod';
import { genericMessageKeys } from '../validation/message-keys';

/** The longest password taken: anything longer cannot be one and is not hashed. */
const passwordMaxLength = 200;

/**
 * Delete account (spec §2 `/konto/account-loeschen/`, the delete-account dialog): the account's
 * password once more, so a session left open on a shared computer is not enough to delete it.
 * Only required (an account may predate the §5 rules); the engine judges whether it is right.
 */
export const accountDeletionSchema = z.object({
  password: z
    .string({ error: genericMessageKeys.required })
    .min(1, { error: genericMessageKeys.required, abort: true })
    .max(passwordMaxLength, { error: genericMessageKeys.maxLength }),
});

export type AccountDeletionForm = z.output<typeof accountDeletionSchema>;
