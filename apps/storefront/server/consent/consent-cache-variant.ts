import { acceptedServiceNames, consentSettingsQuery, consentSettingsValue } from '@vitrine/domain';
import type { Request, Response } from 'express';
import { shopContextOf } from '../api/request-shop';
import { contentLocaleOf } from '../content/content-locale';
import type { StorefrontServices } from '../services';
import { requestConsent } from './consent-state';

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
    const state = requestConsent({
      layout,
      cookieHeader: request.get('cookie'),
      userAgent: request.get('user-agent'),
    });
    if (state === null) return 'nobanner';
    if (state.bannerShown) return 'banner';
    // The footer link without JavaScript opens layer 2 with the visitor's own choices ticked.
    if (request.query[consentSettingsQuery] !== consentSettingsValue) return 'nobanner';
    return `settings:${acceptedServiceNames(state.current).join(',')}`;
  };
}
