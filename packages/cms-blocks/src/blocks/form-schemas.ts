import { emailSchema, genericMessageKeys, personNameSchema } from '@vitrine/domain';
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
