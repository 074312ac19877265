import type { Shop } from '../market/types';
import { sameSitePath } from './url-path';

/**
 * The path without the shop's redirected locale prefix (§2: for one brand in Switzerland,
 * `/de/…` goes to `/…`), or null when the shop has no such prefix or the path lacks it.
 * The prefix must be a whole segment: `/de` strips `/de/x/`, not `/deko/`. What is left keeps
 * one leading slash, so `/de//evil.example/` cannot become the off-site `//evil.example/`.
 *
 * @example
 * regionalRedirectPath('/de/kinderwagen/', { redirectedLocalePrefix: '/de' }) // '/kinderwagen/'
 */
export function regionalRedirectPath(
  pathname: string,
  shop: Pick<Shop, 'redirectedLocalePrefix'>,
): string | null {
  const prefix = (shop.redirectedLocalePrefix ?? '').replace(/\/+$/, '');
  if (prefix === '' || !prefix.startsWith('/')) return null;
  if (pathname === prefix) return '/';
  if (!pathname.startsWith(`${prefix}/`)) return null;
  return sameSitePath(pathname.slice(prefix.length));
}
