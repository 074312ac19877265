import type { ContentLayout } from '@vitrine/content';
import {
  type ConsentDefinition,
  type ConsentOnPageLoad,
  consentCookieName,
  consentOnPageLoad,
} from '@vitrine/domain';
import { parse } from 'cookie';

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

/**
 * The consent of a request (§4): the domain's page-load rule over the request's cookie and
 * user agent (retail and crawler visitors: storage on, no banner).
 */
export function requestConsent(input: {
  readonly definition: ConsentDefinition;
  readonly cookie: string | null;
  readonly userAgent: string | null | undefined;
  readonly now: Date | number;
}): ConsentOnPageLoad {
  return consentOnPageLoad({ ...input, appVersion: consentAppVersion });
}
