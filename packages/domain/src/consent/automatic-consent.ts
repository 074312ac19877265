import { setConsentService } from './consent-selection';
import type { Consent, ConsentValidity, ConsentVisitor } from './types';

/** The service that covers the shop's own storage (cookies, local storage). */
export const defaultStorageServiceName = 'storage';

/**
 * §4: retail-mode (in-store app) and crawler visitors get the storage service switched on
 * without asking — the in-store app cannot work without storage, and a crawler never
 * answers a banner. Only a service the CMS lists can be switched on; other visitors' consent
 * is returned unchanged.
 *
 * @example
 * withAutomaticConsent(defaults, { isCrawler: true }) // storage on
 */
export function withAutomaticConsent(
  consent: Consent,
  visitor: ConsentVisitor | null | undefined,
  storageServiceName: string = defaultStorageServiceName,
): Consent {
  if (visitor?.isRetail !== true && visitor?.isCrawler !== true) return consent;
  return setConsentService(consent, storageServiceName, true);
}

/**
 * Whether the banner shows on page load (§4): when the stored consent is invalid — never in
 * retail mode: the in-store devices belong to the shop, and a banner would greet every shopper
 * who walks up to one.
 * Crawlers see it like anyone else, so the page they index is the page shoppers see.
 */
export function isConsentBannerShown(
  validity: ConsentValidity,
  visitor: ConsentVisitor | null | undefined,
): boolean {
  return visitor?.isRetail !== true && !validity.valid;
}
