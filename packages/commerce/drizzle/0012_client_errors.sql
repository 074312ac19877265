-- The errors shoppers' browsers report when no Sentry DSN is set (issue 20, §8, §9): one row per
-- sampled report, listed newest first on the /_dev/metrics page. The path is the page's without
-- query (a query can carry a search term or a reset link's hash). Hand-written; the Drizzle
-- table definition is in src/db/schema-telemetry.ts. (0011 is the consent records' migration.)
CREATE TABLE client_errors (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  recorded_at timestamptz NOT NULL DEFAULT now(),
  release text NOT NULL,
  source text NOT NULL,
  path text NOT NULL,
  name text,
  message text NOT NULL,
  stack text,
  context jsonb NOT NULL DEFAULT '{}'::jsonb
);
--> statement-breakpoint
CREATE INDEX client_errors_recorded ON client_errors (recorded_at);
