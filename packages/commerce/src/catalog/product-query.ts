import { sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import type { ResolvedShopContext } from '../shop-context';

/** A variant with its price in the shop, as the product query returns it. */
export interface VariantJson {
  readonly id: number;
  readonly referenceKey: string;
  readonly bvc: number;
  readonly deliveryDaysFrom: number;
  readonly deliveryDaysTo: number;
  readonly stock: number;
  readonly priceReference: string | null;
  readonly paybackPointsFactor: number | string | null;
  readonly attributes: Readonly<Record<string, unknown>> | null;
  readonly currency: string;
  readonly withTax: number;
  readonly withoutTax: number;
  readonly vatRate: number | string;
  readonly recommendedRetailPrice: number | null;
  readonly reduction: number | string | null;
  readonly referenceWithTax: number | null;
  readonly referenceUnit: string | null;
  readonly referenceSize: number | string | null;
  readonly scalePrices: Readonly<Record<string, number | string | null>> | null;
}

/** What a colour set is made of: an article and its colours. */
export interface ColorSetRow {
  readonly id: number;
  readonly reference_key: string;
  readonly colors: ReadonlyArray<{ key: string | null; names: Readonly<Record<string, string>> }>;
}

export interface ProductQueryRow {
  readonly id: number;
  readonly reference_key: string;
  readonly master_key: string;
  readonly brand: string;
  readonly subbrand: string | null;
  readonly is_active: boolean;
  readonly is_new: boolean;
  readonly is_sale: boolean;
  readonly rating_average: number | string | null;
  readonly review_count: number | null;
  readonly collections: readonly string[];
  readonly colors: ReadonlyArray<{ key: string | null; names: Readonly<Record<string, string>> }>;
  readonly created_at: Date | string;
  readonly updated_at: Date | string;
  readonly name: string;
  readonly seo_url: string | null;
  readonly attributes: Readonly<Record<string, unknown>>;
  readonly advanced_attributes: Readonly<Record<string, unknown>>;
  readonly promotion_id: string | null;
  readonly promotion_key: string | null;
  readonly promotion_type: string | null;
  readonly promotion_data: Readonly<Record<string, unknown>> | null;
  readonly promotion_label: string | null;
  readonly promotion_valid: boolean | null;
  readonly variants: readonly VariantJson[] | null;
  readonly images: ReadonlyArray<{ key: string; colorKey: string | null }> | null;
  readonly category_ids: readonly number[] | null;
  /** The colour sets of the sibling articles sold in the shop. */
  readonly sibling_colors: readonly ColorSetRow[] | null;
}

/**
 * The products of `ids` in a shop and language, as the `commerce_products` function of the
 * migrations returns them: the product, its texts, its variants with their prices in the shop,
 * images, categories and promotion — and, with `withSiblings`, the other active articles of the
 * same master key. A product the shop does not price (another catalog) has no row.
 */
export async function queryProducts(
  database: Pick<Database, 'rows'>,
  context: ResolvedShopContext,
  ids: readonly number[],
  options: { readonly includeInactive: boolean; readonly withSiblings: boolean },
): Promise<ProductQueryRow[]> {
  if (ids.length === 0) return [];
  const rows = await database.rows<{ product: ProductQueryRow }>(sql`
    SELECT commerce_products(${sql.param([...ids])}::int[], ${context.shopId}::int,
      ${context.language}::text, ${context.catalog}::text, ${options.includeInactive}::boolean,
      ${options.withSiblings}::boolean) AS product`);
  return rows.map((row) => row.product);
}
