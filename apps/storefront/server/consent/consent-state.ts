import type { ContentLayout } from '@vitrine/content';
import {
  type Consent,
  type ConsentDefinition,
  type ConsentValidity,
  consentInForce,
  consentValidity,
  defaultConsent,
  deviceInfo,
  isConsentBannerShown,
  isRetailMode,
  parseConsentCookie,
  restoreConsent,
  withAutomaticConsent,
} from '@vitrine/domain';
import { parse } from 'cookie';

/** The consent cookie (§4, §9): the domain's serialised stored consent, one year, lax, path /. */
export const consentCookieName = 'consent';

/** The storefront build recorded in consent histories (§9 release tag `{app}@0.2.0`). */
export const consentAppVersion = 'storefront@0.2.0';

/** The raw consent cookie of a request's `Cookie` header, or null. Never throws. */
export function consentCookieOf(cookieHeader: string | null | undefined): string | null {
  if (typeof cookieHeader !== 'string' || cookieHeader === '' || cookieHeader.length > 8192) {
    return null;
  }
  try {
    return parse(cookieHeader)[consentCookieName] ?? null;
  } catch {
    return null;
  }
}

/** The consent block's definition of a loaded layout, or null when the CMS has none. */
export function consentDefinitionOf(layout: ContentLayout | null): ConsentDefinition | null {
  const definition = layout?.layout.consent?.definition;
  return definition && definition.categories.length > 0 ? definition : null;
}

export interface RequestConsent {
  /** Whether the banner shows for this request on page load (§4). */
  readonly bannerShown: boolean;
  readonly validity: ConsentValidity;
  /** The consent the visitor holds now (stored choices when valid, else the defaults). */
  readonly current: Consent;
  /** Only what may be used: required services, the automatic storage and valid choices. */
  readonly inForce: Consent;
  readonly visitor: { readonly isRetail: boolean; readonly isCrawler: boolean };
}

/**
 * The consent of a request (§4): the CMS definition with the cookie's stored choices when
 * they are valid (under a year, current version, interacted). Retail-mode (`retail/{number}`)
 * and crawler visitors get the storage service on and no banner: the domain's
 * `isConsentBannerShown` hides it for retail; crawlers are kept from it here as issue 20 asks
 * (a crawler never answers a banner, and the page it indexes is the page without one).
 */
export function requestConsent(input: {
  readonly definition: ConsentDefinition;
  readonly cookie: string | null;
  readonly userAgent: string | null | undefined;
  readonly now: Date | number;
}): RequestConsent {
  const visitor = {
    isRetail: isRetailMode(input.userAgent),
    isCrawler: deviceInfo(input.userAgent ?? undefined).isCrawler,
  };
  const defaults = withAutomaticConsent(
    defaultConsent(input.definition, consentAppVersion),
    visitor,
  );
  const stored = parseConsentCookie(input.cookie);
  const validity = consentValidity(stored, defaults.version, input.now);
  const current = withAutomaticConsent(
    restoreConsent(defaults, validity.valid ? stored : null),
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
