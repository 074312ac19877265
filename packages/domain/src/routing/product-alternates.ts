import { type HostKind, shopBaseUrl, shopsOfBrand } from '../market/lookup';
import type { Shop } from '../market/types';
import type { PageAlternate } from './page-resolution';
import { productLink } from './product-link';

/** A product's name and SEO slug in one language: what its link there is built from. */
export interface ProductLinkText {
  readonly language: string;
  readonly name: string;
  readonly seoUrl: string | null;
}

/** What a product's hreflang alternates are decided from. */
export interface ProductAlternateSource {
  readonly referenceKey: string;
  /** The product's link texts, one per language it is described in. */
  readonly links: readonly ProductLinkText[];
  /** The shops (ids) that price one of its variants: it is sold only there. */
  readonly shopIds: readonly number[];
}

/**
 * The product's page in each shop and language of the brand that sells it (§2 hreflang):
 * every locale of a sister shop that prices the product and has its text in the locale's
 * language, with the product link of that language. One rule for the product page's head and
 * the sitemap, so both name the same alternates.
 *
 * @example
 * productAlternates(
 *   { referenceKey: '2000001', links: [{ language: 'de', name: 'Buggy', seoUrl: null }], shopIds: [1] },
 *   'baby', 'production',
 * ) // [{ hreflang: 'de-DE', href: 'https://de.nido.example/p/buggy-2000001/' }]
 */
export function productAlternates(
  product: ProductAlternateSource,
  brand: Shop['brand'],
  hostKind: HostKind,
  port?: number,
): PageAlternate[] {
  return shopsOfBrand(brand).flatMap((sister) =>
    product.shopIds.includes(sister.id)
      ? sister.locales.flatMap((locale) => {
          const link = product.links.find((candidate) => candidate.language === locale.language);
          if (link === undefined) return [];
          const path = productLink({ ...link, referenceKey: product.referenceKey });
          return [
            { hreflang: locale.iso, href: `${shopBaseUrl(sister, locale, hostKind, port)}${path}` },
          ];
        })
      : [],
  );
}
