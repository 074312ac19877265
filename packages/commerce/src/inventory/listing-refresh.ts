import { shops } from '@vitrine/domain';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/database';

type Executor = Pick<Database, 'rows'>;

/** `(shop id, slot)` of every shop, as `rebuildListings` numbers the `shop_prices` slots. */
const slotValues = sql.raw(shops.map((shop, index) => `(${shop.id}, ${index + 1})`).join(', '));

/**
 * Brings one product's listing rows (every language) in step with its prices after a price
 * change: its lowest price per shop slot, its sale percent and sale flag, as `rebuildListings`
 * computes them for the whole catalogue.
 */
export async function refreshListingPrices(tx: Executor, productId: number): Promise<void> {
  await tx.rows(sql`
    UPDATE products SET is_sale = EXISTS (
      SELECT 1 FROM variants v JOIN variant_prices vp ON vp.variant_id = v.id
      WHERE v.product_id = ${productId} AND vp.reduction_relative > 0)
    WHERE id = ${productId}`);
  await tx.rows(sql`
    UPDATE product_listings l
    SET shop_prices = pr.shop_prices, sale_percent = pr.sale_percent, is_sale = p.is_sale
    FROM products p, (
      SELECT array_agg(m.price ORDER BY s.slot) AS shop_prices,
        coalesce(max(m.sale_percent), 0)::smallint AS sale_percent
      FROM (VALUES ${slotValues}) AS s(shop_id, slot)
      LEFT JOIN (
        SELECT vp.shop_id, min(vp.with_tax) AS price,
          coalesce(round(max(vp.reduction_relative) * 100), 0) AS sale_percent
        FROM variants v JOIN variant_prices vp ON vp.variant_id = v.id
        WHERE v.product_id = ${productId} GROUP BY vp.shop_id
      ) m ON m.shop_id = s.shop_id
    ) pr
    WHERE l.product_id = ${productId} AND p.id = ${productId}`);
}

/**
 * Brings one product's listing availability in step with its variants' codes after a stock
 * change (§4: buyable when any variant has BVC 1 or 2, sold out when all have 4).
 */
export async function refreshListingAvailability(tx: Executor, productId: number): Promise<void> {
  await tx.rows(sql`
    UPDATE product_listings SET availability = (
      SELECT CASE WHEN bool_or(v.bvc IN (1, 2)) THEN 'buyable'
                  WHEN bool_and(v.bvc = 4) THEN 'soldOut'
                  ELSE 'notDeliverable' END
      FROM variants v WHERE v.product_id = ${productId})
    WHERE product_id = ${productId}`);
}
