import { z } from 'zod';
import type { Consent } from './types';

/** The decisions a proof-of-consent record names (§7 consent call: `action`). */
export const consentRecordActions = [
  'acceptAll',
  'rejectAll',
  'saveSelection',
  'denyAll',
  'appTrackingDenied',
] as const;
export type ConsentRecordAction = (typeof consentRecordActions)[number];

const serviceName = z.string().min(1).max(100);

/**
 * One decision as the storefront records it for proof of consent (GDPR Art. 7(1), §7 consent
 * call: action, shop, page, version and consents). `consents` names every service with the
 * status the visitor left it in; `href` is the page the decision was made on, an absolute
 * http(s) address.
 */
export const consentRecordSchema = z.object({
  action: z.enum(consentRecordActions),
  shopId: z
    .string()
    .min(1)
    .max(64)
    .regex(/^[\w-]+$/),
  href: z
    .string()
    .max(2000)
    .regex(/^https?:\/\/[^\s]+$/),
  version: z.string().min(1).max(64),
  consents: z
    .record(serviceName, z.boolean())
    .refine((consents) => Object.keys(consents).length <= 100, {
      message: 'consent.tooManyServices',
    }),
});
export type ConsentRecord = z.output<typeof consentRecordSchema>;

/** The services of a consent with their statuses, as a record's `consents`. */
export function consentsOf(consent: Consent): Record<string, boolean> {
  return Object.fromEntries(
    consent.categories.flatMap((category) =>
      category.services.map((service) => [service.name, service.status] as const),
    ),
  );
}
