import type { Shop } from '../market/types';

/**
 * The path without the shop's redirected locale prefix (§2: for one brand in Switzerland,
 * `/de/…` goes to `/…`), or null when the shop has no such prefix or the path lacks it.
 * The prefix must be a whole segment: `/de` strips `/de/x/`, not `/deko/`.
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
  return pathname.slice(prefix.length);
}
