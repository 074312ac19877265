/**
 * The shopping tables (baskets, wishlists, vouchers, gift cards, orders) for typed queries.
 * The tables are created by the hand-written migration `drizzle/0004_shopping.sql`; this file
 * is deliberately NOT listed in drizzle.config.ts, so drizzle-kit's snapshots stay as they are
 * while two engineers add tables at the same time. Keep both in step by hand.
 */
import {
  bigserial,
  boolean,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

export const basketItems = pgTable('basket_items', {
  key: text('key').primaryKey(),
  basketKey: text('basket_key').notNull(),
  shopId: integer('shop_id').notNull(),
  userId: text('user_id').notNull(),
  variantId: integer('variant_id').notNull(),
  productId: integer('product_id').notNull(),
  quantity: integer('quantity').notNull(),
  mergeKey: text('merge_key').notNull(),
  itemGroupId: text('item_group_id'),
  itemGroupMain: boolean('item_group_main'),
  itemGroupRequired: boolean('item_group_required'),
  customData: jsonb('custom_data').$type<Readonly<Record<string, unknown>>>().notNull(),
  displayData: jsonb('display_data').$type<Readonly<Record<string, unknown>>>().notNull(),
  position: bigserial('position', { mode: 'number' }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

export const wishlistItems = pgTable('wishlist_items', {
  key: text('key').primaryKey(),
  wishlistKey: text('wishlist_key').notNull(),
  shopId: integer('shop_id').notNull(),
  userId: text('user_id').notNull(),
  productId: integer('product_id').notNull(),
  variantId: integer('variant_id'),
  position: bigserial('position', { mode: 'number' }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

export const vouchers = pgTable('vouchers', {
  code: text('code').primaryKey(),
  shopId: integer('shop_id').notNull(),
  currency: text('currency').notNull(),
  kind: text('kind').$type<'percentage' | 'amount'>().notNull(),
  value: integer('value').notNull(),
  minimumOrderValue: integer('minimum_order_value').notNull(),
  validFrom: timestamp('valid_from', { withTimezone: true }),
  validTo: timestamp('valid_to', { withTimezone: true }),
  active: boolean('active').notNull(),
});

export const giftCards = pgTable('gift_cards', {
  code: text('code').primaryKey(),
  shopId: integer('shop_id').notNull(),
  currency: text('currency').notNull(),
  balance: integer('balance').notNull(),
});

/** The gift card applied to a basket (issue 16; migration `drizzle/0015_basket_gift_cards.sql`). */
export const basketGiftCards = pgTable('basket_gift_cards', {
  basketKey: text('basket_key').primaryKey(),
  shopId: integer('shop_id').notNull(),
  userId: text('user_id').notNull(),
  code: text('code').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

export const orders = pgTable('orders', {
  id: serial('id').primaryKey(),
  orderNumber: text('order_number').notNull(),
  shopId: integer('shop_id').notNull(),
  language: text('language').notNull(),
  currency: text('currency').notNull(),
  userId: text('user_id').notNull(),
  /** The identity's customer id; no foreign key (the identity migration comes later). */
  customerId: text('customer_id'),
  email: text('email').notNull(),
  isGuest: boolean('is_guest').notNull(),
  status: text('status').notNull(),
  idempotencyKey: text('idempotency_key').notNull(),
  billingAddress: jsonb('billing_address').notNull(),
  shippingAddress: jsonb('shipping_address').notNull(),
  shippingMethod: text('shipping_method').notNull(),
  paymentMethod: text('payment_method').notNull(),
  paymentReference: text('payment_reference'),
  voucherCode: text('voucher_code'),
  giftCardCode: text('gift_card_code'),
  totals: jsonb('totals').notNull(),
  /** What set promotions took off, as the shopper saw them (`drizzle/0016_set_promotions.sql`). */
  setPromotions: jsonb('set_promotions').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  anonymisedAt: timestamp('anonymised_at', { withTimezone: true }),
});

export const orderLines = pgTable('order_lines', {
  id: serial('id').primaryKey(),
  orderId: integer('order_id').notNull(),
  position: smallint('position').notNull(),
  variantId: integer('variant_id').notNull(),
  productId: integer('product_id').notNull(),
  quantity: integer('quantity').notNull(),
  unitWithTax: integer('unit_with_tax').notNull(),
  totalWithTax: integer('total_with_tax').notNull(),
  totalWithoutTax: integer('total_without_tax').notNull(),
  promotionId: text('promotion_id'),
  promotionAmount: integer('promotion_amount').notNull(),
  /** What set promotions took off this line (cents with tax, out of its total already; 0016). */
  setReduction: integer('set_reduction').notNull(),
  itemGroup: jsonb('item_group'),
  customData: jsonb('custom_data').notNull(),
  snapshot: jsonb('snapshot').notNull(),
});

export const orderComplaints = pgTable('order_complaints', {
  id: serial('id').primaryKey(),
  orderId: integer('order_id').notNull(),
  items: jsonb('items').notNull(),
  reason: text('reason').notNull(),
  comment: text('comment').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

/** An order's parcels (`drizzle/0014_order_shipments.sql`, issue 19 tracking). */
export const orderShipments = pgTable('order_shipments', {
  id: serial('id').primaryKey(),
  orderId: integer('order_id').notNull(),
  carrier: text('carrier').notNull(),
  trackingNumber: text('tracking_number').notNull(),
  shippedAt: timestamp('shipped_at', { withTimezone: true }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

/** How much of which order line a parcel holds. */
export const orderShipmentItems = pgTable('order_shipment_items', {
  shipmentId: integer('shipment_id').notNull(),
  orderLineId: integer('order_line_id').notNull(),
  quantity: integer('quantity').notNull(),
});
