/**
 * The commerce schema. Normalised tables are the source of truth (products, texts, variants,
 * prices, images, categories); `product_listings` is their denormalised read model per shop,
 * which listings, search facets and sorts read without joins.
 */
import { languages } from '@vitrine/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  real,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { tsvector } from './column-types';

/** The two brand configurations (§1) a catalog belongs to: `baby` or `vitality`. */
export const categories = pgTable(
  'categories',
  {
    id: integer('id').primaryKey(),
    catalog: text('catalog').notNull(),
    parentId: integer('parent_id'),
    /** 1 for a root, 3 for a leaf. */
    depth: smallint('depth').notNull(),
    position: integer('position').notNull(),
    /** Language-neutral key, the `categorySlug` of §9 (`grossgerte`, `kinderwagen`). */
    slug: text('slug').notNull(),
    /** Names by language: `{ de, fr, nl }`. */
    names: jsonb('names').$type<Readonly<Record<string, string>>>().notNull(),
    /** The product-group code (§3 warengruppe) of products filed here. */
    warengruppe: text('warengruppe'),
  },
  (table) => [
    uniqueIndex('categories_catalog_slug').on(table.catalog, table.slug),
    index('categories_parent').on(table.parentId),
  ],
);

export const promotions = pgTable('promotions', {
  id: text('id').primaryKey(),
  key: text('key').notNull(),
  effectType: text('effect_type').notNull(),
  additionalData: jsonb('additional_data').$type<Readonly<Record<string, unknown>>>(),
  /** Badge labels by language. */
  badgeLabels: jsonb('badge_labels').$type<Readonly<Record<string, string>>>(),
  validFrom: timestamp('valid_from', { withTimezone: true }),
  validTo: timestamp('valid_to', { withTimezone: true }),
});

export const products = pgTable(
  'products',
  {
    id: integer('id').primaryKey(),
    catalog: text('catalog').notNull(),
    /** The product number (§2: the last segment of `/p/{pdp}/`). */
    referenceKey: text('reference_key').notNull(),
    /** Groups sibling articles (§3 siblings): the same model in other colours or sizes. */
    masterKey: text('master_key').notNull(),
    brand: text('brand').notNull(),
    subbrand: text('subbrand'),
    isActive: boolean('is_active').notNull(),
    isNew: boolean('is_new').notNull(),
    isSale: boolean('is_sale').notNull(),
    ratingAverage: numeric('rating_average', { precision: 3, scale: 2, mode: 'number' }),
    reviewCount: integer('review_count'),
    promotionId: text('promotion_id').references(() => promotions.id),
    collections: text('collections').array().notNull(),
    /**
     * The article's colour set (§4 colour dots): palette keys (null for a colour outside the
     * palette) with their names by language.
     */
    colors: jsonb('colors')
      .$type<ReadonlyArray<{ key: string | null; names: Readonly<Record<string, string>> }>>()
      .notNull(),
    /** The special kinds the demo generator gave the product (bulky, voucher…), for reports. */
    specialKinds: text('special_kinds').array().notNull(),
    /** Ranking of the default sort (relevancy), higher first. */
    relevance: real('relevance').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('products_reference_key').on(table.referenceKey),
    index('products_master_key').on(table.masterKey),
  ],
);

/**
 * Everything a shopper reads in one language. Attributes live here because their labels are
 * text (§3 attribute values hold labels). The search vector uses the language's text search
 * configuration over unaccented text (see the migration's `commerce_search_vector`).
 */
export const productTexts = pgTable(
  'product_texts',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    language: text('language').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    /** The built SEO slug (`kinderwagen-lino-blau-1234567`), or null to link by reference key. */
    seoUrl: text('seo_url'),
    /** Brand and subbrand, copied so the generated search vector can read them. */
    brandText: text('brand_text').notNull(),
    categoryText: text('category_text').notNull(),
    attributeText: text('attribute_text').notNull(),
    attributes: jsonb('attributes').$type<Readonly<Record<string, unknown>>>().notNull(),
    advancedAttributes: jsonb('advanced_attributes')
      .$type<Readonly<Record<string, unknown>>>()
      .notNull(),
    searchVector: tsvector('search_vector')
      .notNull()
      .generatedAlwaysAs(
        sql`commerce_search_vector(language, name, brand_text, category_text, attribute_text, description)`,
      ),
    /** Lower-cased, unaccented name: typo-tolerant matching and the name sort. */
    sortName: text('sort_name').notNull().generatedAlwaysAs(sql`lower(commerce_unaccent(name))`),
  },
  (table) => [primaryKey({ columns: [table.productId, table.language] })],
);

