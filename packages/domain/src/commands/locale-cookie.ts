import type { Shop } from '../market/types';
import { searchSuffix } from '../routing/query-string';
import type { SetCookie } from './command-effect';

/** §9: the locale cookie. */
export const localeCookie = {
  name: 'i18n_redirected',
  maxAgeSeconds: 365 * 24 * 60 * 60,
  path: '/',
  sameSite: 'lax',
} as const;

/** The effect that remembers a shopper's locale (e.g. `fr`) in the locale cookie. */
export function localeCookieEffect(locale: string): SetCookie {
  return { type: 'cookie.set', ...localeCookie, value: locale.trim() };
}

/** The locale cookie's value as a language of the shop's (`fr`), or null. */
function cookieLanguage(value: string | null | undefined): string | null {
  const language = (value ?? '').trim().toLowerCase();
  return /^[a-z]{2}$/.test(language) ? language : null;
}

export interface RootLocaleVisit {
  readonly shop: Pick<Shop, 'locales'>;
  /** The request's path as it came, locale prefix and all. */
  readonly pathname: string;
  readonly search?: string | null;
  /** The `i18n_redirected` cookie's value. */
  readonly cookie: string | null | undefined;
  readonly isCrawler: boolean;
}

/**
 * Where a visit to the root of a shop with several languages goes when the visitor chose
 * another of its languages before (§9 locale cookie): `/` of the Swiss shop with
 * `i18n_redirected=fr` goes to `/fr/`, query kept. Only the bare root is redirected, as Nuxt's
 * i18n `redirectOn: 'root'` does: a deep link names its language by its address. Crawlers
 * always get the address they asked for. Null when the visit stays.
 *
 * @example
 * rootLocaleRedirect({ shop: swissShop, pathname: '/', search: '?a=1', cookie: 'fr', isCrawler: false })
 * // '/fr/?a=1'
 */
export function rootLocaleRedirect(visit: RootLocaleVisit): string | null {
  if (visit.pathname !== '/' || visit.isCrawler || visit.shop.locales.length < 2) return null;
  const language = cookieLanguage(visit.cookie);
  const locale = visit.shop.locales.find(
    (candidate) => candidate.language === language && candidate.pathPrefix !== '',
  );
  return locale === undefined ? null : `${locale.pathPrefix}/${searchSuffix(visit.search)}`;
}
