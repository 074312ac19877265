import { type ListingFilterName, listingFilterNames } from '@vitrine/domain/listing';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import type { ListingFilters, SortKey } from './listing-input';

type FacetName = ListingFilterName;

/**
 * The conditions of the filters the input sets, by facet. A filter that is not set has no
 * condition at all, so an unfiltered listing evaluates no flag per row.
 */
function filterConditions(filters: ListingFilters): Partial<Record<FacetName, SQL>> {
  const list = (values: readonly string[] | undefined) =>
    values !== undefined && values.length > 0 ? sql.param([...values]) : null;
  const brands = list(filters.brand);
  const colors = list(filters.color);
  const sizes = list(filters.size);
  const availability = list(filters.availability);
  const { min, max } = filters.price ?? {};
  const conditions: Partial<Record<FacetName, SQL>> = {};
  // Brand names match whatever their case in the URL: `?brand=nido` finds what `Nido` finds.
  if (brands !== null) {
    conditions.brand = sql`lower(b.brand) = ANY(SELECT lower(name) FROM unnest(${brands}::text[]) AS name)`;
  }
  if (colors !== null) conditions.color = sql`b.color_keys && ${colors}::text[]`;
  if (sizes !== null) conditions.size = sql`b.sizes && ${sizes}::text[]`;
  if (min !== undefined || max !== undefined) {
    conditions.price = sql`${min === undefined ? sql`TRUE` : sql`b.price_min >= ${min}`} AND ${max === undefined ? sql`TRUE` : sql`b.price_min <= ${max}`}`;
  }
  if (filters.sale === true) conditions.sale = sql`b.is_sale`;
  if (filters.rating !== undefined) conditions.rating = sql`b.rating >= ${filters.rating}`;
  if (availability !== null) {
    conditions.availability = sql`b.availability = ANY(${availability}::text[])`;
  }
  return conditions;
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

/**
 * The filters as flag columns of the `flagged` set: `f_brand` is whether a row passes the brand
 * filter. Only set filters have a flag.
 */
function filterFlags(conditions: Partial<Record<FacetName, SQL>>) {
  const active = listingFilterNames.filter((name) => conditions[name] !== undefined);
  const flags = active.map((name) => sql`, (${conditions[name]}) AS ${sql.raw(`f_${name}`)}`);
  return {
    /** `, (condition) AS f_name` for each set filter, after `b.*`. */
    select: sql.join(flags, sql``),
    /** `, f_name` for each set filter, for subqueries that carry the flags along. */
    carried: sql.raw(active.map((name) => `, f_${name}`).join('')),
    /** Whether a row passes every set filter but `except` (TRUE when there is none). */
    allBut(except: FacetName | null): SQL {
      const others = active.filter((name) => name !== except).map((name) => `f_${name}`);
      return sql.raw(others.length === 0 ? 'TRUE' : others.join(' AND '));
    },
  };
}

export interface FacetedQueryInput {
  /** A SELECT of the base set: `listingColumns`, `rank` (0 in listings) and `sort_name`. */
  readonly base: SQL;
  readonly filters: ListingFilters;
  readonly sort: SortKey;
  readonly page: number;
  readonly perPage: number;
}

export interface FacetedQueryResult {
  /** Products of the base set, before the filters. */
  readonly matched: number;
  /** Products left by the filters. */
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
  const flags = filterFlags(filterConditions(input.filters));
  const allBut = flags.allBut;
  const offset = (input.page - 1) * input.perPage;
  // Four passes over the matching set: one GROUPING SETS pass for brand, availability and
  // the scalar facets, one each over the unnested colours and sizes, one for the sorted page.
  // `GROUPING(brand, availability)` is 1 on brand rows, 2 on availability rows, 3 on the total.
  // The arrays are unnested in the select list (a ProjectSet), not in a lateral join: a lateral
  // function scan fills a tuplestore for every row and costs twice as much on large categories.
  const [row] = await database.rows<{ result: FacetedQueryResult }>(sql`
    WITH flagged AS MATERIALIZED (
      SELECT b.* ${flags.select} FROM (${input.base}) b
    ),
    grouped AS (
      SELECT brand, availability, GROUPING(brand, availability) AS grouping,
        count(*)::int AS matched,
        count(*) FILTER (WHERE ${allBut(null)})::int AS total,
        count(*) FILTER (WHERE ${allBut('brand')})::int AS brand_count,
        count(*) FILTER (WHERE ${allBut('availability')})::int AS availability_count,
        min(price_min) FILTER (WHERE ${allBut('price')}) AS price_low,
        max(price_min) FILTER (WHERE ${allBut('price')}) AS price_high,
        count(*) FILTER (WHERE ${allBut('sale')} AND is_sale)::int AS sale_count,
        count(*) FILTER (WHERE ${allBut('rating')} AND rating >= 1)::int AS rating1,
        count(*) FILTER (WHERE ${allBut('rating')} AND rating >= 2)::int AS rating2,
        count(*) FILTER (WHERE ${allBut('rating')} AND rating >= 3)::int AS rating3,
        count(*) FILTER (WHERE ${allBut('rating')} AND rating >= 4)::int AS rating4
      FROM flagged GROUP BY GROUPING SETS ((brand), (availability), ())
    ),
    valued AS (
      SELECT 'color' AS kind, value, count(*) FILTER (WHERE ${allBut('color')})::int AS n
      FROM (SELECT unnest(color_keys) AS value ${flags.carried} FROM flagged) colored GROUP BY value
      UNION ALL
      SELECT 'size' AS kind, value, count(*) FILTER (WHERE ${allBut('size')})::int AS n
      FROM (SELECT unnest(sizes) AS value ${flags.carried} FROM flagged) sized GROUP BY value
    ),
    scalars AS (SELECT * FROM grouped WHERE grouping = 3)
    SELECT json_build_object(
      'matched', coalesce((SELECT matched FROM scalars), 0),
      'total', coalesce((SELECT total FROM scalars), 0),
      'ids', (SELECT coalesce(json_agg(product_id ORDER BY position), '[]'::json) FROM (
        SELECT product_id, row_number() OVER (ORDER BY ${orderBy[input.sort]}) AS position
        FROM flagged WHERE ${allBut(null)}
        ORDER BY ${orderBy[input.sort]} LIMIT ${input.perPage} OFFSET ${offset}) page),
      'brand', (SELECT coalesce(json_agg(json_build_array(brand, brand_count)), '[]'::json)
        FROM grouped WHERE grouping = 1 AND brand_count > 0),
      'availability', (SELECT coalesce(json_agg(json_build_array(availability, availability_count)), '[]'::json)
        FROM grouped WHERE grouping = 2 AND availability_count > 0),
      'color', (SELECT coalesce(json_agg(json_build_array(value, n)), '[]'::json)
        FROM valued WHERE kind = 'color' AND n > 0),
      'size', (SELECT coalesce(json_agg(json_build_array(value, n)), '[]'::json)
        FROM valued WHERE kind = 'size' AND n > 0),
      'price', coalesce((SELECT json_build_array(price_low, price_high) FROM scalars), json_build_array(NULL, NULL)),
      'sale', coalesce((SELECT sale_count FROM scalars), 0),
      'rating', coalesce((SELECT json_build_array(rating1, rating2, rating3, rating4) FROM scalars),
        json_build_array(0, 0, 0, 0))
    ) AS result
  `);
  if (row === undefined) throw new Error('The faceted query returned no row');
  return row.result;
}
