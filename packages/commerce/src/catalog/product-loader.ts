import type { Product } from '@vitrine/domain';
import type { Database } from '../db/database';
import type { ResolvedShopContext } from '../shop-context';
import { maxDatabaseInteger } from '../validation';
import { type MapContext, type ProductTile, productOf, productTileOf } from './map-product';
import { type ProductQueryRow, queryProducts } from './product-query';

export interface LoadOptions {
  /** Discontinued (inactive) products too; off for shoppers. */
  readonly includeInactive?: boolean;
}

/** Ids PostgreSQL's integer can hold; anything else cannot name a product. */
function isProductId(id: number): boolean {
  return Number.isSafeInteger(id) && id > 0 && id <= maxDatabaseInteger;
}

/**
 * Products by id in the shop's language and currency, in the order of `ids`, with their
 * siblings (the other active articles of the same master key), in one statement. Unknown ids,
 * and products the shop does not sell, are left out.
 */
export async function loadProductsByIds(
  database: Pick<Database, 'rows'>,
  context: ResolvedShopContext,
  mapContext: MapContext,
  ids: readonly number[],
  options: LoadOptions = {},
): Promise<Product[]> {
  const wanted = [...new Set(ids.filter(isProductId))];
  if (wanted.length === 0) return [];
  const rows = await queryProducts(database, context, wanted, {
    includeInactive: options.includeInactive === true,
    withSiblings: true,
  });
  const byId = new Map<number, ProductQueryRow>(rows.map((row) => [row.id, row]));
  const byMaster = new Map<string, ProductQueryRow[]>();
  for (const row of rows) {
    if (!row.is_active) continue;
    byMaster.set(row.master_key, [...(byMaster.get(row.master_key) ?? []), row]);
  }
  return wanted.flatMap((id) => {
    const row = byId.get(id);
    if (row === undefined) return [];
    const siblings = (byMaster.get(row.master_key) ?? [])
      .filter((candidate) => candidate.id !== row.id)
      .sort((a, b) => a.id - b.id);
    return [productOf(row, siblings, mapContext)];
  });
}

/**
 * Product tiles by id for listings and search, in the order of `ids`: products without their
 * siblings' variants (their colour sets are in `colorsList`), in one statement.
 */
export async function loadProductTilesByIds(
  database: Pick<Database, 'rows'>,
  context: ResolvedShopContext,
  mapContext: MapContext,
  ids: readonly number[],
): Promise<ProductTile[]> {
  const wanted = [...new Set(ids.filter(isProductId))];
  if (wanted.length === 0) return [];
  const rows = await queryProducts(database, context, wanted, {
    includeInactive: false,
    withSiblings: false,
  });
  const byId = new Map<number, ProductQueryRow>(rows.map((row) => [row.id, row]));
  return wanted.flatMap((id) => {
    const row = byId.get(id);
    return row === undefined ? [] : [productTileOf(row, mapContext)];
  });
}
