-- Set promotions across separate articles (issue 15: §2 bundles, the "bundle promotion add"
-- dialog): a promotion names its articles and a reduction in per cent; a basket holding every
-- one of them completes the set (domain `setPromotionReductions`), and each set takes the
-- reduction off one unit of each article. Names are by language (jsonb, as the promotions'
-- badge labels). The order keeps what the sets took off: per line (`set_reduction`, cents with
-- tax, already out of the line's total) and per promotion with its name as the shopper saw it
-- (`orders.set_promotions`: [{ id, name, sets, amount }]). Hand-written; the Drizzle table
-- definitions are in src/db/schema-product-page.ts and src/db/schema-shopping.ts. Databases
-- seeded before this migration have no set promotions until they are seeded again.
CREATE TABLE set_promotions (
  id text PRIMARY KEY,
  catalog text NOT NULL,
  names jsonb NOT NULL,
  percent smallint NOT NULL CHECK (percent BETWEEN 1 AND 100),
  position smallint NOT NULL
);
--> statement-breakpoint
CREATE TABLE set_promotion_articles (
  set_promotion_id text NOT NULL REFERENCES set_promotions (id) ON DELETE CASCADE,
  product_id integer NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  position smallint NOT NULL,
  PRIMARY KEY (set_promotion_id, product_id)
);
--> statement-breakpoint
CREATE INDEX set_promotion_articles_product ON set_promotion_articles (product_id);
--> statement-breakpoint
ALTER TABLE order_lines ADD COLUMN set_reduction integer NOT NULL DEFAULT 0;
--> statement-breakpoint
ALTER TABLE orders ADD COLUMN set_promotions jsonb NOT NULL DEFAULT '[]'::jsonb;
