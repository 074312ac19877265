/**
 * The product page's engine tables (issue 15): price history, stock reminders and click-and-
 * reserve requests, and the variants' GTINs (issue 17). They are created by the hand-written
 * migrations `drizzle/0007_price_history_reminders_reservations.sql` and
 * `drizzle/0008_variant_gtins.sql`, and the info dialogs' seals and size tables by
 * `drizzle/0010_product_seals_size_tables_promotion_terms.sql` (which also adds the promotions'
 * fine print, `promotions.terms`: jsonb by language); like schema-identity.ts this file is
 * deliberately NOT listed in drizzle.config.ts. Keep it in step with those migrations.
 */
import {
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

type ByLanguage<Value> = Readonly<Record<string, Value>>;

const moment = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Each price a variant had in a shop, from the moment it took effect (EU Omnibus, § 11 PAngV). */
export const variantPriceHistory = pgTable(
  'variant_price_history',
  {
    shopId: integer('shop_id').notNull(),
    variantId: integer('variant_id').notNull(),
    validFrom: moment('valid_from').notNull(),
    /** The price with tax, cents. */
    withTax: integer('with_tax').notNull(),
  },
  (table) => [primaryKey({ columns: [table.shopId, table.variantId, table.validFrom] })],
);

/** A variant's GTIN (EAN-13 or EAN-8): one row per code, several per variant (0008). */
export const variantGtins = pgTable('variant_gtins', {
  gtin: text('gtin').primaryKey(),
  variantId: integer('variant_id').notNull(),
});

/** A shopper's request to hear when a sold-out variant is back; mailed once (`notified_at`). */
export const stockReminders = pgTable('stock_reminders', {
  id: text('id').primaryKey(),
  shopId: integer('shop_id').notNull(),
  language: text('language').notNull(),
  variantId: integer('variant_id').notNull(),
  email: text('email').notNull(),
  productUrl: text('product_url').notNull(),
  createdAt: moment('created_at').notNull(),
  notifiedAt: moment('notified_at'),
  mailId: text('mail_id'),
});

/** A click-and-reserve request: the article put aside in a store, paid there on pickup. */
export const pickupReservations = pgTable('pickup_reservations', {
  id: text('id').primaryKey(),
  reservationNumber: text('reservation_number').notNull(),
  shopId: integer('shop_id').notNull(),
  language: text('language').notNull(),
  storeId: text('store_id').notNull(),
  variantId: integer('variant_id').notNull(),
  quantity: smallint('quantity').notNull(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  email: text('email').notNull(),
  phone: text('phone'),
  createdAt: moment('created_at').notNull(),
});

/** A seal (quality or test mark, §2 product seals): its name and what it vouches for, by language. */
export const seals = pgTable('seals', {
  key: text('key').primaryKey(),
  names: jsonb('names').$type<ByLanguage<string>>().notNull(),
  texts: jsonb('texts').$type<ByLanguage<string>>().notNull(),
});

/** The seals a product carries, in the order the page lists them. */
export const productSeals = pgTable(
  'product_seals',
  {
    productId: integer('product_id').notNull(),
    sealKey: text('seal_key').notNull(),
    position: smallint('position').notNull(),
  },
  (table) => [primaryKey({ columns: [table.productId, table.sealKey] })],
);

/**
 * A size table of the size advisor, named by the value of a product's `groessenberater`
 * attribute: its column headings and rows (the first cell names the size) by language.
 */
export const sizeTables = pgTable('size_tables', {
  key: text('key').primaryKey(),
  columns: jsonb('columns').$type<ByLanguage<readonly string[]>>().notNull(),
  rows: jsonb('rows').$type<ByLanguage<ReadonlyArray<readonly string[]>>>().notNull(),
});

/**
 * A set promotion across separate articles (`drizzle/0016_set_promotions.sql`, §2 bundle
 * promotion add): its name by language and its reduction in per cent of each article.
 */
export const setPromotions = pgTable('set_promotions', {
  id: text('id').primaryKey(),
  catalog: text('catalog').notNull(),
  names: jsonb('names').$type<ByLanguage<string>>().notNull(),
  percent: smallint('percent').notNull(),
  position: smallint('position').notNull(),
});

/** The articles of a set promotion, in its order. */
export const setPromotionArticles = pgTable(
  'set_promotion_articles',
  {
    setPromotionId: text('set_promotion_id').notNull(),
    productId: integer('product_id').notNull(),
    position: smallint('position').notNull(),
  },
  (table) => [primaryKey({ columns: [table.setPromotionId, table.productId] })],
);
