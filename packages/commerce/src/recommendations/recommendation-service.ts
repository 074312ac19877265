import { type SQL, sql } from 'drizzle-orm';
import type { CategoryIndex } from '../catalog/category-index';
import { listingInShop } from '../catalog/listing-sql';
import type { Database } from '../db/database';
import { type ResolvedShopContext, resolveShopContext, type ShopContext } from '../shop-context';
import {
  fromZodError,
  type ValidationFailure,
  type ValidationIssue,
  validationFailure,
} from '../validation';
import { catalogFilterCondition } from './catalog-filter-sql';
import {
  type ParsedRecommendRequest,
  type RecommendResponse,
  recommendRequestSchema,
} from './recommend-request';

export interface RecommendationService {
  /**
   * The recommendation provider call of §7 as a service. Item-to-item when `item_id` is given
   * (bought together in orders first, then the same category, then the same brand), the shop's
   * top products otherwise; `catalog_filter` narrows, `fill_with_random` tops up to `size` (12
   * per slot, §9), and `fallback` answers when nothing is found. The answer's product ids are
   * for `catalog.productsByIds`.
   */
  recommend(context: ShopContext, request: unknown): Promise<RecommendResponse | ValidationFailure>;
}

export interface RecommendationDependencies {
  readonly database: Pick<Database, 'rows'>;
  readonly categories: () => CategoryIndex;
}

type Rows = Pick<Database, 'rows'>;

/** The anchors that are listed in the shop: product ids, or reference keys resolved to ids. */
async function anchorIds(
  database: Rows,
  context: ResolvedShopContext,
  items: readonly (string | number)[],
): Promise<number[]> {
  if (items.length === 0) return [];
  const ids = items.flatMap((item) =>
    typeof item === 'number' || /^\d{1,9}$/.test(item) ? [Number(item)] : [],
  );
  const keys = items.map(String);
  const rows = await database.rows<{ product_id: number }>(sql`
    SELECT l.product_id FROM product_listings l JOIN products p ON p.id = l.product_id
    WHERE ${listingInShop(context)}
      AND (l.product_id = ANY(${sql.param(ids)}::int[]) OR p.reference_key = ANY(${sql.param(keys)}::text[]))`);
  return rows.map((row) => row.product_id);
}

function filterConditions(
  request: ParsedRecommendRequest,
  context: ResolvedShopContext,
  categories: CategoryIndex,
): SQL[] | ValidationIssue[] {
  const conditions: SQL[] = [];
  const issues: ValidationIssue[] = [];
  request.catalog_filter.forEach((filter, index) => {
    const condition = catalogFilterCondition(
      filter,
      context,
      categories,
      `catalog_filter.${index}`,
    );
    if ('field' in condition) issues.push(condition);
    else conditions.push(condition);
  });
  return issues.length > 0 ? issues : conditions;
}

function isIssueList(value: SQL[] | ValidationIssue[]): value is ValidationIssue[] {
  return value.length > 0 && 'field' in (value[0] as object);
}

