import {
  type ContactRequest,
  type ContactSubjectRule,
  contactRequestSchemaFor,
  type FieldError,
  type NewsletterRequest,
  newsletterRequestSchema,
  toFieldErrors,
} from '@vitrine/domain';
import type { z } from 'zod';

/**
 * The forms' browser checks: the domain's one schema of each form, the very schema the page's
 * post without JavaScript, the /api call and the engine apply (issue 18), so what the form
 * sends is what the call accepts and what it refuses the form says first.
 */

/** A form's values as its schema reads them, or the field errors to show (§5 message keys). */
export type FormCheck<Values> =
  | { readonly valid: true; readonly values: Values }
  | { readonly valid: false; readonly errors: readonly FieldError[] };

/** The contact form's fields as the form names them, and as the call names them. */
const contactCallNames: Readonly<Record<string, string>> = {
  subject: 'subject',
  name: 'name',
  email: 'email',
  orderNumber: 'order_number',
  message: 'message',
};
const contactFormNames = new Map(
  Object.entries(contactCallNames).map(([form, call]) => [call, form]),
);

function check<Values>(
  result: z.ZodSafeParseResult<Values>,
  fieldName: (field: string) => string = (field) => field,
): FormCheck<Values> {
  return result.success
    ? { valid: true, values: result.data }
    : {
        valid: false,
        errors: toFieldErrors(result.error).map((error) => ({
          ...error,
          field: fieldName(error.field),
        })),
      };
}

/** The newsletter sign-up's values checked before they are sent (§7 newsletter call). */
export function checkNewsletterSignup(
  values: Readonly<Record<string, string>>,
): FormCheck<NewsletterRequest> {
  return check(newsletterRequestSchema.safeParse(values));
}

/**
 * The contact form's values checked against the layout's subjects before they are sent: the
 * values are the contact call's body (`order_number`, left out when empty), the errors are at
 * the form's fields (`orderNumber`).
 */
export function checkContactForm(
  subjects: readonly ContactSubjectRule[],
  values: Readonly<Record<string, string>>,
): FormCheck<ContactRequest> {
  const body: Record<string, string> = {};
  for (const [form, call] of Object.entries(contactCallNames)) {
    const value = values[form];
    if (value !== undefined && !(call === 'order_number' && value.trim() === '')) {
      body[call] = value;
    }
  }
  return check(
    contactRequestSchemaFor(subjects).safeParse(body),
    (field) => contactFormNames.get(field) ?? field,
  );
}
