import type { Request, Response } from 'express';
import { shopContextOf } from '../api/request-shop';
import { contentLocaleOf } from '../content/content-locale';
import type { StorefrontServices } from '../services';
import { consentCookieOf, consentDefinitionOf, requestConsent } from './consent-state';

/**
 * The render cache's variant of a page (issue 20): whether the consent banner shows for this
 * request — no valid consent in the cookie, not a retail or crawler visitor. The page is kept
 * once with the banner and once without; the browser settles what a CDN served (the head
 * script hides a banner a visitor with valid consent got; the banner opens after hydration for
 * one without).
 */
export function consentVariantOf(services: StorefrontServices) {
  return async (request: Request, response: Response): Promise<string> => {
    const { shop, locale } = shopContextOf(response);
    const layout = await services.content.published.layout(contentLocaleOf(shop, locale));
    const definition = consentDefinitionOf(layout);
    if (definition === null) return 'nobanner';
    const { bannerShown } = requestConsent({
      definition,
      cookie: consentCookieOf(request.get('cookie')),
      userAgent: request.get('user-agent'),
      now: Date.now(),
    });
    return bannerShown ? 'banner' : 'nobanner';
  };
}
