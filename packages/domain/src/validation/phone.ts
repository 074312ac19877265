import { z } from 'zod';
import { genericMessageKeys, ruleMessageKeys } from './message-keys';

/** The longest phone number taken. */
export const phoneMaxLength = 30;

/**
 * An optional phone number of the account (personal data, an address-book entry): digits,
 * spaces, `+`, `/`, `-`, `(` and `)`, starting with a digit or `+`, at least 4 and at most 30 characters. The
 * spec gives no rule; this keeps what a courier can dial. Left empty (or missing) it is left
 * out of the parsed output.
 *
 * @example
 * phoneSchema.parse(' +49 221 123456 '); // '+49 221 123456'
 * phoneSchema.parse(''); // undefined
 */
export const phoneSchema = z.preprocess(
  (value) =>
    value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value,
  z
    .string({ error: ruleMessageKeys.invalid })
    .trim()
    .max(phoneMaxLength, { error: genericMessageKeys.maxLength, abort: true })
    .regex(/^\+?[0-9][0-9 ()/-]{3,}$/, { error: ruleMessageKeys.invalid })
    .optional(),
);
