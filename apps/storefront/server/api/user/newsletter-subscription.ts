import type { NewsletterInput } from '@vitrine/commerce';
import {
  type HostKind,
  newsletterRequestSchema,
  type Shop,
  type ShopLocale,
  shopBaseUrl,
} from '@vitrine/domain';
import type { Request, Response } from 'express';
import type { StorefrontServices } from '../../services';
import { apiShopLocale, shopContextOf } from '../request-shop';
import { type ParsedFields, parseFields } from './parse-input';

/** Where the double-opt-in mail's link points: the confirmation call, in the shopper's locale. */
export const newsletterConfirmPath = '/api/mcs/selfi/newsletter/confirm/';

/** The shop and locale a sign-up happens in, and the host its confirmation link is built for. */
export interface NewsletterPlace {
  readonly shop: Shop;
  /** The confirmation mail's language and the locale its link leads back to. */
  readonly locale: ShopLocale;
  readonly hostKind: HostKind;
  readonly port: number | undefined;
}

/** Stores the subscription and sends the double-opt-in mail in the given shop and locale. */
export function subscribeInPlace(
  services: StorefrontServices,
  place: NewsletterPlace,
  input: NewsletterInput,
): Promise<'pending' | 'alreadyConfirmed'> {
  const { shop, locale, hostKind, port } = place;
  const origin = shopBaseUrl(shop, { pathPrefix: '' }, hostKind, port);
  return services.commerce.account.subscribeNewsletter({
    shop,
    language: locale.language,
    input,
    confirmUrl: (token) =>
      `${origin}${newsletterConfirmPath}?token=${encodeURIComponent(token)}&locale=${encodeURIComponent(locale.iso)}`,
  });
}

/**
 * The newsletter sign-up (§7 `name, email, source, shopId, firstName, lastName, salutation`):
 * checked with the domain's one schema of the sign-up (issue 18), then subscribed with a
 * double-opt-in mail.
 * `POST /api/mcs/selfi/newsletter/` and the newsletter block's post without JavaScript both
 * sign up through here. The outcome does not tell whether the address was subscribed before.
 */
export async function signUpForNewsletter(
  services: StorefrontServices,
  place: NewsletterPlace,
  body: unknown,
): Promise<ParsedFields<'pending'>> {
  const parsed = await parseFields(newsletterRequestSchema, body);
  if (!parsed.ok) return parsed;
  await subscribeInPlace(services, place, parsed.data);
  return { ok: true, data: 'pending' };
}

/** Stores the subscription and sends the double-opt-in mail in the request's shop and locale. */
export function subscribeToNewsletter(
  services: StorefrontServices,
  request: Request,
  response: Response,
  input: NewsletterInput,
): Promise<'pending' | 'alreadyConfirmed'> {
  return subscribeInPlace(services, newsletterPlaceOf(request, response), input);
}

/** The place of an /api call: its `locale` query or the host's locale (§7). */
export function newsletterPlaceOf(request: Request, response: Response): NewsletterPlace {
  const { shop, locale } = apiShopLocale(request, response);
  const { hostKind, port } = shopContextOf(response);
  return { shop, locale, hostKind, port };
}
