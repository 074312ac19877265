import {
  addressBookEntrySchema,
  contactRequestSchema,
  genericMessageKeys,
  newsletterRequestSchema,
  personalDataFormSchema,
  ruleMessageKeys,
} from '@vitrine/domain';
import { z } from 'zod';

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

/**
 * Personal data (`/konto/persoenliche-daten/`): the page's one schema (salutation required, §5
 * names, the account's phone rule; issue 18), with the birth date the call also takes.
 */
export const personalDataSchema = personalDataFormSchema.extend({ birth_date: birthDate });

/**
 * An address of the address book (`/konto/adressbuch/`) by its /api call's names: the domain's
 * one schema of the entry, with the field rules the page and the checkout apply (issue 18).
 */
export const addressSchema = addressBookEntrySchema;

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
