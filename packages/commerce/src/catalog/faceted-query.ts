import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import type { ListingFilters, SortKey } from './listing-input';

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
  const conditions = filterConditions(input.filters);
  const offset = (input.page - 1) * input.perPage;
  // Three passes over the matching set: one GROUPING SETS pass for brand, availability and
  // the scalar facets, one over the unnested colours and sizes, one for the sorted page.
  // `GROUPING(brand, availability)` is 1 on brand rows, 2 on availability rows, 3 on the total.
  const [row] = await database.rows<{ result: FacetedQueryResult }>(sql`
    WITH flagged AS MATERIALIZED (
      SELECT b.*,
        (${conditions.brand}) AS f_brand, (${conditions.color}) AS f_color,
        (${conditions.size}) AS f_size, (${conditions.price}) AS f_price,
        (${conditions.sale}) AS f_sale, (${conditions.rating}) AS f_rating,
        (${conditions.availability}) AS f_availability
      FROM (${input.base}) b
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
      SELECT kind, value, count(*) FILTER (WHERE CASE kind WHEN 'color' THEN ${allBut('color')}
        ELSE ${allBut('size')} END)::int AS n
      FROM flagged f CROSS JOIN LATERAL (
        SELECT 'color' AS kind, value FROM unnest(f.color_keys) AS value
        UNION ALL SELECT 'size' AS kind, value FROM unnest(f.sizes) AS value) attribute
      GROUP BY kind, value
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
