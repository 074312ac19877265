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
 * The consent of a request (§4): the domain's page-load rule over the shop layout's consent
 * definition, the request's `Cookie` header and user agent (retail and crawler visitors:
 * storage on, no banner). Null when the layout has no consent block: the shop asks nobody.
 */
export function requestConsent(input: {
  readonly layout: ContentLayout | null;
  readonly cookieHeader: string | null | undefined;
  readonly userAgent: string | null | undefined;
  readonly now?: number;
}): ConsentOnPageLoad | null {
  const definition = consentDefinitionOf(input.layout);
  if (definition === null) return null;
  return consentOnPageLoad({
    definition,
    cookie: consentCookieOf(input.cookieHeader),
    userAgent: input.userAgent,
    now: input.now ?? Date.now(),
    appVersion: consentAppVersion,
  });
}
