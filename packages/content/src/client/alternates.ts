import {
  cmsLocaleKey,
  type PageAlternate,
  type Shop,
  type ShopLocale,
  shopBaseUrl,
  shops,
  storyPagePath,
} from '@vitrine/domain';
import type { Story } from '../space/story';

/** The absolute base URL of a shop locale, without a trailing slash. */
export type AlternateBaseUrl = (shop: Shop, locale: ShopLocale) => string;

export const productionBaseUrl: AlternateBaseUrl = (shop, locale) =>
  shopBaseUrl(shop, locale, 'production');

/** The shop and locale a story's folder (`{company}/{locale}/…`) belongs to. */
export function shopLocaleOf(
  fullSlug: string,
): { readonly shop: Shop; readonly locale: ShopLocale } | null {
  const [company = '', localeKey = ''] = fullSlug.toLowerCase().split('/');
  for (const shop of shops) {
    if (shop.company !== company) continue;
    const locale = shop.locales.find((candidate) => cmsLocaleKey(candidate) === localeKey);
    if (locale) return { shop, locale };
  }
  return null;
}

function hrefOf(fullSlug: string, baseUrl: AlternateBaseUrl): PageAlternate | null {
  const owner = shopLocaleOf(fullSlug);
  if (owner === null) return null;
  const path = storyPagePath(fullSlug);
  return {
    hreflang: owner.locale.iso,
    href: `${baseUrl(owner.shop, owner.locale)}/${path === '' ? '' : `${path}/`}`,
  };
}

/**
 * The hreflang alternates of a page (spec §3 Page result: hreflang, href): the story itself
 * and each of its Storyblok alternates that belongs to a shop locale, one per locale.
 */
export function pageAlternates(story: Story, baseUrl: AlternateBaseUrl): PageAlternate[] {
  const slugs = [story.full_slug, ...story.alternates.map((alternate) => alternate.full_slug)];
  const seen = new Set<string>();
  return slugs.flatMap((slug) => {
    const alternate = hrefOf(slug, baseUrl);
    if (alternate === null || seen.has(alternate.hreflang)) return [];
    seen.add(alternate.hreflang);
    return [alternate];
  });
}
