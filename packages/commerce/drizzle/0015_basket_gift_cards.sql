-- The gift card a shopper applied to the basket (issue 16: the basket page's gift-card field;
-- spec §3 Order giftcard). Kept with the engine's basket, never in a browser cookie: a code
-- works like money. One card per basket; the basket key is the owner's (`basket_{shop}_{user}`),
-- so another visitor's basket never sees it. The order that redeems it deletes the row; the
-- login merge moves it to the customer's basket. Hand-written; the Drizzle table definition is
-- in src/db/schema-shopping.ts.
CREATE TABLE "basket_gift_cards" (
	"basket_key" text PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL,
	"user_id" text NOT NULL,
	"code" text NOT NULL REFERENCES "gift_cards"("code") ON DELETE CASCADE,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "basket_gift_cards_user" ON "basket_gift_cards" ("user_id");
