import { shops as allShops, brandOfCompany } from './shops';
import type { BrandConfiguration, Company, CountryCode, Shop, ShopLocale } from './types';

export function shopById(id: number, shops = allShops): Shop | null {
  return shops.find((shop) => shop.id === id) ?? null;
}

export function shopByKey(key: string, shops = allShops): Shop | null {
  return shops.find((shop) => shop.key === key) ?? null;
}

/** The shops of one brand configuration, in the order the country picker lists them. */
export function shopsOfBrand(brand: BrandConfiguration, shops = allShops): readonly Shop[] {
  return shops.filter((shop) => shop.brand === brand);
}

/** The shop of the same brand in another country, or null where the brand does not sell there. */
export function sisterShop(shop: Shop, country: CountryCode, shops = allShops): Shop | null {
  return shops.find((other) => other.brand === shop.brand && other.country === country) ?? null;
}

export function brandConfigurationOf(company: Company): BrandConfiguration {
  return brandOfCompany[company];
}

/** The key the CMS files a locale's layout under: the lower-cased iso (§3 Site layout). */
export function cmsLocaleKey(locale: Pick<ShopLocale, 'iso'>): string {
  return locale.iso.toLowerCase();
}

export type HostKind = 'production' | 'local';

/**
 * The absolute base URL of a shop locale, without a trailing slash.
 * Local hosts use http and the given port; production hosts use https.
 */
export function shopBaseUrl(
  shop: Shop,
  locale: Pick<ShopLocale, 'pathPrefix'>,
  hostKind: HostKind,
  port?: number,
): string {
  const origin =
    hostKind === 'production'
      ? `https://${shop.hosts.production}`
      : `http://${shop.hosts.local}${port ? `:${port}` : ''}`;
  return `${origin}${locale.pathPrefix}`;
}

/**
 * The absolute URL a password-reset mail links to, in the customer's locale. §9 names the
 * link `konto/neues-passwort/?hash={hash}` for DE, AT and CH; the spec gives the other
 * shops none, so they fall back to the same storefront route rather than a dead end.
 */
export function passwordResetUrl(
  shop: Shop,
  locale: Pick<ShopLocale, 'pathPrefix'>,
  hash: string,
  hostKind: HostKind,
  port?: number,
): string {
  const template = shop.passwordResetLink ?? 'konto/neues-passwort/?hash={hash}';
  return `${shopBaseUrl(shop, locale, hostKind, port)}/${template.replace('{hash}', encodeURIComponent(hash))}`;
}

/**
 * Every non-default locale prefix across the shops, without slashes (`['fr', 'nl']`):
 * the storefront mounts its routes once per prefix.
 */
export function localePathPrefixes(shops = allShops): readonly string[] {
  const prefixes = shops.flatMap((shop) =>
    shop.locales.map((l) => l.pathPrefix.replace(/^\//, '')),
  );
  return [...new Set(prefixes.filter((prefix) => prefix !== ''))].sort();
}
