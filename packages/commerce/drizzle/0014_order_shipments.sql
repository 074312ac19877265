-- The parcels an order left the warehouse in (issue 19: "tracking of each package where known";
-- spec §3 Order packages (carrierKey, items)): each with its carrier, its tracking number and
-- the day it was shipped, and how much of which order line it holds. The warehouse adds them
-- (commerce.orders.addShipment); the account's order page shows them with the carrier's
-- tracking link. Hand-written; the Drizzle table definitions are in src/db/schema-shopping.ts.
CREATE TABLE "order_shipments" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL REFERENCES "orders"("id") ON DELETE CASCADE,
	-- A carrier key of the domain's table (`dhl`, `post-at`, …), or the warehouse's own name for
	-- a carrier outside it (shown without a link).
	"carrier" text NOT NULL,
	"tracking_number" text NOT NULL,
	"shipped_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "order_shipments_order" ON "order_shipments" ("order_id");
--> statement-breakpoint
CREATE TABLE "order_shipment_items" (
	"shipment_id" integer NOT NULL REFERENCES "order_shipments"("id") ON DELETE CASCADE,
	"order_line_id" integer NOT NULL REFERENCES "order_lines"("id") ON DELETE CASCADE,
	"quantity" integer NOT NULL CHECK ("quantity" >= 1),
	PRIMARY KEY ("shipment_id", "order_line_id")
);
--> statement-breakpoint
CREATE INDEX "order_shipment_items_line" ON "order_shipment_items" ("order_line_id");
