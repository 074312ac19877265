CREATE TABLE "catalog_meta" (
	"id" smallint PRIMARY KEY NOT NULL,
	"products" integer NOT NULL,
	"seed" integer NOT NULL,
	"seeded_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" integer PRIMARY KEY NOT NULL,
	"catalog" text NOT NULL,
	"parent_id" integer,
	"depth" smallint NOT NULL,
	"position" integer NOT NULL,
	"slug" text NOT NULL,
	"names" jsonb NOT NULL,
	"warengruppe" text
);
--> statement-breakpoint
CREATE TABLE "order_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"product_id" integer NOT NULL,
	"shop_id" integer NOT NULL,
	"customer_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_categories" (
	"product_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"position" smallint NOT NULL,
	CONSTRAINT "product_categories_product_id_category_id_pk" PRIMARY KEY("product_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "product_images" (
	"key" text PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"color_key" text,
	"source" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_listings" (
	"catalog" text NOT NULL,
	"language" text NOT NULL,
	"product_id" integer NOT NULL,
	"category_ids" integer[] NOT NULL,
	"category_keys" integer[] NOT NULL,
	"brand" text NOT NULL,
	"color_keys" text[] NOT NULL,
	"sizes" text[] NOT NULL,
	"shop_prices" integer[] NOT NULL,
	"sale_percent" smallint NOT NULL,
	"is_sale" boolean NOT NULL,
	"rating" numeric(3, 2),
	"availability" text NOT NULL,
	"is_new" boolean NOT NULL,
	"relevance" real NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"search_vector" "tsvector" NOT NULL,
	"sort_name" text NOT NULL,
	CONSTRAINT "product_listings_catalog_language_product_id_pk" PRIMARY KEY("catalog","language","product_id")
);
--> statement-breakpoint
CREATE TABLE "product_texts" (
	"product_id" integer NOT NULL,
	"language" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"seo_url" text,
	"brand_text" text NOT NULL,
	"category_text" text NOT NULL,
	"attribute_text" text NOT NULL,
	"attributes" jsonb NOT NULL,
	"advanced_attributes" jsonb NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (commerce_search_vector(language, name, brand_text, category_text, attribute_text, description)) STORED NOT NULL,
	"sort_name" text GENERATED ALWAYS AS (lower(commerce_unaccent(name))) STORED NOT NULL,
	CONSTRAINT "product_texts_product_id_language_pk" PRIMARY KEY("product_id","language")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" integer PRIMARY KEY NOT NULL,
	"catalog" text NOT NULL,
	"reference_key" text NOT NULL,
	"master_key" text NOT NULL,
	"brand" text NOT NULL,
	"subbrand" text,
	"is_active" boolean NOT NULL,
	"is_new" boolean NOT NULL,
	"is_sale" boolean NOT NULL,
	"rating_average" numeric(3, 2),
	"review_count" integer,
	"promotion_id" text,
	"collections" text[] NOT NULL,
	"colors" jsonb NOT NULL,
	"special_kinds" text[] NOT NULL,
	"relevance" real NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promotions" (
	"id" text PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"effect_type" text NOT NULL,
	"additional_data" jsonb,
	"badge_labels" jsonb,
	"valid_from" timestamp with time zone,
	"valid_to" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "redirects" (
	"id" serial PRIMARY KEY NOT NULL,
	"shop_id" integer,
	"source_path" text NOT NULL,
	"target" text NOT NULL,
	"status_code" smallint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_words" (
	"language" text NOT NULL,
	"catalog" text NOT NULL,
	"word" text NOT NULL,
	"frequency" integer NOT NULL,
	CONSTRAINT "search_words_language_catalog_word_pk" PRIMARY KEY("language","catalog","word")
);
--> statement-breakpoint
CREATE TABLE "suggestion_entries" (
	"language" text NOT NULL,
	"catalog" text NOT NULL,
	"word" text NOT NULL,
	"product_id" integer NOT NULL,
	"relevance" real NOT NULL,
	CONSTRAINT "suggestion_entries_language_catalog_word_product_id_pk" PRIMARY KEY("language","catalog","word","product_id")
);
--> statement-breakpoint
CREATE TABLE "variant_prices" (
	"variant_id" integer NOT NULL,
	"shop_id" integer NOT NULL,
	"currency" text NOT NULL,
	"with_tax" integer NOT NULL,
	"without_tax" integer NOT NULL,
	"vat_rate" numeric(5, 4) NOT NULL,
	"recommended_retail_price" integer,
	"reduction_relative" numeric(5, 4),
	"reference_with_tax" integer,
	"reference_unit" text,
	"reference_size" numeric(10, 3),
	"scale_prices" jsonb,
	CONSTRAINT "variant_prices_shop_id_variant_id_pk" PRIMARY KEY("shop_id","variant_id")
);
--> statement-breakpoint
CREATE TABLE "variants" (
	"id" integer PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"reference_key" text NOT NULL,
	"position" smallint NOT NULL,
	"color_key" text,
	"size" text,
	"dimension" text,
	"roller" text,
	"bvc" smallint NOT NULL,
	"delivery_days_from" smallint NOT NULL,
	"delivery_days_to" smallint NOT NULL,
	"stock_quantity" integer NOT NULL,
	"price_reference" text,
	"payback_points_factor" numeric(6, 2),
	"attributes" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_categories" ADD CONSTRAINT "product_categories_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_categories" ADD CONSTRAINT "product_categories_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_images" ADD CONSTRAINT "product_images_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_listings" ADD CONSTRAINT "product_listings_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_texts" ADD CONSTRAINT "product_texts_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suggestion_entries" ADD CONSTRAINT "suggestion_entries_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "variant_prices" ADD CONSTRAINT "variant_prices_variant_id_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "variants" ADD CONSTRAINT "variants_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "categories_catalog_slug" ON "categories" USING btree ("catalog","slug");--> statement-breakpoint
CREATE INDEX "categories_parent" ON "categories" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "order_items_product" ON "order_items" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "order_items_order" ON "order_items" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_items_customer" ON "order_items" USING btree ("customer_key");--> statement-breakpoint
CREATE INDEX "product_categories_category" ON "product_categories" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "product_images_product" ON "product_images" USING btree ("product_id","position");--> statement-breakpoint
CREATE INDEX "product_listings_product" ON "product_listings" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "product_listings_category_keys" ON "product_listings" USING gin ("category_keys");--> statement-breakpoint
CREATE INDEX "product_listings_search" ON "product_listings" USING gin ("search_vector");--> statement-breakpoint
CREATE UNIQUE INDEX "products_reference_key" ON "products" USING btree ("reference_key");--> statement-breakpoint
CREATE INDEX "products_master_key" ON "products" USING btree ("master_key");--> statement-breakpoint
CREATE UNIQUE INDEX "redirects_source" ON "redirects" USING btree ("source_path","shop_id");--> statement-breakpoint
CREATE INDEX "search_words_trgm" ON "search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "search_words_prefix" ON "search_words" USING btree ("language","catalog","word" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "suggestion_entries_prefix" ON "suggestion_entries" USING btree ("language","catalog","word" text_pattern_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "variants_reference_key" ON "variants" USING btree ("reference_key");--> statement-breakpoint
CREATE INDEX "variants_product" ON "variants" USING btree ("product_id");