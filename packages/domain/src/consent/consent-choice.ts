import { z } from 'zod';
import { withAutomaticConsent } from './automatic-consent';
import {
  acceptAllConsent,
  denyAppTrackedServices,
  rejectAllConsent,
  withAcceptedServices,
} from './consent-selection';
import type { Consent, ConsentVisitor } from './types';

/** The banner's buttons (§2 layers 1 and 2, §4 actions). */
export const consentChoiceActions = ['acceptAll', 'rejectAll', 'saveSelection'] as const;
export type ConsentChoiceAction = (typeof consentChoiceActions)[number];

/** A form field that may come once or repeated (`service=a&service=b`), or not at all. */
const names = z
  .union([z.string().max(100), z.array(z.string().max(100)).max(100)])
  .optional()
  .transform((value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]));

/**
 * The banner's choice as its form posts it, with or without JavaScript: the button pressed
 * (`action`) and, for "save selection", the services ticked (`service`, repeated). The same
 * schema reads the form in the browser and on the server.
 */
export const consentChoiceSchema = z.object({
  action: z.enum(consentChoiceActions, { message: 'consent.invalidAction' }),
  service: names,
});
export type ConsentChoice = z.output<typeof consentChoiceSchema>;

/**
 * The consent a choice makes of the current one (§4): accept all, reject all (app-tracked
 * services stay on while the app allows tracking) or exactly the ticked services (required
 * ones stay on, unknown names are ignored); then the app's denial and the automatic storage
 * consent of retail and crawler visitors apply. Not yet saved: `saveConsent` records it.
 *
 * @example
 * applyConsentChoice(current, { action: 'saveSelection', service: ['econda'] })
 */
export function applyConsentChoice(
  consent: Consent,
  choice: ConsentChoice,
  options: {
    readonly appTrackingAllowed?: boolean | null;
    readonly visitor?: ConsentVisitor | null;
  } = {},
): Consent {
  const chosen =
    choice.action === 'acceptAll'
      ? acceptAllConsent(consent)
      : choice.action === 'rejectAll'
        ? rejectAllConsent(consent, { appTrackingAllowed: options.appTrackingAllowed ?? null })
        : withAcceptedServices(consent, choice.service);
  const adjusted = options.appTrackingAllowed === false ? denyAppTrackedServices(chosen) : chosen;
  return withAutomaticConsent(adjusted, options.visitor);
}
