import type { ListingFilters } from '../listing/listing-types';
import { listingFiltersHref } from '../listing/listing-url';
import { productLink } from '../routing/product-link';
import { routePath } from '../routing/route-path';
import { searchQueryParameter } from './search-query';

/** What the engine suggests for a typed text, as far as the header shows it. */
export interface SuggestionsSource {
  readonly terms: readonly string[];
  readonly products: ReadonlyArray<{
    readonly id: number;
    readonly referenceKey: string;
    readonly name: string;
    readonly brand: string;
    readonly seoUrl: string | null;
  }>;
  readonly categories: ReadonlyArray<{
    readonly id: number;
    readonly slug: string;
    readonly name: string;
    readonly path: readonly string[];
  }>;
  readonly brands: ReadonlyArray<{ readonly name: string }>;
}

export type SuggestionKind = 'term' | 'product' | 'category' | 'brand';

/** One option of the header's suggestion list: a link, with a second line where it helps. */
export interface SuggestionOption {
  readonly kind: SuggestionKind;
  /** Unique in the list (the option's element id is made from it). */
  readonly key: string;
  readonly label: string;
  /** The product's brand, the category's parents (`Kinderwagen › Buggys`); '' for none. */
  readonly detail: string;
  /** Where the option leads, with the locale's prefix. */
  readonly href: string;
}

/**
 * The search page's address for a text (§2 `/suche/?q=…`), in a locale, with filters.
 *
 * @example
 * searchPageHref('kinderwagen', '/fr', { brand: ['Nido'] }) // '/fr/suche/?q=kinderwagen&brand=Nido'
 */
export function searchPageHref(
  text: string,
  localePrefix = '',
  filters: ListingFilters = {},
): string {
  const query = new URLSearchParams({ [searchQueryParameter]: text.trim() });
  return listingFiltersHref(`${routePath('search', localePrefix)}?${query}`, filters);
}

/**
 * The suggestion list the header shows (issue 17): word completions (each a search), then
 * products (their pages, §2 product link rule), categories (their listing pages) and brands
 * (a search for the brand, filtered to it), each a link in the locale.
 */
export function suggestionOptions(
  suggestions: SuggestionsSource,
  localePrefix: string,
): SuggestionOption[] {
  return [
    ...suggestions.terms.map((term) => ({
      kind: 'term' as const,
      key: `term-${term}`,
      label: term,
      detail: '',
      href: searchPageHref(term, localePrefix),
    })),
    ...suggestions.products.map((product) => ({
      kind: 'product' as const,
      key: `product-${product.id}`,
      label: product.name,
      detail: product.brand,
      href: `${localePrefix}${productLink(product)}`,
    })),
    ...suggestions.categories.map((category) => ({
      kind: 'category' as const,
      key: `category-${category.id}`,
      label: category.name,
      detail: category.path.join(' › '),
      href: `${localePrefix}/${encodeURIComponent(category.slug)}/`,
    })),
    ...suggestions.brands.map((brand) => ({
      kind: 'brand' as const,
      key: `brand-${brand.name}`,
      label: brand.name,
      detail: '',
      href: searchPageHref(brand.name, localePrefix, { brand: [brand.name] }),
    })),
  ];
}
