import type { Database } from '../db/database';
import { type ColumnSpec, insertRows } from './bulk-insert';
import type {
  CategoryRow,
  GeneratedCatalog,
  PriceHistoryRow,
  ProductCategoryRow,
  ProductImageRow,
  ProductRow,
  ProductSealRow,
  ProductTextRow,
  PromotionRow,
  RedirectRow,
  SealRow,
  SetPromotionArticleRow,
  SetPromotionRow,
  SizeTableRow,
  VariantPriceRow,
  VariantRow,
} from './catalog-rows';
import { demoGtin } from './demo-gtin';

type Tx = Pick<Database, 'rows' | 'exec'>;

const categoryColumns: ColumnSpec<CategoryRow>[] = [
  { column: 'id', type: 'integer', value: (row) => row.id },
  { column: 'catalog', type: 'text', value: (row) => row.catalog },
  { column: 'parent_id', type: 'integer', value: (row) => row.parentId },
  { column: 'depth', type: 'smallint', value: (row) => row.depth },
  { column: 'position', type: 'integer', value: (row) => row.position },
  { column: 'slug', type: 'text', value: (row) => row.slug },
  { column: 'names', type: 'jsonb', value: (row) => row.names },
  { column: 'warengruppe', type: 'text', value: (row) => row.warengruppe },
];

const promotionColumns: ColumnSpec<PromotionRow>[] = [
  { column: 'id', type: 'text', value: (row) => row.id },
  { column: 'key', type: 'text', value: (row) => row.key },
  { column: 'effect_type', type: 'text', value: (row) => row.effectType },
  { column: 'additional_data', type: 'jsonb', value: (row) => row.additionalData },
  { column: 'badge_labels', type: 'jsonb', value: (row) => row.badgeLabels },
  { column: 'valid_from', type: 'timestamptz', value: (row) => row.validFrom },
  { column: 'valid_to', type: 'timestamptz', value: (row) => row.validTo },
  { column: 'terms', type: 'jsonb', value: (row) => row.terms },
];

const productColumns: ColumnSpec<ProductRow>[] = [
  { column: 'id', type: 'integer', value: (row) => row.id },
  { column: 'catalog', type: 'text', value: (row) => row.catalog },
  { column: 'reference_key', type: 'text', value: (row) => row.referenceKey },
  { column: 'master_key', type: 'text', value: (row) => row.masterKey },
  { column: 'brand', type: 'text', value: (row) => row.brand },
  { column: 'subbrand', type: 'text', value: (row) => row.subbrand },
  { column: 'is_active', type: 'boolean', value: (row) => row.isActive },
  { column: 'is_new', type: 'boolean', value: (row) => row.isNew },
  { column: 'is_sale', type: 'boolean', value: (row) => row.isSale },
  { column: 'rating_average', type: 'numeric', value: (row) => row.ratingAverage },
  { column: 'review_count', type: 'integer', value: (row) => row.reviewCount },
  { column: 'promotion_id', type: 'text', value: (row) => row.promotionId },
  { column: 'collections', type: 'text[]', value: (row) => row.collections },
  { column: 'colors', type: 'jsonb', value: (row) => row.colors },
  { column: 'special_kinds', type: 'text[]', value: (row) => row.specialKinds },
  { column: 'relevance', type: 'real', value: (row) => row.relevance },
  { column: 'created_at', type: 'timestamptz', value: (row) => row.createdAt },
  { column: 'updated_at', type: 'timestamptz', value: (row) => row.updatedAt },
];

