import { z } from 'zod';
import { emailSchema } from './email';
import { answeredFormBooleanSchema } from './form-boolean';
import { requiredGenderSchema } from './gender';
import { loginPasswordSchema, newPasswordSchema } from './password';
import { type LeakedSuffixLookup, leakCheckedPasswordSchema } from './password-leak-check';
import { personNameSchema } from './person-name';

/**
 * The auth form groups of §5, with the field names the forms post (§3 Auth form). Unknown
 * fields (a submit button's name, a CSRF token) are dropped from the parsed output. Gender
 * and newsletter are required in the register and guest groups (§5): a sign-up without them
 * is refused, not filed with the default salutation and no newsletter.
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
  gender: requiredGenderSchema,
  email: emailSchema,
  register_password: newPasswordSchema,
  newsletter: answeredFormBooleanSchema,
});

/** Guest = first_name, last_name, gender, email, newsletter. */
export const guestSchema = z.object({
  first_name: personNameSchema,
  last_name: personNameSchema,
  gender: requiredGenderSchema,
  email: emailSchema,
  newsletter: answeredFormBooleanSchema,
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
