import { type SQL, sql } from 'drizzle-orm';
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
  readonly sibling_ids: readonly number[] | null;
}

/**
 * One statement for a set of products in a shop and language: the product, its texts, its
 * variants with their prices in the shop, images, categories, promotion and sibling ids. A
 * product the shop does not price (another brand, another catalog) has no row.
 */
export async function queryProducts(
  database: Pick<Database, 'rows'>,
  context: ResolvedShopContext,
  where: SQL,
  options: { readonly includeInactive: boolean },
): Promise<ProductQueryRow[]> {
  return database.rows<ProductQueryRow>(sql`
    SELECT p.id, p.reference_key, p.master_key, p.brand, p.subbrand, p.is_active, p.is_new,
      p.is_sale, p.rating_average, p.review_count, p.collections, p.colors, p.created_at,
      p.updated_at, t.name, t.seo_url, t.attributes, t.advanced_attributes,
      pr.id AS promotion_id, pr.key AS promotion_key, pr.effect_type AS promotion_type,
      pr.additional_data AS promotion_data, pr.badge_labels ->> ${context.language} AS promotion_label,
      (pr.id IS NOT NULL AND (pr.valid_from IS NULL OR pr.valid_from <= now())
        AND (pr.valid_to IS NULL OR pr.valid_to >= now())) AS promotion_valid,
      v.variants,
      (SELECT json_agg(json_build_object('key', i.key, 'colorKey', i.color_key) ORDER BY i.position)
        FROM product_images i WHERE i.product_id = p.id) AS images,
      (SELECT array_agg(pc.category_id ORDER BY pc.position DESC)
        FROM product_categories pc WHERE pc.product_id = p.id) AS category_ids,
      (SELECT array_agg(s.id ORDER BY s.id) FROM products s
        WHERE s.master_key = p.master_key AND s.id <> p.id AND s.is_active) AS sibling_ids
    FROM products p
    JOIN product_texts t ON t.product_id = p.id AND t.language = ${context.language}
    LEFT JOIN promotions pr ON pr.id = p.promotion_id
    CROSS JOIN LATERAL (
      SELECT json_agg(json_build_object(
        'id', v.id, 'referenceKey', v.reference_key, 'bvc', v.bvc,
        'deliveryDaysFrom', v.delivery_days_from, 'deliveryDaysTo', v.delivery_days_to,
        'stock', v.stock_quantity, 'priceReference', v.price_reference,
        'paybackPointsFactor', v.payback_points_factor, 'attributes', v.attributes -> ${context.language},
        'currency', vp.currency, 'withTax', vp.with_tax, 'withoutTax', vp.without_tax,
        'vatRate', vp.vat_rate, 'recommendedRetailPrice', vp.recommended_retail_price,
        'reduction', vp.reduction_relative, 'referenceWithTax', vp.reference_with_tax,
        'referenceUnit', vp.reference_unit, 'referenceSize', vp.reference_size,
        'scalePrices', vp.scale_prices) ORDER BY v.position) AS variants
      FROM variants v
      JOIN variant_prices vp ON vp.variant_id = v.id AND vp.shop_id = ${context.shopId}
      WHERE v.product_id = p.id
    ) v
    WHERE ${where} AND p.catalog = ${context.catalog} AND v.variants IS NOT NULL
      ${options.includeInactive ? sql`` : sql`AND p.is_active`}
  `);
}