const textColumns: ColumnSpec<ProductTextRow>[] = [
  { column: 'product_id', type: 'integer', value: (row) => row.productId },
  { column: 'language', type: 'text', value: (row) => row.language },
  { column: 'name', type: 'text', value: (row) => row.name },
  { column: 'description', type: 'text', value: (row) => row.description },
  { column: 'seo_url', type: 'text', value: (row) => row.seoUrl },
  { column: 'brand_text', type: 'text', value: (row) => row.brandText },
  { column: 'category_text', type: 'text', value: (row) => row.categoryText },
  { column: 'attribute_text', type: 'text', value: (row) => row.attributeText },
  { column: 'attributes', type: 'jsonb', value: (row) => row.attributes },
  { column: 'advanced_attributes', type: 'jsonb', value: (row) => row.advancedAttributes },
];

const variantColumns: ColumnSpec<VariantRow>[] = [
  { column: 'id', type: 'integer', value: (row) => row.id },
  { column: 'product_id', type: 'integer', value: (row) => row.productId },
  { column: 'reference_key', type: 'text', value: (row) => row.referenceKey },
  { column: 'position', type: 'smallint', value: (row) => row.position },
  { column: 'color_key', type: 'text', value: (row) => row.colorKey },
  { column: 'size', type: 'text', value: (row) => row.size },
  { column: 'dimension', type: 'text', value: (row) => row.dimension },
  { column: 'roller', type: 'text', value: (row) => row.roller },
  { column: 'bvc', type: 'smallint', value: (row) => row.bvc },
  { column: 'delivery_days_from', type: 'smallint', value: (row) => row.deliveryDaysFrom },
  { column: 'delivery_days_to', type: 'smallint', value: (row) => row.deliveryDaysTo },
  { column: 'stock_quantity', type: 'integer', value: (row) => row.stockQuantity },
  { column: 'price_reference', type: 'text', value: (row) => row.priceReference },
  { column: 'payback_points_factor', type: 'numeric', value: (row) => row.paybackPointsFactor },
  { column: 'attributes', type: 'jsonb', value: (row) => row.attributes },
];

const priceColumns: ColumnSpec<VariantPriceRow>[] = [
  { column: 'variant_id', type: 'integer', value: (row) => row.variantId },
  { column: 'shop_id', type: 'integer', value: (row) => row.shopId },
  { column: 'currency', type: 'text', value: (row) => row.currency },
  { column: 'with_tax', type: 'integer', value: (row) => row.withTax },
  { column: 'without_tax', type: 'integer', value: (row) => row.withoutTax },
  { column: 'vat_rate', type: 'numeric', value: (row) => row.vatRate },
  {
    column: 'recommended_retail_price',
    type: 'integer',
    value: (row) => row.recommendedRetailPrice,
  },
  { column: 'reduction_relative', type: 'numeric', value: (row) => row.reductionRelative },
  { column: 'reference_with_tax', type: 'integer', value: (row) => row.referenceWithTax },
  { column: 'reference_unit', type: 'text', value: (row) => row.referenceUnit },
  { column: 'reference_size', type: 'numeric', value: (row) => row.referenceSize },
  { column: 'scale_prices', type: 'jsonb', value: (row) => row.scalePrices },
];

const priceHistoryColumns: ColumnSpec<PriceHistoryRow>[] = [
  { column: 'shop_id', type: 'integer', value: (row) => row.shopId },
  { column: 'variant_id', type: 'integer', value: (row) => row.variantId },
  { column: 'valid_from', type: 'timestamptz', value: (row) => row.validFrom },
  { column: 'with_tax', type: 'integer', value: (row) => row.withTax },
];

const gtinColumns: ColumnSpec<VariantRow>[] = [
  { column: 'gtin', type: 'text', value: (row) => demoGtin(row.id) },
  { column: 'variant_id', type: 'integer', value: (row) => row.id },
];

const imageColumns: ColumnSpec<ProductImageRow>[] = [
  { column: 'key', type: 'text', value: (row) => row.key },
  { column: 'product_id', type: 'integer', value: (row) => row.productId },
  { column: 'position', type: 'smallint', value: (row) => row.position },
  { column: 'color_key', type: 'text', value: (row) => row.colorKey },
  { column: 'source', type: 'jsonb', value: (row) => row.source },
];