export function createRecommendationService(
  dependencies: RecommendationDependencies,
): RecommendationService {
  const { database } = dependencies;

  async function candidates(
    context: ResolvedShopContext,
    anchors: readonly number[],
    where: SQL,
    size: number,
  ): Promise<number[]> {
    const anchorParam = sql`${sql.param([...anchors])}::int[]`;
    if (anchors.length === 0) {
      // Top products: bought most often in the shop, then the catalog's own ranking.
      const rows = await database.rows<{ product_id: number }>(sql`
        SELECT l.product_id FROM product_listings l
        LEFT JOIN (SELECT product_id, count(*)::int AS n FROM order_items
          WHERE shop_id = ${context.shopId} GROUP BY product_id) bought ON bought.product_id = l.product_id
        WHERE ${listingInShop(context)} AND l.availability = 'buyable' AND ${where}
        ORDER BY coalesce(bought.n, 0) DESC, l.relevance DESC, l.product_id LIMIT ${size}`);
      return rows.map((row) => row.product_id);
    }
    const rows = await database.rows<{ product_id: number }>(sql`
      WITH anchor_categories AS (
        SELECT c.id, c.depth FROM categories c
        WHERE c.id IN (SELECT unnest(l.category_ids) FROM product_listings l
          WHERE ${listingInShop(context)} AND l.product_id = ANY(${anchorParam}))
      ),
      anchor_brands AS (
        SELECT DISTINCT l.brand FROM product_listings l
        WHERE ${listingInShop(context)} AND l.product_id = ANY(${anchorParam})
      ),
      bought_together AS (
        SELECT other.product_id, count(DISTINCT other.order_id)::int AS n
        FROM order_items mine JOIN order_items other
          ON other.order_id = mine.order_id AND other.product_id <> mine.product_id
        WHERE mine.product_id = ANY(${anchorParam}) AND mine.shop_id = ${context.shopId}
        GROUP BY other.product_id
      )
      SELECT l.product_id FROM product_listings l
      LEFT JOIN bought_together bt ON bt.product_id = l.product_id
      WHERE ${listingInShop(context)}
        AND NOT (l.product_id = ANY(${anchorParam}))
        AND l.availability = 'buyable'
        AND (bt.n IS NOT NULL OR l.category_ids && ARRAY(SELECT id FROM anchor_categories WHERE depth >= 2))
        AND ${where}
      ORDER BY coalesce(bt.n, 0) DESC,
        (SELECT coalesce(max(ac.depth), 0) FROM anchor_categories ac WHERE ac.id = ANY(l.category_ids)) DESC,
        (l.brand IN (SELECT brand FROM anchor_brands)) DESC,
        l.relevance DESC, l.product_id
      LIMIT ${size}`);
    return rows.map((row) => row.product_id);
  }

  async function randomFill(
    context: ResolvedShopContext,
    exclude: readonly number[],
    where: SQL,
    size: number,
    seed: string,
  ): Promise<number[]> {
    if (size <= 0) return [];
    // A seeded order: the same request gets the same fill, different items get different ones.
    const rows = await database.rows<{ product_id: number }>(sql`
      SELECT l.product_id FROM product_listings l
      WHERE ${listingInShop(context)} AND l.availability = 'buyable'
        AND NOT (l.product_id = ANY(${sql.param([...exclude])}::int[])) AND ${where}
      ORDER BY md5(l.product_id::text || ${seed}), l.product_id LIMIT ${size}`);
    return rows.map((row) => row.product_id);
  }

  return {
    async recommend(context, request) {
      const resolved = resolveShopContext(context);
      const parsed = recommendRequestSchema.safeParse(request);
      if (!parsed.success) return fromZodError(parsed.error);
      const payload = parsed.data;
      const conditions = filterConditions(payload, resolved, dependencies.categories());
      if (isIssueList(conditions)) return validationFailure(conditions);
      const cookie = payload.customer_ids?.cookie?.trim() ?? '';
      const excludeKnown = !payload.anonymous && !payload.consider_known_items && cookie !== '';
      const where = sql.join(
        [
          sql`TRUE`,
          ...conditions,
          ...(excludeKnown
            ? [
                sql`NOT EXISTS (SELECT 1 FROM order_items known WHERE known.customer_key = ${cookie}
                AND known.product_id = l.product_id)`,
              ]
            : []),
        ],
        sql` AND `,
      );
      const items =
        payload.item_id === undefined
          ? []
          : Array.isArray(payload.item_id)
            ? payload.item_id
            : [payload.item_id];
      const anchors = await anchorIds(database, resolved, items);
      // Recommendations for items the shop does not sell: nothing to be similar to.
      const found =
        items.length > 0 && anchors.length === 0
          ? []
          : await candidates(resolved, anchors, where, payload.size);
      const filled = payload.fill_with_random
        ? [
            ...found,
            ...(await randomFill(
              resolved,
              [...anchors, ...found],
              where,
              payload.size - found.length,
              `${items.join(',')}|${cookie}`,
            )),
          ]
        : found;
      let ids = filled;
      if (ids.length === 0 && payload.fallback.length > 0) {
        const listed = new Set(await anchorIds(database, resolved, payload.fallback.map(Number)));
        ids = [...new Set(payload.fallback.map(Number))]
          .filter((id) => listed.has(id))
          .slice(0, payload.size);
      }
      return { data: ids.map((id) => ({ product_id: String(id) })) };
    },
  };
}
