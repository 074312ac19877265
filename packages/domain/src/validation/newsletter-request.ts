import { z } from 'zod';
import { optionalText } from './contact-request';
import { emailSchema } from './email';
import { ruleMessageKeys } from './message-keys';
import { personNameSchema } from './person-name';

/**
 * The newsletter sign-up's limits. The spec names the `source` field (§7) but gives no length;
 * this is the engine's, which it always stored it with (the table's column is `text`).
 */
export const newsletterRequestLimits = { name: 120, source: 60 } as const;

const optionalName = z.preprocess(
  (value) => (value === '' || value === null ? undefined : value),
  personNameSchema.optional(),
);

/**
 * The newsletter sign-up (§7 `POST /api/mcs/selfi/newsletter/`: `name, email, source, shopId,
 * firstName, lastName, salutation`): the one schema the newsletter block's browser check, its
 * post without JavaScript, the /api call and the engine apply (issue 18: one schema per
 * form). The salutation is a §3 code (m=0, f=2, d=4), 2 when none is sent.
 *
 * @example
 * newsletterRequestSchema.parse({ email: 'A@B.DE', source: 'home' });
 * // { email: 'a@b.de', source: 'home', salutation: 2 }
 */
export const newsletterRequestSchema = z.object({
  email: emailSchema,
  firstName: optionalName,
  lastName: optionalName,
  name: optionalText(newsletterRequestLimits.name),
  source: optionalText(newsletterRequestLimits.source),
  shopId: z.unknown().optional(),
  salutation: z.preprocess(
    (value) =>
      typeof value === 'string' && /^\d$/.test(value.trim()) ? Number(value) : (value ?? 2),
    z.union([z.literal(0), z.literal(2), z.literal(4)], { error: ruleMessageKeys.invalidChoice }),
  ),
});

export type NewsletterRequest = z.output<typeof newsletterRequestSchema>;