export const variants = pgTable(
  'variants',
  {
    id: integer('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** `{articleNumber}_{suffix}` (§3). */
    referenceKey: text('reference_key').notNull(),
    position: smallint('position').notNull(),
    /** Palette key of §9, or null when the colour is unknown. */
    colorKey: text('color_key'),
    size: text('size'),
    dimension: text('dimension'),
    roller: text('roller'),
    bvc: smallint('bvc').notNull(),
    deliveryDaysFrom: smallint('delivery_days_from').notNull(),
    deliveryDaysTo: smallint('delivery_days_to').notNull(),
    stockQuantity: integer('stock_quantity').notNull(),
    priceReference: text('price_reference'),
    paybackPointsFactor: numeric('payback_points_factor', {
      precision: 6,
      scale: 2,
      mode: 'number',
    }),
    /** Variant attributes (colour, size, dimension, roller) by language: `{ de: {...} }`. */
    attributes: jsonb('attributes').$type<Readonly<Record<string, unknown>>>().notNull(),
  },
  (table) => [
    uniqueIndex('variants_reference_key').on(table.referenceKey),
    index('variants_product').on(table.productId),
  ],
);

/** A variant's price in one shop: currency and VAT are the shop's (§3 Price). */
export const variantPrices = pgTable(
  'variant_prices',
  {
    variantId: integer('variant_id')
      .notNull()
      .references(() => variants.id, { onDelete: 'cascade' }),
    shopId: integer('shop_id').notNull(),
    currency: text('currency').notNull(),
    withTax: integer('with_tax').notNull(),
    withoutTax: integer('without_tax').notNull(),
    vatRate: numeric('vat_rate', { precision: 5, scale: 4, mode: 'number' }).notNull(),
    recommendedRetailPrice: integer('recommended_retail_price'),
    /** Fraction of the original price taken off by a sale (0.2 = 20 %), or null. */
    reductionRelative: numeric('reduction_relative', {
      precision: 5,
      scale: 4,
      mode: 'number',
    }),
    referenceWithTax: integer('reference_with_tax'),
    referenceUnit: text('reference_unit'),
    referenceSize: numeric('reference_size', { precision: 10, scale: 3, mode: 'number' }),
    /** KQPRI scale data (§3), up to three thresholds. */
    scalePrices: jsonb('scale_prices').$type<Readonly<Record<string, number | string | null>>>(),
  },
  (table) => [primaryKey({ columns: [table.shopId, table.variantId] })],
);

export const productImages = pgTable(
  'product_images',
  {
    /** Content-addressed key: the URL path segment of the image service. */
    key: text('key').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    colorKey: text('color_key'),
    /** What the generator draws: motif, palette, label. */
    source: jsonb('source').$type<Readonly<Record<string, unknown>>>().notNull(),
  },
  (table) => [index('product_images_product').on(table.productId, table.position)],
);

export const productCategories = pgTable(
  'product_categories',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    position: smallint('position').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.productId, table.categoryId] }),
    index('product_categories_category').on(table.categoryId),
  ],
);

/**
 * The listing and search read model: one row per active product and language it is sold in,
 * with everything listings and searches filter, count and sort by, its search vector and its
 * lowest price in every shop (`shop_prices[shopSlot]`, null where the shop does not sell it).
 * Shops of one language share a row, so a search reads one narrow table without a join.
 */
