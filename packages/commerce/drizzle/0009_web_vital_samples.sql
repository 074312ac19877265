-- The Core Web Vitals the shop's pages measure in shoppers' browsers (issue 20): one row per
-- measurement, counted per page type. No address, no visitor: a path can carry an order number
-- and the figures are read per page type. Hand-written; the Drizzle table definition is in
-- src/db/schema-telemetry.ts.
CREATE TABLE web_vital_samples (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  recorded_at timestamptz NOT NULL DEFAULT now(),
  page_type text NOT NULL,
  metric text NOT NULL CHECK (metric IN ('LCP', 'INP', 'CLS', 'FCP', 'TTFB')),
  value double precision NOT NULL CHECK (value >= 0)
);
--> statement-breakpoint
CREATE INDEX web_vital_samples_recorded ON web_vital_samples (recorded_at);
