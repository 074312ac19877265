import { z } from 'zod';
import { genericMessageKeys, newPasswordMessageKeys } from './message-keys';

/** Password length limits for new and registering passwords (§5, §9). */
export const passwordLength = { min: 10, max: 30 } as const;

const keys = newPasswordMessageKeys;

/**
 * A new or registering password (§5): required, 10 to 30 characters, at least one lowercase
 * and one uppercase letter, no white space. "Letter" is any Unicode letter, so `ä` and `É`
 * count. The value is never trimmed: a space is an error the shopper must see, not something
 * to remove silently. Every rule that fails is reported (the password guide lists them all),
 * except when the value is missing.
 *
 * @example
 * newPasswordSchema.safeParse('kurz').error?.issues.map((issue) => issue.message);
 * // ['reset-password.fields.new-password.min', 'reset-password.fields.new-password.uppercase']
 */
export const newPasswordSchema = z
  .string({ error: keys.required })
  .min(1, { error: keys.required, abort: true })
  .min(passwordLength.min, { error: keys.min })
  .max(passwordLength.max, { error: keys.max })
  .regex(/\p{Ll}/u, { error: keys.lowercase })
  .regex(/\p{Lu}/u, { error: keys.uppercase })
  .regex(/^\S*$/u, { error: keys.noSpaces });

/**
 * The password of the login form: only required. Existing accounts may predate the rules
 * for new passwords, so logging in must not enforce them.
 */
export const loginPasswordSchema = z
  .string({ error: genericMessageKeys.required })
  .min(1, { error: genericMessageKeys.required });