export const productListings = pgTable(
  'product_listings',
  {
    catalog: text('catalog').notNull(),
    language: text('language').notNull(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** Every category the product is filed under, with all their ancestors. */
    categoryIds: integer('category_ids').array().notNull(),
    /**
     * The same categories keyed by language (`categoryKey`), so one GIN lookup finds a
     * category's products in one language rather than in every language of the catalog.
     */
    categoryKeys: integer('category_keys').array().notNull(),
    brand: text('brand').notNull(),
    colorKeys: text('color_keys').array().notNull(),
    sizes: text('sizes').array().notNull(),
    /** Lowest price with tax (cents) per shop slot (`shopSlot`), null where not sold. */
    shopPrices: integer('shop_prices').array().notNull(),
    salePercent: smallint('sale_percent').notNull(),
    isSale: boolean('is_sale').notNull(),
    rating: numeric('rating', { precision: 3, scale: 2, mode: 'number' }),
    /** `buyable`, `notDeliverable` or `soldOut` (domain `productAvailability`). */
    availability: text('availability').notNull(),
    isNew: boolean('is_new').notNull(),
    relevance: real('relevance').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    searchVector: tsvector('search_vector').notNull(),
    sortName: text('sort_name').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.catalog, table.language, table.productId] }),
    index('product_listings_product').on(table.productId),
    index('product_listings_category_keys').using('gin', table.categoryKeys),
    // One full-text index per language: every search names its language, and a prefix query
    // (`kinderw:*`) then reads only that language's lexemes and rows, not every language's.
    ...languages.map((language) =>
      index(`product_listings_search_${language}`)
        .using('gin', table.searchVector)
        .where(sql.raw(`language = '${language}'`)),
    ),
  ],
);

/** Words of the catalog's texts, for typo correction (pg_trgm) and type-ahead completion. */
export const searchWords = pgTable(
  'search_words',
  {
    language: text('language').notNull(),
    catalog: text('catalog').notNull(),
    word: text('word').notNull(),
    frequency: integer('frequency').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.language, table.catalog, table.word] }),
    index('search_words_trgm').using('gin', table.word.op('gin_trgm_ops')),
    index('search_words_prefix').on(
      table.language,
      table.catalog,
      table.word.op('text_pattern_ops'),
    ),
  ],
);

/**
 * The type-ahead index: for each word of a model's name and brand, the model's best article
 * and its ranking. A prefix range scan on `word` with the highest relevance first answers
 * product suggestions without ranking every full-text match.
 */
export const suggestionEntries = pgTable(
  'suggestion_entries',
  {
    language: text('language').notNull(),
    catalog: text('catalog').notNull(),
    word: text('word').notNull(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    relevance: real('relevance').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.language, table.catalog, table.word, table.productId] }),
    index('suggestion_entries_prefix').on(
      table.language,
      table.catalog,
      table.word.op('text_pattern_ops'),
    ),
  ],
);

/** Server-defined redirects (§2 page resolution step 3, §7 GET /api/shop/redirect/{path}). */
export const redirects = pgTable(
  'redirects',
  {
    id: serial('id').primaryKey(),
    /** Null for a redirect of every shop. */
    shopId: integer('shop_id'),
    /** Normalised: decoded, lower case, leading and trailing slash, no query. */
    sourcePath: text('source_path').notNull(),
    target: text('target').notNull(),
    statusCode: smallint('status_code').notNull(),
  },
  (table) => [uniqueIndex('redirects_source').on(table.sourcePath, table.shopId)],
);

/**
 * Ordered products, minimal for co-purchase recommendations; the order issue extends it.
 * `customer_key` (the visitor cookie or customer id) lets recommendations leave out items a
 * customer already knows.
 */
export const orderItems = pgTable(
  'order_items',
  {
    id: serial('id').primaryKey(),
    orderId: text('order_id').notNull(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    shopId: integer('shop_id').notNull(),
    customerKey: text('customer_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('order_items_product').on(table.productId),
    index('order_items_order').on(table.orderId),
    index('order_items_customer').on(table.customerKey),
  ],
);

/** One row: when and with which generator settings the demo catalog was seeded. */
export const catalogMeta = pgTable('catalog_meta', {
  id: smallint('id').primaryKey(),
  products: integer('products').notNull(),
  seed: integer('seed').notNull(),
  seededAt: timestamp('seeded_at', { withTimezone: true }).notNull(),
});
