import {
  emailSchema,
  type FieldError,
  genericMessageKeys,
  personNameSchema,
  toFieldErrors,
} from '@vitrine/domain';
import { z } from 'zod';

/**
 * The limits of the shop's contact call (`POST /api/user/contact/`, the commerce
 * `contactSchema`): the form asks no less, so what it sends is what the call accepts.
 */
export const contactMessageMinLength = 10;
export const contactMessageMaxLength = 4000;
export const contactOrderNumberMaxLength = 30;

/** The newsletter sign-up: an e-mail address (§5) and where the sign-up came from (§7 source). */
export const newsletterSignupFormSchema = z.object({
  email: emailSchema,
  source: z.string().trim().min(1).max(100),
});

/**
 * The contact form: a subject of the layout's list, a name (§5 names), an e-mail address (§5),
 * the order number when the subject asks for one, and the message.
 */
export function contactFormSchema(
  subjects: readonly { key: string; requiresOrderNumber: boolean }[],
) {
  const keys = subjects.map((subject) => subject.key);
  return z
    .object({
      subject: z
        .string({ error: genericMessageKeys.required })
        .refine((key) => keys.includes(key), {
          error: genericMessageKeys.required,
        }),
      name: personNameSchema,
      email: emailSchema,
      orderNumber: z
        .string()
        .trim()
        .max(contactOrderNumberMaxLength, { error: genericMessageKeys.maxLength })
        .default(''),
      message: z
        .string({ error: genericMessageKeys.required })
        .trim()
        .min(1, { error: genericMessageKeys.required, abort: true })
        .min(contactMessageMinLength, { error: genericMessageKeys.minLength })
        .max(contactMessageMaxLength, { error: genericMessageKeys.maxLength }),
    })
    .superRefine((form, context) => {
      const subject = subjects.find((candidate) => candidate.key === form.subject);
      if (subject?.requiresOrderNumber && form.orderNumber === '') {
        context.addIssue({
          code: 'custom',
          path: ['orderNumber'],
          message: genericMessageKeys.required,
        });
      }
    });
}

/** A form's values as its schema reads them, or the field errors to show (§5 message keys). */
export type FormCheck<Values> =
  | { readonly valid: true; readonly values: Values }
  | { readonly valid: false; readonly errors: readonly FieldError[] };

function check<Values>(result: z.ZodSafeParseResult<Values>): FormCheck<Values> {
  return result.success
    ? { valid: true, values: result.data }
    : { valid: false, errors: toFieldErrors(result.error) };
}

/** The newsletter sign-up's values checked before they are sent. */
export function checkNewsletterSignup(values: Readonly<Record<string, string>>) {
  return check(newsletterSignupFormSchema.safeParse(values));
}

/** The contact form's values checked against the layout's subjects before they are sent. */
export function checkContactForm(
  subjects: readonly { key: string; requiresOrderNumber: boolean }[],
  values: Readonly<Record<string, string>>,
) {
  return check(contactFormSchema(subjects).safeParse(values));
}
