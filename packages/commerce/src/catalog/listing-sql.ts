import { shops } from '@vitrine/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { ResolvedShopContext } from '../shop-context';

/**
 * The slot of a shop in `product_listings.shop_prices` (1-based, as PostgreSQL arrays are): its
 * position in the market data. Adding a shop adds a slot; a reseed fills it.
 */
export function shopSlot(shopId: number): number {
  const index = shops.findIndex((shop) => shop.id === shopId);
  if (index === -1) throw new TypeError(`Unknown shop id ${shopId}`);
  return index + 1;
}

/** The shop's lowest price of a listing row `l`. */
export function listingPrice(context: Pick<ResolvedShopContext, 'shopId'>): SQL {
  return sql`l.shop_prices[${sql.raw(String(shopSlot(context.shopId)))}]`;
}

/** Listing rows `l` the shop sells: priced in it. */
export function listingPricedInShop(context: Pick<ResolvedShopContext, 'shopId'>): SQL {
  return sql`${listingPrice(context)} IS NOT NULL`;
}

/** Listing rows `l` of the shop: its catalog and language, priced in the shop. */
export function listingInShop(
  context: Pick<ResolvedShopContext, 'shopId' | 'catalog' | 'language'>,
): SQL {
  return sql`l.catalog = ${context.catalog} AND l.language = ${context.language} AND ${listingPricedInShop(context)}`;
}

/**
 * The columns a faceted query's base set selects from a listing row `l`, with the shop's
 * price as `price_min`; the caller adds `rank` and `sort_name`.
 */
export function listingColumns(context: Pick<ResolvedShopContext, 'shopId'>): SQL {
  return sql`l.product_id, l.brand, l.color_keys, l.sizes, ${listingPrice(context)} AS price_min,
    l.is_sale, l.rating, l.availability, l.relevance, l.created_at`;
}
