import { z } from 'zod';
import { emailSchema } from './email';
import { formBooleanSchema } from './form-boolean';
import { genderSchema } from './gender';
import { loginPasswordSchema, newPasswordSchema } from './password';
import { type LeakedSuffixLookup, leakCheckedPasswordSchema } from './password-leak-check';
import { personNameSchema } from './person-name';

/**
 * The auth form groups of §5, with the field names the forms post (§3 Auth form). Unknown
 * fields (a submit button's name, a CSRF token) are dropped from the parsed output.
 */

/** Login = email, password. */
export const loginSchema = z.object({
  email: emailSchema,
  password: loginPasswordSchema,
});

/** Register = first_name, last_name, gender, email, register_password, newsletter. */
export const registerSchema = z.object({
  first_name: personNameSchema,
  last_name: personNameSchema,
  gender: genderSchema,
  email: emailSchema,
  register_password: newPasswordSchema,
  newsletter: formBooleanSchema,
});

/** Guest = first_name, last_name, gender, email, newsletter. */
export const guestSchema = z.object({
  first_name: personNameSchema,
  last_name: personNameSchema,
  gender: genderSchema,
  email: emailSchema,
  newsletter: formBooleanSchema,
});

/** Reset = email. */
export const resetSchema = z.object({
  email: emailSchema,
});

/**
 * {@link registerSchema} with the leak check on `register_password` (§5), for the place that
 * can make the call. Parse with `safeParseAsync`.
 */
export function registerSchemaWithLeakCheck(lookup: LeakedSuffixLookup) {
  return registerSchema.extend({ register_password: leakCheckedPasswordSchema(lookup) });
}

export type LoginForm = z.output<typeof loginSchema>;
export type RegisterForm = z.output<typeof registerSchema>;
export type GuestForm = z.output<typeof guestSchema>;
export type ResetForm = z.output<typeof resetSchema>;
