import { deviceInfo } from '../device/device-info';
import { isRetailMode } from '../device/retail-mode';
import { isConsentBannerShown, withAutomaticConsent } from './automatic-consent';
import { parseConsentCookie } from './consent-cookie';
import { consentValidity } from './consent-validity';
import { defaultConsent } from './default-consent';
import { consentInForce, restoreConsent } from './restore-consent';
import type { Consent, ConsentDefinition, ConsentValidity } from './types';

export interface ConsentOnPageLoad {
  /** Whether the banner shows on page load (§4). */
  readonly bannerShown: boolean;
  readonly validity: ConsentValidity;
  /** The consent the visitor holds: the valid stored choices, else the CMS defaults. */
  readonly current: Consent;
  /** Only what may be used: required services, the automatic storage, valid choices. */
  readonly inForce: Consent;
  readonly visitor: { readonly isRetail: boolean; readonly isCrawler: boolean };
}

/**
 * The consent of a page load (§4), the same on the server (the request's cookie and user
 * agent) and in the browser (`document.cookie`, `navigator.userAgent`): the CMS definition
 * with the cookie's choices when they are valid (under a year, current version, interacted),
 * histories from the local copy. Retail-mode (`retail/{number}`) and crawler visitors get the
 * storage service on and no banner — `isConsentBannerShown` hides it for retail, and issue 20
 * hides it for crawlers too: a crawler never answers a banner.
 *
 * @example
 * consentOnPageLoad({ definition, cookie: cookies.consent, userAgent, now: Date.now() }).bannerShown
 */
export function consentOnPageLoad(input: {
  readonly definition: ConsentDefinition;
  readonly cookie: string | null | undefined;
  readonly userAgent: string | null | undefined;
  readonly now: Date | number;
  readonly appVersion?: string;
  readonly localCopy?: Consent | null;
}): ConsentOnPageLoad {
  const visitor = {
    isRetail: isRetailMode(input.userAgent),
    isCrawler: deviceInfo(input.userAgent).isCrawler,
  };
  const defaults = withAutomaticConsent(
    defaultConsent(input.definition, input.appVersion ?? ''),
    visitor,
  );
  const stored = parseConsentCookie(input.cookie);
  const validity = consentValidity(stored, defaults.version, input.now);
  const current = withAutomaticConsent(
    restoreConsent(defaults, validity.valid ? stored : null, input.localCopy),
    visitor,
  );
  return {
    bannerShown: !visitor.isCrawler && isConsentBannerShown(validity, visitor),
    validity,
    current,
    inForce: withAutomaticConsent(consentInForce(current, validity), visitor),
    visitor,
  };
}
