import { consentSettingsQuery, consentSettingsValue } from '@vitrine/domain';
import type { Request, Response } from 'express';
import { shopContextOf } from '../api/request-shop';
import { contentLocaleOf } from '../content/content-locale';
import type { StorefrontServices } from '../services';
import { consentCookieOf, consentDefinitionOf, requestConsent } from './consent-state';

/**
 * The render cache's variant of a page (issue 20): whether the consent banner shows for this
 * request — no valid consent in the cookie, not a retail or crawler visitor. The page is kept
 * once with the banner and once without (and, for the footer link's `?consent=settings`
 * without JavaScript, once per set of choices ticked on layer 2); the browser settles what a CDN served (the head
 * script hides a banner a visitor with valid consent got; the banner opens after hydration for
 * one without).
 */
export function consentVariantOf(services: StorefrontServices) {
  return async (request: Request, response: Response): Promise<string> => {
    const { shop, locale } = shopContextOf(response);
    const layout = await services.content.published.layout(contentLocaleOf(shop, locale));
    const definition = consentDefinitionOf(layout);
    if (definition === null) return 'nobanner';
    const { bannerShown, current } = requestConsent({
      definition,
      cookie: consentCookieOf(request.get('cookie')),
      userAgent: request.get('user-agent'),
      now: Date.now(),
    });
    if (bannerShown) return 'banner';
    // The footer link without JavaScript opens layer 2 with the visitor's own choices ticked.
    if (request.query[consentSettingsQuery] !== consentSettingsValue) return 'nobanner';
    const accepted = current.categories.flatMap((category) =>
      category.services.filter((service) => service.status).map((service) => service.name),
    );
    return `settings:${accepted.join(',')}`;
  };
}
