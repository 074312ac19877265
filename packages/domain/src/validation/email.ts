import { z } from 'zod';
import { genericMessageKeys } from './message-keys';

/** The longest address SMTP can deliver to (RFC 5321 path limit). */
export const emailMaxLength = 254;

/**
 * An e-mail address (§5): required and well formed. The parsed value is trimmed and
 * lower-cased, because the auth call and the tracking hash both need that form.
 *
 * @example
 * emailSchema.parse('  Anna.Muster@Example.DE '); // 'anna.muster@example.de'
 */
export const emailSchema = z
  .string({ error: genericMessageKeys.required })
  .trim()
  .toLowerCase()
  .min(1, { error: genericMessageKeys.required, abort: true })
  .max(emailMaxLength, { error: genericMessageKeys.maxLength, abort: true })
  .regex(z.regexes.email, { error: genericMessageKeys.email });
