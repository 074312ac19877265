import { centsFromMajorUnits } from '../price/cents-from-major-units';
import {
  type ListingFilters,
  type ListingSort,
  listingFilterNames,
  listingListFilterNames,
} from './listing-types';

/**
 * The listing URL format, one way in and one way out:
 * `brand=a,b` (or the name repeated), `color=…`, `size=…`, `availability=…`,
 * `price=10-49.99` (major units with a dot or a comma, either end optional), `sale=true`,
 * `rating=4`, `sort=price-asc`, `page=2`, `perPage=48`. A filter form sent without JavaScript
 * (a GET form) names the price's two ends as fields of their own, `priceFrom=10&priceTo=49,99`;
 * `price` wins when both come.
 */

/** The price range's two fields of a filter form (GET, without JavaScript). */
export const listingPriceFields = { min: 'priceFrom', max: 'priceTo' } as const;

/** What a listing URL asks for. A value that cannot be read stays as the text it came as. */
// A type, not an interface: callers pass it where a plain record of input is taken.
export type ListingQuery = {
  readonly filters: Readonly<Record<string, unknown>>;
  readonly sort?: string;
  readonly page?: number | string;
  readonly perPage?: number | string;
};

function numberOrText(value: string | null): number | string | undefined {
  if (value === null) return undefined;
  return /^\d{1,9}$/.test(value.trim()) ? Number(value.trim()) : value;
}

function listOrUndefined(values: readonly string[]): string[] | undefined {
  const list = values
    .flatMap((value) => value.split(','))
    .map((value) => value.trim())
    .filter((value) => value !== '');
  return list.length === 0 ? undefined : list;
}

function booleanOrText(value: string | null): boolean | string | undefined {
  if (value === null) return undefined;
  const word = value.trim().toLowerCase();
  if (word === 'true' || word === '1') return true;
  if (word === 'false' || word === '0') return false;
  return value;
}

/** `price=10-49.99` as a cent range; a range that cannot be read stays text. */
export function priceRangeFromQuery(
  value: string | null,
): { min?: number; max?: number } | string | undefined {
  if (value === null || value.trim() === '') return undefined;
  const ends = value.split('-');
  if (ends.length !== 2) return value;
  const [fromText = '', toText = ''] = ends.map((end) => end.trim());
  if (fromText === '' && toText === '') return value;
  const min = fromText === '' ? undefined : centsFromMajorUnits(fromText);
  const max = toText === '' ? undefined : centsFromMajorUnits(toText);
  if (min === null || max === null) return value;
  return { ...(min !== undefined ? { min } : {}), ...(max !== undefined ? { max } : {}) };
}

/** The price fields of a filter form as a cent range; both blank or absent: no range. */
function priceRangeFromFields(params: URLSearchParams): ReturnType<typeof priceRangeFromQuery> {
  const from = params.get(listingPriceFields.min)?.trim() ?? '';
  const to = params.get(listingPriceFields.max)?.trim() ?? '';
  return from === '' && to === '' ? undefined : priceRangeFromQuery(`${from}-${to}`);
}

function withoutUndefined(record: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(record).filter(([, value]) => value !== undefined));
}

/**
 * The filters, sort and paging a listing or search URL asks for, for the catalog to validate
 * (so a value it cannot read is reported, not silently dropped).
 *
 * @example
 * listingQueryFromSearchParams(new URLSearchParams('color=blue&price=10-50&sort=price-asc&page=2'));
 * // { filters: { color: ['blue'], price: { min: 1000, max: 5000 } }, sort: 'price-asc', page: 2 }
 */
export function listingQueryFromSearchParams(params: URLSearchParams): ListingQuery {
  const filters = withoutUndefined({
    ...Object.fromEntries(
      listingListFilterNames.map((name) => [name, listOrUndefined(params.getAll(name))]),
    ),
    price: priceRangeFromQuery(params.get('price')) ?? priceRangeFromFields(params),
    sale: booleanOrText(params.get('sale')),
    rating: numberOrText(params.get('rating')),
  });
  return withoutUndefined({
    filters,
    sort: params.get('sort') ?? undefined,
    page: numberOrText(params.get('page')),
    perPage: numberOrText(params.get('perPage')),
  }) as unknown as ListingQuery;
}

/** Cents as the URL writes them: `10`, `49.99`. */
function majorUnits(cents: number | undefined): string {
  if (cents === undefined) return '';
  return cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2);
}

function withoutOrigin(url: URL): string {
  const search = url.searchParams.toString();
  return `${url.pathname}${search === '' ? '' : `?${search}`}`;
}

const anyOrigin = 'http://shop.invalid';

/**
 * The listing URL with other filters. The page goes back to 1; other parameters stay.
 *
 * @example
 * listingFiltersHref('/kinderwagen/?page=3&sort=price-asc', { color: ['blue'], price: { min: 1000 } })
 * // '/kinderwagen/?sort=price-asc&color=blue&price=10-'
 */
export function listingFiltersHref(currentUrl: string, filters: ListingFilters): string {
  const url = new URL(currentUrl, anyOrigin);
  const replaced = [...listingFilterNames, ...Object.values(listingPriceFields), 'page'];
  for (const name of replaced) url.searchParams.delete(name);
  for (const name of listingListFilterNames) {
    const values = filters[name] ?? [];
    if (values.length > 0) url.searchParams.set(name, values.join(','));
  }
  const { min, max } = filters.price ?? {};
  if (min !== undefined || max !== undefined) {
    url.searchParams.set('price', `${majorUnits(min)}-${majorUnits(max)}`);
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
  const url = new URL(currentUrl, anyOrigin);
  url.searchParams.delete('page');
  if (sort === defaultSort) url.searchParams.delete('sort');
  else url.searchParams.set('sort', sort);
  return withoutOrigin(url);
}

/** The listing URL of another page; page 1 leaves the parameter out. */
export function listingPageHref(currentUrl: string, page: number): string {
  const url = new URL(currentUrl, anyOrigin);
  if (page <= 1) url.searchParams.delete('page');
  else url.searchParams.set('page', String(page));
  return withoutOrigin(url);
}
