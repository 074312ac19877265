-- Each variant's GTINs (EAN-13/EAN-8): a search for the code on a package opens the product
-- (issue 17), and the product page's structured data names it. A table, not a column: a variant
-- can carry several codes (a new packaging, a supplier's own). Hand-written; the Drizzle table
-- definition is in src/db/schema-product-page.ts. Databases seeded before this migration have
-- no codes until they are seeded again.
CREATE TABLE variant_gtins (
  gtin text PRIMARY KEY CHECK (gtin ~ '^([0-9]{8}|[0-9]{13})$'),
  variant_id integer NOT NULL REFERENCES variants (id) ON DELETE CASCADE
);
--> statement-breakpoint
CREATE INDEX variant_gtins_variant ON variant_gtins (variant_id);
