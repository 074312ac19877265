import type { CommandEffect } from './command-effect';

export const consentHashCommands = ['denyConsent', 'denyAppConsent', 'allowAppConsent'] as const;
export type ConsentHashCommand = (typeof consentHashCommands)[number];

/** The command a URL hash names (`#denyConsent`), or null. Exact spelling; the `#` is optional. */
export function parseConsentHash(hash: string | null | undefined): ConsentHashCommand | null {
  const name = (hash ?? '').replace(/^#/, '');
  return consentHashCommands.find((command) => command === name) ?? null;
}

/**
 * The consent commands of the URL hash (§2): `#denyConsent` denies all, `#denyAppConsent` and
 * `#allowAppConsent` pass on the retail app's tracking permission. Allowing also opens the
 * banner so the shopper can choose — unless the banner flag is already `false`, which means a
 * valid consent is stored and the choice was made; `undefined` (not yet evaluated) or `true`
 * opens it.
 *
 * @example
 * consentHashCommand('#allowAppConsent', undefined)
 * // [{ type: 'consent.appTracking', allowed: true }, { type: 'consentBanner.open' }]
 */
export function consentHashCommand(
  hash: string | null | undefined,
  consentBannerVisible: boolean | undefined,
): readonly CommandEffect[] {
  switch (parseConsentHash(hash)) {
    case 'denyConsent':
      return [{ type: 'consent.denyAll' }];
    case 'denyAppConsent':
      return [{ type: 'consent.appTracking', allowed: false }];
    case 'allowAppConsent':
      return consentBannerVisible === false
        ? [{ type: 'consent.appTracking', allowed: true }]
        : [{ type: 'consent.appTracking', allowed: true }, { type: 'consentBanner.open' }];
    default:
      return [];
  }
}
