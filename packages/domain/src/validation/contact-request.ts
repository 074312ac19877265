import { z } from 'zod';
import { emailSchema } from './email';
import { genericMessageKeys, ruleMessageKeys } from './message-keys';
import { personNameMaxLength } from './person-name';

/**
 * The contact form (`/kontakt/`, `/konto/kontakt/`, `POST /api/user/contact/`): the one schema
 * the form's browser check, the page's post without JavaScript, the /api call and the engine
 * apply (issue 18: one schema per form). The spec gives no lengths for it; these are the
 * engine's, which it always stored the message with (the table's columns are `text`).
 */
export const contactRequestLimits = {
  subject: 80,
  /** A full name: a first and a last name of §5's length and the space between them. */
  name: 2 * personNameMaxLength + 1,
  orderNumber: 30,
  messageMin: 10,
  message: 5000,
} as const;

/** Any Unicode letter (with its combining marks), hyphen, dot and space, and at least one letter (§5). */
const namePattern = /^(?=.*\p{L})[\p{L}\p{M}\-. ]+$/u;

/**
 * Whether a text holds no control characters (U+0000–U+001F, U+007F), which have no place in a
 * one-line field (and NUL none in the database); a message may also hold line breaks and tabs.
 */
function withoutControlCharacters(allowLineBreaks: boolean) {
  return (text: string) => {
    for (let index = 0; index < text.length; index += 1) {
      const code = text.charCodeAt(index);
      const lineBreakOrTab = code === 0x0a || code === 0x0d || code === 0x09;
      if ((code < 0x20 && !(allowLineBreaks && lineBreakOrTab)) || code === 0x7f) return false;
    }
    return true;
  };
}

/** A required text of at most `max` characters, trimmed; control characters refused. */
export function requiredText(max: number, { multiline = false } = {}) {
  return z
    .string({ error: genericMessageKeys.required })
    .trim()
    .min(1, { error: genericMessageKeys.required, abort: true })
    .max(max, { error: genericMessageKeys.maxLength, abort: true })
    .refine(withoutControlCharacters(multiline), { error: ruleMessageKeys.invalid });
}

/** {@link requiredText}, or nothing: left empty (or missing) it is left out of the output. */
export function optionalText(max: number) {
  return z.preprocess(
    (value) =>
      value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value,
    requiredText(max).optional(),
  );
}

/** The sender's name in one field: §5's name characters, as long as a first and last name. */
const contactName = z
  .string({ error: genericMessageKeys.required })
  .trim()
  .normalize('NFC')
  .overwrite((name) => name.replace(/\s+/gu, ' '))
  .min(1, { error: genericMessageKeys.required, abort: true })
  .max(contactRequestLimits.name, { error: genericMessageKeys.maxLength, abort: true })
  .regex(namePattern, { error: ruleMessageKeys.nameCharacters });

/**
 * The contact form's fields by the call's names (`subject`, `name`, `email`, `order_number`,
 * `message`); `subject` is a key of the layout's contact subjects (§3 Site layout), checked
 * against them by {@link contactRequestSchemaFor}.
 *
 * @example
 * contactRequestSchema.safeParse({ subject: 'order', name: 'Max Muster', email: 'max@example.de',
 *   message: 'Wo bleibt mein Paket?' }).success; // true
 */
export const contactRequestSchema = z.object({
  subject: requiredText(contactRequestLimits.subject),
  name: contactName,
  email: emailSchema,
  order_number: optionalText(contactRequestLimits.orderNumber),
  message: requiredText(contactRequestLimits.message, { multiline: true }).pipe(
    z.string().min(contactRequestLimits.messageMin, { error: genericMessageKeys.minLength }),
  ),
});

export type ContactRequest = z.output<typeof contactRequestSchema>;

/** A contact subject of the layout (§3 Site layout): its key and whether it asks for an order. */
export interface ContactSubjectRule {
  readonly key: string;
  readonly requiresOrderNumber: boolean;
}

/**
 * {@link contactRequestSchema} with the subject one of the layout's subjects (else
 * `validation.invalid-choice` at `subject`) and the order number required where the chosen
 * subject asks for one (`validation.required` at `order_number`).
 */
export function contactRequestSchemaFor(subjects: readonly ContactSubjectRule[]) {
  return contactRequestSchema.superRefine((form, context) => {
    const subject = subjects.find((candidate) => candidate.key === form.subject);
    if (subject === undefined) {
      context.addIssue({
        code: 'custom',
        path: ['subject'],
        message: ruleMessageKeys.invalidChoice,
      });
    } else if (subject.requiresOrderNumber && form.order_number === undefined) {
      context.addIssue({
        code: 'custom',
        path: ['order_number'],
        message: genericMessageKeys.required,
      });
    }
  });
}
