-- The full-text index per language (src/db/schema.ts): a search reads only its language.
DROP INDEX "product_listings_search";--> statement-breakpoint
CREATE INDEX "product_listings_search_de" ON "product_listings" USING gin ("search_vector") WHERE language = 'de';--> statement-breakpoint
CREATE INDEX "product_listings_search_fr" ON "product_listings" USING gin ("search_vector") WHERE language = 'fr';--> statement-breakpoint
CREATE INDEX "product_listings_search_nl" ON "product_listings" USING gin ("search_vector") WHERE language = 'nl';--> statement-breakpoint
-- A catalog seeded before this migration may hold GIN entries in the indexes' pending lists (bulk
-- inserts with fastupdate; PGlite has no autovacuum to merge them), which every lookup reads in
-- full. Seeding now vacuums after loading; existing databases are merged here once.
SELECT gin_clean_pending_list('product_listings_category_keys'::regclass);--> statement-breakpoint
SELECT gin_clean_pending_list('search_words_trgm'::regclass);
