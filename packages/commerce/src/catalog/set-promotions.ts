import type { SetPromotionRule } from '@vitrine/domain/checkout';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/database';

const maxId = 2_147_483_647;

/**
 * The set promotions of a catalog (§2 bundle promotion add) that hold any of the given
 * products, each with all of its articles in the set's order and its name in `language` (the
 * German name where the language has none), in the catalog's order.
 */
export async function loadSetPromotions(
  database: Pick<Database, 'rows'>,
  catalog: string,
  language: string,
  productIds: readonly number[],
): Promise<SetPromotionRule[]> {
  const ids = [...new Set(productIds)].filter(
    (id) => Number.isSafeInteger(id) && id >= 1 && id <= maxId,
  );
  if (ids.length === 0) return [];
  const rows = await database.rows<{
    id: string;
    name: string;
    percent: number;
    product_ids: number[];
  }>(sql`
    SELECT sp.id, coalesce(sp.names ->> ${language}, sp.names ->> 'de') AS name, sp.percent,
      array_agg(a.product_id ORDER BY a.position) AS product_ids
    FROM set_promotions sp JOIN set_promotion_articles a ON a.set_promotion_id = sp.id
    WHERE sp.catalog = ${catalog} AND sp.id IN (
      SELECT set_promotion_id FROM set_promotion_articles
      WHERE product_id = ANY(${`{${ids.join(',')}}`}::int[]))
    GROUP BY sp.id ORDER BY sp.position`);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    percent: row.percent,
    productIds: row.product_ids.map(Number),
  }));
}
