import type { ContentLocale } from '@vitrine/content';
import { cmsLocaleKey, type Shop, type ShopLocale } from '@vitrine/domain';

/** The content folder of a shop locale: company and lower-cased iso (`baby`, `fr-ch`). */
export function contentLocaleOf(shop: Shop, locale: ShopLocale): ContentLocale {
  return { company: shop.company, localeKey: cmsLocaleKey(locale) };
}

/**
 * The shop's other locale folders, where a page missing in its own language is looked for;
 * a page found there carries the alternate the visitor is then sent to (§2 step 4).
 */
export function fallbackLocaleKeys(shop: Shop, locale: ShopLocale): string[] {
  return shop.locales
    .filter((candidate) => candidate.iso !== locale.iso)
    .map((candidate) => cmsLocaleKey(candidate));
}
