import type { ContentLayout } from '@vitrine/content';
import {
  type CountryShopEntry,
  cmsLocaleKey,
  type HostKind,
  type Shop,
  shopBaseUrl,
  shopsOfBrand,
} from '@vitrine/domain';

/**
 * The country shops the picker lists (§3 Country entry), from the layout's `country_entry`
 * blocks: each entry's locale names a shop of the same brand, which gives its country. On a
 * local host (`*.localhost`, the tests and development) the links lead to the sister shops'
 * local hosts instead of the production links the CMS holds, as the hreflang links do; an
 * entry whose locale no shop of the brand has is left out.
 */
export function countryShopEntries(
  countries: ContentLayout['layout']['countries'],
  shop: Shop,
  hostKind: HostKind,
  port: number | undefined,
): CountryShopEntry[] {
  const sisters = shopsOfBrand(shop.brand);
  return countries.flatMap((entry) => {
    const sister = sisters.find((candidate) =>
      candidate.locales.some((locale) => cmsLocaleKey(locale) === entry.localeKey),
    );
    const locale = sister?.locales.find((candidate) => cmsLocaleKey(candidate) === entry.localeKey);
    if (sister === undefined || locale === undefined) return [];
    const shopLink =
      hostKind === 'local' ? shopBaseUrl(sister, locale, 'local', port) : entry.shopLink;
    if (shopLink === '') return [];
    return [
      {
        country: sister.country,
        localeKey: entry.localeKey,
        iconKey: entry.iconKey,
        labelKey: entry.labelKey,
        shopLink,
      },
    ];
  });
}
