import type { ListingSort } from '@vitrine/domain';

/** The filters of a listing URL, as the ui's facet components hand them over. */
export interface ListingUrlFilters {
  readonly brand?: readonly string[];
  readonly color?: readonly string[];
  readonly size?: readonly string[];
  /** Cents, with tax. */
  readonly price?: { readonly min?: number; readonly max?: number };
  readonly sale?: boolean;
  readonly rating?: number;
  readonly availability?: readonly string[];
}

const filterParams = ['brand', 'color', 'size', 'price', 'sale', 'rating', 'availability'] as const;

function majorUnits(cents: number | undefined): string {
  if (cents === undefined) return '';
  return cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2);
}

function withoutOrigin(url: URL): string {
  const search = url.searchParams.toString();
  return `${url.pathname}${search === '' ? '' : `?${search}`}`;
}

/**
 * The listing URL with other filters, in the query format the catalog reads
 * (`listingQueryFromSearchParams`: `brand=a,b`, `price=10-50` in major units, `sale=true`,
 * `rating=4`). The page goes back to 1; other parameters of the URL stay.
 *
 * @example
 * listingFiltersHref('/kinderwagen/?page=3&sort=price-asc', { color: ['blue'], price: { min: 1000 } })
 * // '/kinderwagen/?sort=price-asc&color=blue&price=10-'
 */
export function listingFiltersHref(currentUrl: string, filters: ListingUrlFilters): string {
  const url = new URL(currentUrl, 'http://shop.invalid');
  for (const name of [...filterParams, 'page']) url.searchParams.delete(name);
  for (const name of ['brand', 'color', 'size', 'availability'] as const) {
    const values = filters[name] ?? [];
    if (values.length > 0) url.searchParams.set(name, values.join(','));
  }
  if (filters.price && (filters.price.min !== undefined || filters.price.max !== undefined)) {
    url.searchParams.set(
      'price',
      `${majorUnits(filters.price.min)}-${majorUnits(filters.price.max)}`,
    );
  }
  if (filters.sale === true) url.searchParams.set('sale', 'true');
  if (filters.rating !== undefined) url.searchParams.set('rating', String(filters.rating));
  return withoutOrigin(url);
}

/** The listing URL with another sort; the default sort leaves the parameter out, page back to 1. */
export function listingSortHref(
  currentUrl: string,
  sort: ListingSort,
  defaultSort: ListingSort,
): string {
  const url = new URL(currentUrl, 'http://shop.invalid');
  url.searchParams.delete('page');
  if (sort === defaultSort) url.searchParams.delete('sort');
  else url.searchParams.set('sort', sort);
  return withoutOrigin(url);
}

/** The listing URL of another page; page 1 leaves the parameter out. */
export function listingPageHref(currentUrl: string, page: number): string {
  const url = new URL(currentUrl, 'http://shop.invalid');
  if (page <= 1) url.searchParams.delete('page');
  else url.searchParams.set('page', String(page));
  return withoutOrigin(url);
}
