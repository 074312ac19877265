-- What the product page's info dialogs show (issue 15): a product's seals (quality and test
-- marks, §2 product seals), the size tables of the size advisor (attribute groessenberater,
-- §1/§2 attribute advisor) and a promotion's fine print (§2 promotion product disclaimer).
-- Texts are by language (jsonb, as the promotions' badge labels). Hand-written; the Drizzle
-- table definitions are in src/db/schema-product-page.ts. Databases seeded before this
-- migration show none of them until they are seeded again.
CREATE TABLE seals (
  key text PRIMARY KEY,
  names jsonb NOT NULL,
  texts jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE product_seals (
  product_id integer NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  seal_key text NOT NULL REFERENCES seals (key) ON DELETE CASCADE,
  position smallint NOT NULL,
  PRIMARY KEY (product_id, seal_key)
);
--> statement-breakpoint
CREATE TABLE size_tables (
  key text PRIMARY KEY,
  columns jsonb NOT NULL,
  rows jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE promotions ADD COLUMN terms jsonb;
