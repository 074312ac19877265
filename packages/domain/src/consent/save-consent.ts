import { serialiseConsentCookie } from './consent-cookie';
import { serialiseConsentCopy } from './consent-copy';
import { appendConsentHistory } from './consent-history';
import { declinedOptionalServices } from './consent-selection';
import { consentMaxAgeMs } from './consent-validity';
import type { Consent } from './types';

/** What saving asks the storefront to do (§4). Returned, never performed. */
export type ConsentEffect =
  | { readonly type: 'consentCookie.write'; readonly value: string; readonly maxAgeMs: number }
  | { readonly type: 'consentCopy.write'; readonly value: string }
  | { readonly type: 'consent.updated'; readonly consent: Consent }
  | { readonly type: 'trackingCookies.remove'; readonly services: readonly string[] }
  | { readonly type: 'page.reload' };

export interface ConsentSaveOptions {
  readonly now: Date | number;
  /** The storefront build saving the consent, recorded in the histories. */
  readonly appVersion?: string;
}

/**
 * The consent as saved (§4): the visitor interacted, the save time is `now`, and every
 * service's history gains its current status (last three kept). An unreadable `now` is
 * recorded as 0, which the validity check will refuse — the banner asks again rather than
 * trusting a time nobody knows.
 */
export function recordConsentSave(consent: Consent, options: ConsentSaveOptions): Consent {
  const at = typeof options.now === 'number' ? options.now : options.now.getTime();
  const savedAt = Number.isFinite(at) ? at : 0;
  const appVersion = options.appVersion ?? consent.appVersion;
  return appendConsentHistory(
    { ...consent, userInteracted: true, savedAt, appVersion },
    { timestamp: savedAt, consentVersion: consent.version, appVersion },
  );
}

/**
 * The effects of a save, in order: write the cookie (max age one year, §9) and the local
 * copy, announce the update. When any optional service is off, the cookies those services
 * may already have set are removed and the page reloads, so no script of a declined service
 * keeps running. §4 says "the cookie is removed": it cannot be the consent cookie, which
 * would throw the decision away and show the banner again after the reload, so it is read as
 * the declined services' cookies; the storefront knows which cookies belong to which service.
 */
export function consentSaveEffects(saved: Consent): readonly ConsentEffect[] {
  const declined = declinedOptionalServices(saved);
  const effects: ConsentEffect[] = [
    {
      type: 'consentCookie.write',
      value: serialiseConsentCookie(saved),
      maxAgeMs: consentMaxAgeMs,
    },
    { type: 'consentCopy.write', value: serialiseConsentCopy(saved) },
    { type: 'consent.updated', consent: saved },
  ];
  if (declined.length > 0) {
    effects.push({ type: 'trackingCookies.remove', services: declined }, { type: 'page.reload' });
  }
  return effects;
}

/**
 * Saves a consent (§4 "save custom", and the end of accept all / reject all): the saved
 * consent and the effects the storefront performs.
 *
 * @example
 * const { consent, effects } = saveConsent(acceptAllConsent(current), { now: new Date(), appVersion: '1.4.0' });
 */
export function saveConsent(
  consent: Consent,
  options: ConsentSaveOptions,
): { readonly consent: Consent; readonly effects: readonly ConsentEffect[] } {
  const saved = recordConsentSave(consent, options);
  return { consent: saved, effects: consentSaveEffects(saved) };
}
