import {
  contactRequestSchema,
  countryCodes,
  genderSchema,
  genericMessageKeys,
  newsletterRequestSchema,
  personNameSchema,
  phoneSchema,
  ruleMessageKeys,
} from '@vitrine/domain';
import { z } from 'zod';
import { isStorableText } from '../validation';

/**
 * The account forms' fields. The spec gives rules for names, e-mail and gender (§5); the
 * other fields only get what keeps the data usable: required where a parcel needs them, a
 * length limit, and no control characters.
 */
function line(max: number) {
  return z
    .string({ error: genericMessageKeys.required })
    .trim()
    .min(1, { error: genericMessageKeys.required, abort: true })
    .max(max, { error: genericMessageKeys.maxLength, abort: true })
    .refine(isStorableText, { error: ruleMessageKeys.invalid });
}

function optionalLine(max: number) {
  return z.preprocess(
    (value) =>
      value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value,
    line(max).optional(),
  );
}

const name = personNameSchema.pipe(z.string().max(60, { error: genericMessageKeys.maxLength }));

/** The account's phone rule, one for the page forms and the calls. */
const phone = phoneSchema;

/** A birth date `YYYY-MM-DD` that exists and lies between 1900 and today. */
const birthDate = z.preprocess(
  (value) => (value === null || value === '' ? undefined : value),
  z
    .string({ error: ruleMessageKeys.invalid })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: ruleMessageKeys.invalid, abort: true })
    .refine(
      (text) => {
        const date = new Date(`${text}T00:00:00Z`);
        return (
          !Number.isNaN(date.getTime()) &&
          date.toISOString().slice(0, 10) === text &&
          text >= '1900-01-01' &&
          date.getTime() <= Date.now()
        );
      },
      { error: ruleMessageKeys.invalid },
    )
    .optional(),
);

/** Personal data (`/konto/persoenliche-daten/`). */
export const personalDataSchema = z.object({
  first_name: name,
  last_name: name,
  gender: genderSchema,
  phone,
  birth_date: birthDate,
});

/** An address of the address book (`/konto/adressbuch/`). */
export const addressSchema = z.object({
  gender: genderSchema,
  first_name: name,
  last_name: name,
  company: optionalLine(100),
  street: line(100),
  house_number: line(20),
  addition: optionalLine(100),
  postal_code: line(10).pipe(
    z.string().regex(/^[A-Za-z0-9 -]{3,10}$/, { error: ruleMessageKeys.invalid }),
  ),
  city: line(60),
  country: z.preprocess(
    (value) => (typeof value === 'string' ? value.trim().toUpperCase() : value),
    z.enum(countryCodes, { error: ruleMessageKeys.invalidChoice }),
  ),
  phone,
  is_default_billing: z.boolean({ error: ruleMessageKeys.invalidChoice }).optional(),
  is_default_shipping: z.boolean({ error: ruleMessageKeys.invalidChoice }).optional(),
});

/**
 * The contact form (`/kontakt/`, `/konto/kontakt/`): the domain's one schema of the form, the
 * same its browser check and the storefront's post apply (issue 18).
 */
export const contactSchema = contactRequestSchema;

/** The §7 newsletter call: the domain's one schema of the sign-up (issue 18). */
export const newsletterSchema = newsletterRequestSchema;

/** Change password: the current one and the new one (§5 rules, checked by the caller). */
export const changePasswordSchema = z.object({
  current_password: z
    .string({ error: genericMessageKeys.required })
    .min(1, { error: genericMessageKeys.required })
    .max(200, { error: genericMessageKeys.maxLength }),
});

export type PersonalDataInput = z.output<typeof personalDataSchema>;
export type AddressInput = z.output<typeof addressSchema>;
export type ContactInput = z.output<typeof contactSchema>;
export type NewsletterInput = z.output<typeof newsletterSchema>;
