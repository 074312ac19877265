import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import type { ListingFilters, SortKey } from './listing-input';

/**
 * The columns a faceted query's base set must have: the listing columns of
 * `product_listings` plus `rank` (search relevance, 0 in listings) and `sort_name` (or null).
 */
export const baseColumns = sql.raw(
  'l.product_id, l.brand, l.color_keys, l.sizes, l.price_min, l.is_sale, l.rating, l.availability, l.relevance, l.created_at',
);

const facetNames = ['brand', 'color', 'size', 'price', 'sale', 'rating', 'availability'] as const;
type FacetName = (typeof facetNames)[number];

function filterConditions(filters: ListingFilters): Record<FacetName, SQL> {
  const list = (values: readonly string[] | undefined) =>
    values !== undefined && values.length > 0 ? sql.param([...values]) : null;
  const brands = list(filters.brand);
  const colors = list(filters.color);
  const sizes = list(filters.size);
  const availability = list(filters.availability);
  const { min, max } = filters.price ?? {};
  return {
    brand: brands === null ? sql`TRUE` : sql`b.brand = ANY(${brands}::text[])`,
    color: colors === null ? sql`TRUE` : sql`b.color_keys && ${colors}::text[]`,
    size: sizes === null ? sql`TRUE` : sql`b.sizes && ${sizes}::text[]`,
    price: sql`${min === undefined ? sql`TRUE` : sql`b.price_min >= ${min}`} AND ${max === undefined ? sql`TRUE` : sql`b.price_min <= ${max}`}`,
    sale: filters.sale === true ? sql`b.is_sale` : sql`TRUE`,
    rating: filters.rating === undefined ? sql`TRUE` : sql`b.rating >= ${filters.rating}`,
    availability:
      availability === null ? sql`TRUE` : sql`b.availability = ANY(${availability}::text[])`,
  };
}

const orderBy: Readonly<Record<SortKey, SQL>> = {
  relevance: sql.raw('rank DESC, relevance DESC, product_id'),
  'price-asc': sql.raw('price_min ASC, product_id'),
  'price-desc': sql.raw('price_min DESC, product_id'),
  newest: sql.raw('created_at DESC, product_id'),
  rating: sql.raw('rating DESC NULLS LAST, relevance DESC, product_id'),
  // Byte order, so that PGlite and PostgreSQL (whatever their locale) sort alike.
  name: sql.raw('sort_name COLLATE "C" ASC, product_id'),
};

/** Every filter but `except`, as flag columns of the `flagged` set. */
function allBut(except: FacetName | null): SQL {
  return sql.raw(
    facetNames
      .filter((name) => name !== except)
      .map((name) => `f_${name}`)
      .join(' AND '),
  );
}

export interface FacetedQueryInput {
  /** A SELECT of the base set with `baseColumns`, `rank` and `sort_name`. */
  readonly base: SQL;
  readonly filters: ListingFilters;
  readonly sort: SortKey;
  readonly page: number;
  readonly perPage: number;
}

export interface FacetedQueryResult {
  readonly total: number;
  readonly ids: readonly number[];
  readonly brand: ReadonlyArray<readonly [string, number]>;
  readonly color: ReadonlyArray<readonly [string, number]>;
  readonly size: ReadonlyArray<readonly [string, number]>;
  readonly availability: ReadonlyArray<readonly [string, number]>;
  readonly price: readonly [number | null, number | null];
  readonly sale: number;
  /** Products with at least 1, 2, 3 and 4 stars. */
  readonly rating: readonly [number, number, number, number];
}

/**
 * One statement for a listing page: the matching products of the page in sort order, their
 * total, and the facet counts. Facets are disjunctive: each counts with every filter but its
 * own, so choosing a colour still shows how many products the other colours have.
 */
export async function facetedQuery(
  database: Pick<Database, 'rows'>,
  input: FacetedQueryInput,
): Promise<FacetedQueryResult> {
  const conditions = filterConditions(input.filters);
  const offset = (input.page - 1) * input.perPage;
  const [row] = await database.rows<{ result: FacetedQueryResult }>(sql`
    WITH base AS MATERIALIZED (${input.base}),
    flagged AS MATERIALIZED (
      SELECT b.*,
        (${conditions.brand}) AS f_brand, (${conditions.color}) AS f_color,
        (${conditions.size}) AS f_size, (${conditions.price}) AS f_price,
        (${conditions.sale}) AS f_sale, (${conditions.rating}) AS f_rating,
        (${conditions.availability}) AS f_availability
      FROM base b
    )
    SELECT json_build_object(
      'total', (SELECT count(*)::int FROM flagged WHERE ${allBut(null)}),
      'ids', (SELECT coalesce(json_agg(product_id ORDER BY position), '[]'::json) FROM (
        SELECT product_id, row_number() OVER (ORDER BY ${orderBy[input.sort]}) AS position
        FROM flagged WHERE ${allBut(null)}
        ORDER BY ${orderBy[input.sort]} LIMIT ${input.perPage} OFFSET ${offset}) page),
      'brand', (SELECT coalesce(json_agg(json_build_array(brand, n)), '[]'::json) FROM (
        SELECT brand, count(*)::int AS n FROM flagged WHERE ${allBut('brand')} GROUP BY brand) facet),
      'color', (SELECT coalesce(json_agg(json_build_array(value, n)), '[]'::json) FROM (
        SELECT value, count(*)::int AS n FROM flagged, unnest(color_keys) AS value
        WHERE ${allBut('color')} GROUP BY value) facet),
      'size', (SELECT coalesce(json_agg(json_build_array(value, n)), '[]'::json) FROM (
        SELECT value, count(*)::int AS n FROM flagged, unnest(sizes) AS value
        WHERE ${allBut('size')} GROUP BY value) facet),
      'availability', (SELECT coalesce(json_agg(json_build_array(availability, n)), '[]'::json) FROM (
        SELECT availability, count(*)::int AS n FROM flagged WHERE ${allBut('availability')}
        GROUP BY availability) facet),
      'price', (SELECT json_build_array(min(price_min), max(price_min)) FROM flagged
        WHERE ${allBut('price')}),
      'sale', (SELECT count(*)::int FROM flagged WHERE ${allBut('sale')} AND is_sale),
      'rating', (SELECT json_build_array(
          count(*) FILTER (WHERE rating >= 1), count(*) FILTER (WHERE rating >= 2),
          count(*) FILTER (WHERE rating >= 3), count(*) FILTER (WHERE rating >= 4))
        FROM flagged WHERE ${allBut('rating')})
    ) AS result
  `);
  if (row === undefined) throw new Error('The faceted query returned no row');
  return row.result;
}
