import { withHistoryFrom } from './consent-history';
import { withAcceptedServices } from './consent-selection';
import type { Consent, ConsentValidity, StoredConsent } from './types';

/**
 * The consent in force on page load: the CMS defaults with the stored choices applied —
 * pass the cookie only when `consentValidity` accepted it, else null for the defaults.
 * A service the cookie does not name is off, because a service added without a version
 * change has not been consented to; required services are on regardless. Histories come
 * from the local copy, so they continue even when the banner must ask again.
 *
 * @example
 * const stored = parseConsentCookie(cookie);
 * const valid = consentValidity(stored, defaults.version, now).valid;
 * restoreConsent(defaults, valid ? stored : null, parseConsentCopy(localCopy));
 */
export function restoreConsent(
  defaults: Consent,
  stored: StoredConsent | null | undefined,
  localCopy?: Consent | null,
): Consent {
  const chosen = stored
    ? {
        ...withAcceptedServices(defaults, stored.acceptedServices),
        appVersion: stored.appVersion,
        userInteracted: stored.userInteracted,
        savedAt: stored.savedAt,
      }
    : defaults;
  return withHistoryFrom(chosen, localCopy);
}

/**
 * The consent the storefront may load services by. Until the visitor has made a valid
 * decision only required services count: CMS defaults preselect the banner's switches, but
 * a pre-ticked box nobody confirmed is no consent. With a valid decision, its choices count.
 *
 * @example
 * consentInForce(restoreConsent(defaults, null), { valid: false, reason: 'invalidInteraction' })
 * // only required services on
 */
export function consentInForce(consent: Consent, validity: ConsentValidity): Consent {
  return validity.valid ? consent : withAcceptedServices(consent, []);
}