const productCategoryColumns: ColumnSpec<ProductCategoryRow>[] = [
  { column: 'product_id', type: 'integer', value: (row) => row.productId },
  { column: 'category_id', type: 'integer', value: (row) => row.categoryId },
  { column: 'position', type: 'smallint', value: (row) => row.position },
];

const sealColumns: ColumnSpec<SealRow>[] = [
  { column: 'key', type: 'text', value: (row) => row.key },
  { column: 'names', type: 'jsonb', value: (row) => row.names },
  { column: 'texts', type: 'jsonb', value: (row) => row.texts },
];

const productSealColumns: ColumnSpec<ProductSealRow>[] = [
  { column: 'product_id', type: 'integer', value: (row) => row.productId },
  { column: 'seal_key', type: 'text', value: (row) => row.sealKey },
  { column: 'position', type: 'smallint', value: (row) => row.position },
];

const sizeTableColumns: ColumnSpec<SizeTableRow>[] = [
  { column: 'key', type: 'text', value: (row) => row.key },
  { column: 'columns', type: 'jsonb', value: (row) => row.columns },
  { column: 'rows', type: 'jsonb', value: (row) => row.rows },
];

const setPromotionColumns: ColumnSpec<SetPromotionRow>[] = [
  { column: 'id', type: 'text', value: (row) => row.id },
  { column: 'catalog', type: 'text', value: (row) => row.catalog },
  { column: 'names', type: 'jsonb', value: (row) => row.names },
  { column: 'percent', type: 'smallint', value: (row) => row.percent },
  { column: 'position', type: 'smallint', value: (row) => row.position },
];

const setPromotionArticleColumns: ColumnSpec<SetPromotionArticleRow>[] = [
  { column: 'set_promotion_id', type: 'text', value: (row) => row.setPromotionId },
  { column: 'product_id', type: 'integer', value: (row) => row.productId },
  { column: 'position', type: 'smallint', value: (row) => row.position },
];

const redirectColumns: ColumnSpec<RedirectRow>[] = [
  { column: 'shop_id', type: 'integer', value: (row) => row.shopId },
  { column: 'source_path', type: 'text', value: (row) => row.sourcePath },
  { column: 'target', type: 'text', value: (row) => row.target },
  { column: 'status_code', type: 'smallint', value: (row) => row.statusCode },
];

/** Inserts a generated catalog into empty catalog tables. */
export async function writeCatalog(tx: Tx, catalog: GeneratedCatalog): Promise<void> {
  await insertRows(tx, 'categories', categoryColumns, catalog.categories);
  await insertRows(tx, 'promotions', promotionColumns, catalog.promotions);
  await insertRows(tx, 'seals', sealColumns, catalog.seals);
  await insertRows(tx, 'size_tables', sizeTableColumns, catalog.sizeTables);
  await insertRows(tx, 'products', productColumns, catalog.products);
  await insertRows(tx, 'product_seals', productSealColumns, catalog.productSeals);
  await insertRows(tx, 'product_texts', textColumns, catalog.texts);
  await insertRows(tx, 'variants', variantColumns, catalog.variants);
  // One code per demo variant, made from its id (a real catalog brings its own).
  await insertRows(tx, 'variant_gtins', gtinColumns, catalog.variants);
  await insertRows(tx, 'variant_prices', priceColumns, catalog.prices);
  await insertRows(tx, 'variant_price_history', priceHistoryColumns, catalog.priceHistory);
  await insertRows(tx, 'product_images', imageColumns, catalog.images);
  await insertRows(tx, 'product_categories', productCategoryColumns, catalog.productCategories);
  await insertRows(tx, 'redirects', redirectColumns, catalog.redirects);
  await insertRows(tx, 'set_promotions', setPromotionColumns, catalog.setPromotions);
  await insertRows(
    tx,
    'set_promotion_articles',
    setPromotionArticleColumns,
    catalog.setPromotionArticles,
  );
}
