import { consentSettingsQuery, consentSettingsValue } from '@vitrine/domain';

/** The storefront build recorded in consent histories (§9 release tag `{app}@0.2.0`). */
export const consentAppVersion = 'storefront@0.2.0';

/** The banner's element id: the footer link's fragment without JavaScript. */
export const consentBannerId = 'consent-banner';

/** The page's address with the banner's settings open (the footer link without JavaScript). */
export function consentSettingsHref(pathname: string, search: string): string {
  const query = new URLSearchParams(search);
  query.set(consentSettingsQuery, consentSettingsValue);
  return `${pathname}?${query.toString()}#${consentBannerId}`;
}
