import type { Product } from '@vitrine/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import type { ResolvedShopContext } from '../shop-context';
import { type MapContext, productOf } from './map-product';
import { type ProductQueryRow, queryProducts } from './product-query';

export interface LoadOptions {
  /** Discontinued (inactive) products too; off for shoppers. */
  readonly includeInactive?: boolean;
}

/**
 * Loads products matching `where` in the shop's language and currency, with their siblings
 * (the other active articles of the same master key), in two statements.
 */
export async function loadProductsWhere(
  database: Pick<Database, 'rows'>,
  context: ResolvedShopContext,
  mapContext: MapContext,
  where: SQL,
  options: LoadOptions = {},
): Promise<Product[]> {
  const rows = await queryProducts(database, context, where, {
    includeInactive: options.includeInactive === true,
  });
  if (rows.length === 0) return [];
  const siblingIds = [...new Set(rows.flatMap((row) => row.sibling_ids ?? []))];
  const siblingRows =
    siblingIds.length === 0
      ? []
      : await queryProducts(database, context, sql`p.id = ANY(${sql.param(siblingIds)}::int[])`, {
          includeInactive: false,
        });
  const siblingsById = new Map<number, ProductQueryRow>(siblingRows.map((row) => [row.id, row]));
  return rows.map((row) =>
    productOf(
      row,
      (row.sibling_ids ?? []).flatMap((id) => siblingsById.get(id) ?? []),
      mapContext,
    ),
  );
}

/** Products by id, in the order of `ids`; unknown ids are left out. */
export async function loadProductsByIds(
  database: Pick<Database, 'rows'>,
  context: ResolvedShopContext,
  mapContext: MapContext,
  ids: readonly number[],
  options: LoadOptions = {},
): Promise<Product[]> {
  const wanted = [
    ...new Set(ids.filter((id) => Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647)),
  ];
  if (wanted.length === 0) return [];
  const products = await loadProductsWhere(
    database,
    context,
    mapContext,
    sql`p.id = ANY(${sql.param(wanted)}::int[])`,
    options,
  );
  const byId = new Map(products.map((product) => [product.id, product]));
  return wanted.flatMap((id) => byId.get(id) ?? []);
}
