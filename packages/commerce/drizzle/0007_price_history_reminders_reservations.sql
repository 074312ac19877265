-- The product page's engine parts (issue 15): each variant's price history per shop (the lowest
-- price of the 30 days before a reduction, EU Omnibus / § 11 PAngV), the shoppers' requests to be
-- reminded when a sold-out variant is back, and click-and-reserve requests. Hand-written; the
-- Drizzle table definitions for queries are in src/db/schema-product-page.ts.
CREATE TABLE variant_price_history (
  shop_id integer NOT NULL,
  variant_id integer NOT NULL REFERENCES variants (id) ON DELETE CASCADE,
  valid_from timestamptz NOT NULL,
  with_tax integer NOT NULL CHECK (with_tax >= 0),
  PRIMARY KEY (shop_id, variant_id, valid_from)
);
--> statement-breakpoint
CREATE INDEX variant_price_history_variant ON variant_price_history (variant_id);
--> statement-breakpoint
CREATE TABLE stock_reminders (
  id text PRIMARY KEY,
  shop_id integer NOT NULL,
  language text NOT NULL,
  variant_id integer NOT NULL REFERENCES variants (id) ON DELETE CASCADE,
  email text NOT NULL,
  -- The product page the request came from, which the mail links to (the engine knows no hosts).
  product_url text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  notified_at timestamptz,
  mail_id text
);
--> statement-breakpoint
-- One open request per address, variant and shop: asking twice is asking once.
CREATE UNIQUE INDEX stock_reminders_open ON stock_reminders (shop_id, variant_id, email) WHERE notified_at IS NULL;
--> statement-breakpoint
CREATE INDEX stock_reminders_variant ON stock_reminders (variant_id) WHERE notified_at IS NULL;
--> statement-breakpoint
CREATE TABLE pickup_reservations (
  id text PRIMARY KEY,
  reservation_number text NOT NULL UNIQUE,
  shop_id integer NOT NULL,
  language text NOT NULL,
  store_id text NOT NULL,
  variant_id integer NOT NULL REFERENCES variants (id) ON DELETE CASCADE,
  quantity smallint NOT NULL CHECK (quantity > 0),
  first_name text NOT NULL,
  last_name text NOT NULL,
  email text NOT NULL,
  phone text,
  created_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE INDEX pickup_reservations_variant ON pickup_reservations (variant_id);
--> statement-breakpoint
CREATE SEQUENCE pickup_reservation_numbers START 700001;
