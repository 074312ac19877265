-- Proof of consent (GDPR Art. 7(1), issue 20, §7 consent call): one row per decision a visitor
-- made in the consent banner — the action, the shop, the page it was made on, the consent
-- version and every service's status. No visitor id, no address: the record proves what was
-- asked and answered, and when. Hand-written; the Drizzle table definition is in
-- src/db/schema-telemetry.ts.
CREATE TABLE consent_records (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  recorded_at timestamptz NOT NULL DEFAULT now(),
  action text NOT NULL CHECK (action IN ('acceptAll', 'rejectAll', 'saveSelection', 'denyAll', 'appTrackingDenied')),
  shop_id text NOT NULL,
  href text NOT NULL,
  version text NOT NULL,
  consents jsonb NOT NULL
);
--> statement-breakpoint
CREATE INDEX consent_records_recorded ON consent_records (recorded_at);
