/**
 * Listing and search input from a URL query, with the filter names of the domain's
 * `listingFilterNames` (brand, color, size, price, sale, rating, availability) plus sort, page
 * and perPage. Values that cannot be read are passed on as they came, so that validation
 * reports them instead of silently dropping them.
 */

function numberOrRaw(value: string | null): number | string | undefined {
  if (value === null) return undefined;
  return /^\d{1,9}$/.test(value.trim()) ? Number(value.trim()) : value;
}

function listOrUndefined(values: readonly string[]): string[] | undefined {
  const list = values.flatMap((value) => value.split(',')).filter((value) => value.trim() !== '');
  return list.length === 0 ? undefined : list;
}

function booleanOrRaw(value: string | null): boolean | string | undefined {
  if (value === null) return undefined;
  const word = value.trim().toLowerCase();
  if (word === 'true' || word === '1') return true;
  if (word === 'false' || word === '0') return false;
  return value;
}

/** `price=10-50` (major units, either end optional) as a cent range. */
function priceOrRaw(value: string | null): { min?: number; max?: number } | string | undefined {
  if (value === null || value.trim() === '') return undefined;
  const match = /^\s*(\d{1,7}(?:[.,]\d{1,2})?)?\s*-\s*(\d{1,7}(?:[.,]\d{1,2})?)?\s*$/.exec(value);
  if (match === null || (match[1] === undefined && match[2] === undefined)) return value;
  const cents = (text: string | undefined) =>
    text === undefined ? undefined : Math.round(Number(text.replace(',', '.')) * 100);
  const range: { min?: number; max?: number } = {};
  const min = cents(match[1]);
  const max = cents(match[2]);
  if (min !== undefined) range.min = min;
  if (max !== undefined) range.max = max;
  return range;
}

function withoutUndefined(record: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(record).filter(([, value]) => value !== undefined));
}

/**
 * The paging and filter part of a listing or search input from query parameters.
 *
 * @example
 * listingQueryFromSearchParams(new URLSearchParams('color=blue&price=10-50&sort=price-asc&page=2'));
 * // { filters: { color: ['blue'], price: { min: 1000, max: 5000 } }, sort: 'price-asc', page: 2 }
 */
export function listingQueryFromSearchParams(params: URLSearchParams): Record<string, unknown> {
  const filters = withoutUndefined({
    brand: listOrUndefined(params.getAll('brand')),
    color: listOrUndefined(params.getAll('color')),
    size: listOrUndefined(params.getAll('size')),
    price: priceOrRaw(params.get('price')),
    sale: booleanOrRaw(params.get('sale')),
    rating: numberOrRaw(params.get('rating')),
    availability: listOrUndefined(params.getAll('availability')),
  });
  return withoutUndefined({
    filters,
    sort: params.get('sort') ?? undefined,
    page: numberOrRaw(params.get('page')),
    perPage: numberOrRaw(params.get('perPage')),
  });
}
