import { shops as allShops, defaultShop } from './shops';
import type { Shop, ShopLocale } from './types';

export interface ResolvedShop {
  readonly shop: Shop;
  readonly locale: ShopLocale;
  /** The request path with the locale prefix removed; always starts with `/`. */
  readonly path: string;
}

/** Loopback names that serve the default shop, so `npm start` works without any DNS set-up. */
const loopbackHosts = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

/**
 * Lower-cases a Host header and drops the port and a trailing dot. Bracketed IPv6
 * literals keep their brackets.
 */
export function normaliseHost(host: string | null | undefined): string {
  const trimmed = (host ?? '').trim().toLowerCase();
  const withoutPort = trimmed.startsWith('[')
    ? trimmed.slice(0, trimmed.indexOf(']') + 1)
    : (trimmed.split(':')[0] ?? '');
  return withoutPort.endsWith('.') ? withoutPort.slice(0, -1) : withoutPort;
}

/** The shop a host name belongs to (production or local host), or null for a foreign host. */
export function shopByHost(host: string | null | undefined, shops = allShops): Shop | null {
  const name = normaliseHost(host);
  if (loopbackHosts.has(name)) return defaultShop;
  return shops.find((shop) => shop.hosts.production === name || shop.hosts.local === name) ?? null;
}

/**
 * A path with one leading slash: `//evil.example/` would read as another host wherever the
 * rest of the path ends up in a link or a redirect.
 */
function rooted(pathname: string): string {
  return `/${pathname.replace(/^[/\\]+/, '')}`;
}

/**
 * The locale a path addresses: a non-default locale when the path starts with its prefix
 * as a whole segment (`/fr` or `/fr/…`, not `/frische/`), else the shop's default locale.
 * The path below the prefix keeps exactly one leading slash.
 */
export function localeByPath(shop: Shop, pathname: string): { locale: ShopLocale; path: string } {
  const path = rooted(pathname);
  const lowered = path.toLowerCase();
  for (const candidate of shop.locales) {
    const prefix = candidate.pathPrefix.toLowerCase();
    if (prefix === '') continue;
    if (lowered === prefix || lowered.startsWith(`${prefix}/`)) {
      return { locale: candidate, path: rooted(path.slice(prefix.length)) };
    }
  }
  return { locale: defaultLocale(shop), path };
}

/** The locale served without a path prefix. */
export function defaultLocale(shop: Shop): ShopLocale {
  return shop.locales.find((candidate) => candidate.pathPrefix === '') ?? shop.locales[0];
}

/**
 * Resolves the shop and locale of a request from its host name and path (DESIGN.md
 * "How a request flows", step 1). Null when the host belongs to no shop.
 *
 * @example
 * resolveShop('ch.nido.localhost:3000', '/fr/suche/')
 * // { shop: baby-ch, locale: fr-CH, path: '/suche/' }
 */
export function resolveShop(
  host: string | null | undefined,
  pathname: string,
  shops = allShops,
): ResolvedShop | null {
  const shop = shopByHost(host, shops);
  if (!shop) return null;
  return { shop, ...localeByPath(shop, pathname) };
}
