-- The events the shop's own analytics script counts (issue 20, §2 /scripts/econda.js): one row
-- per page view or §4 data-layer event, with its shop, locale and page type. No address, no
-- visitor id, no IP: the counts are read per page type and event name. Hand-written; the
-- Drizzle table definition is in src/db/schema-telemetry.ts.
CREATE TABLE analytics_events (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  recorded_at timestamptz NOT NULL DEFAULT now(),
  shop text NOT NULL,
  locale text NOT NULL,
  page_type text NOT NULL,
  name text NOT NULL
);
--> statement-breakpoint
CREATE INDEX analytics_events_recorded ON analytics_events (recorded_at);
