-- Baskets, wishlists, vouchers, gift cards and orders (issue 6, spec §3 Basket, Wishlist, Order).
-- Hand-written (src/db/schema-shopping.ts describes the same tables for queries). Customer ids
-- are plain text columns without foreign keys: the identity tables come in a later migration.
CREATE TABLE "basket_items" (
	"key" text PRIMARY KEY NOT NULL,
	"basket_key" text NOT NULL,
	"shop_id" integer NOT NULL,
	"user_id" text NOT NULL,
	"variant_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"quantity" integer NOT NULL CHECK ("quantity" >= 1),
	-- A plain line's variant id, or the line's own key: equal plain lines join, engraved ones never.
	"merge_key" text NOT NULL,
	"item_group_id" text,
	"item_group_main" boolean,
	"item_group_required" boolean,
	"custom_data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"display_data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"position" bigserial NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "basket_items_merge" ON "basket_items" ("basket_key", "merge_key");
--> statement-breakpoint
CREATE INDEX "basket_items_user" ON "basket_items" ("user_id");
--> statement-breakpoint
CREATE TABLE "wishlist_items" (
	"key" text PRIMARY KEY NOT NULL,
	"wishlist_key" text NOT NULL,
	"shop_id" integer NOT NULL,
	"user_id" text NOT NULL,
	"product_id" integer NOT NULL,
	"variant_id" integer,
	"position" bigserial NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "wishlist_items_entry" ON "wishlist_items" ("wishlist_key", "product_id", (coalesce("variant_id", 0)));
--> statement-breakpoint
CREATE INDEX "wishlist_items_user" ON "wishlist_items" ("user_id");
--> statement-breakpoint
CREATE TABLE "vouchers" (
	"code" text PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL,
	"currency" text NOT NULL,
	"kind" text NOT NULL CHECK ("kind" IN ('percentage', 'amount')),
	"value" integer NOT NULL CHECK ("value" > 0),
	"minimum_order_value" integer DEFAULT 0 NOT NULL,
	"valid_from" timestamp with time zone,
	"valid_to" timestamp with time zone,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gift_cards" (
	"code" text PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL,
	"currency" text NOT NULL,
	"balance" integer NOT NULL CHECK ("balance" >= 0)
);
--> statement-breakpoint
CREATE SEQUENCE "order_number_seq" START WITH 10000001;
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_number" text NOT NULL,
	"shop_id" integer NOT NULL,
	"language" text NOT NULL,
	"currency" text NOT NULL,
	"user_id" text NOT NULL,
	"customer_id" text,
	"email" text NOT NULL,
	"is_guest" boolean NOT NULL,
	"status" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"billing_address" jsonb NOT NULL,
	"shipping_address" jsonb NOT NULL,
	"shipping_method" text NOT NULL,
	"payment_method" text NOT NULL,
	"payment_reference" text,
	"voucher_code" text,
	"gift_card_code" text,
	"totals" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"anonymised_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "orders_number" ON "orders" ("order_number");
--> statement-breakpoint
CREATE UNIQUE INDEX "orders_idempotency" ON "orders" ("shop_id", "user_id", "idempotency_key");
--> statement-breakpoint
CREATE INDEX "orders_customer" ON "orders" ("customer_id");
--> statement-breakpoint
CREATE TABLE "order_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL REFERENCES "orders"("id") ON DELETE CASCADE,
	"position" smallint NOT NULL,
	"variant_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"quantity" integer NOT NULL CHECK ("quantity" >= 1),
	"unit_with_tax" integer NOT NULL,
	"total_with_tax" integer NOT NULL,
	"total_without_tax" integer NOT NULL,
	"promotion_id" text,
	"promotion_amount" integer DEFAULT 0 NOT NULL,
	"item_group" jsonb,
	"custom_data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	-- The product and variant as sold (name, price, attributes), for the order page and tracking.
	"snapshot" jsonb NOT NULL
);
--> statement-breakpoint
CREATE INDEX "order_lines_order" ON "order_lines" ("order_id");
--> statement-breakpoint
CREATE TABLE "order_complaints" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL REFERENCES "orders"("id") ON DELETE CASCADE,
	"items" jsonb NOT NULL,
	"reason" text NOT NULL,
	"comment" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "order_complaints_order" ON "order_complaints" ("order_id");
--> statement-breakpoint
-- Demo codes (documented in the README): one voucher of each kind and a gift card per shop.
INSERT INTO "vouchers" ("code", "shop_id", "currency", "kind", "value", "minimum_order_value")
SELECT 'WILLKOMMEN10-' || s.id, s.id, s.currency, 'percentage', 10, 0
FROM (VALUES (10, 'EUR'), (11, 'EUR'), (12, 'CHF'), (13, 'EUR'), (14, 'EUR'), (15, 'EUR'), (20, 'EUR'), (21, 'EUR'), (22, 'CHF')) AS s(id, currency)
UNION ALL
SELECT 'FUENF-' || s.id, s.id, s.currency, 'amount', 500, 2500
FROM (VALUES (10, 'EUR'), (11, 'EUR'), (12, 'CHF'), (13, 'EUR'), (14, 'EUR'), (15, 'EUR'), (20, 'EUR'), (21, 'EUR'), (22, 'CHF')) AS s(id, currency);
--> statement-breakpoint
INSERT INTO "vouchers" ("code", "shop_id", "currency", "kind", "value", "minimum_order_value", "valid_to")
VALUES ('ABGELAUFEN-10', 10, 'EUR', 'percentage', 10, 0, '2020-01-01T00:00:00Z');
--> statement-breakpoint
INSERT INTO "gift_cards" ("code", "shop_id", "currency", "balance")
SELECT 'GESCHENK' || amount.value || '-' || s.id, s.id, s.currency, amount.value * 100
FROM (VALUES (10, 'EUR'), (11, 'EUR'), (12, 'CHF'), (13, 'EUR'), (14, 'EUR'), (15, 'EUR'), (20, 'EUR'), (21, 'EUR'), (22, 'CHF')) AS s(id, currency)
CROSS JOIN (VALUES (25), (100)) AS amount(value);
