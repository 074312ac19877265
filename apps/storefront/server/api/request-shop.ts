import type { Shop, ShopLocale } from '@vitrine/domain';
import type { Request, Response } from 'express';
import type { ShopRequestContext } from '../request-context';

/** The request's shop context, resolved from the host name before /api is reached. */
export function shopContextOf(response: Response): ShopRequestContext {
  return response.locals.shopContext as ShopRequestContext;
}

/**
 * The shop and locale an /api call works in. §7: every call takes a `locale` query; it may
 * name one of the shop's own locales by iso (`fr-CH`) or language (`fr`). Anything else —
 * missing, unknown, repeated — falls back to the locale the host name and path resolved.
 */
export function apiShopLocale(
  request: Request,
  response: Response,
): { readonly shop: Shop; readonly locale: ShopLocale } {
  const { shop, locale } = shopContextOf(response);
  const asked = request.query.locale;
  if (typeof asked !== 'string') return { shop, locale };
  const wanted = asked.trim().toLowerCase();
  const match = shop.locales.find(
    (candidate) => candidate.iso.toLowerCase() === wanted || candidate.language === wanted,
  );
  return { shop, locale: match ?? locale };
}
