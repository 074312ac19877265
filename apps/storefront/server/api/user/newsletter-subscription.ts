import type { NewsletterInput } from '@vitrine/commerce';
import { shopBaseUrl } from '@vitrine/domain';
import type { Request, Response } from 'express';
import type { StorefrontServices } from '../../services';
import { apiShopLocale, shopContextOf } from '../request-shop';

/** Where the double-opt-in mail's link points: the confirmation call, in the shopper's locale. */
export const newsletterConfirmPath = '/api/mcs/selfi/newsletter/confirm/';

/** Stores the subscription and sends the double-opt-in mail in the request's shop and locale. */
export function subscribeToNewsletter(
  services: StorefrontServices,
  request: Request,
  response: Response,
  input: NewsletterInput,
): Promise<'pending' | 'alreadyConfirmed'> {
  const { shop, locale } = apiShopLocale(request, response);
  const { hostKind, port } = shopContextOf(response);
  const origin = shopBaseUrl(shop, { pathPrefix: '' }, hostKind, port);
  return services.commerce.account.subscribeNewsletter({
    shop,
    language: locale.language,
    input,
    confirmUrl: (token) =>
      `${origin}${newsletterConfirmPath}?token=${encodeURIComponent(token)}&locale=${encodeURIComponent(locale.iso)}`,
  });
}
