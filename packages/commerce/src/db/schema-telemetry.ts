/**
 * The telemetry tables (issue 20): the web vitals pages measure in shoppers' browsers, the
 * errors they report and the events the analytics script counts. The web vitals are created
 * by the hand-written migration `drizzle/0009_web_vital_samples.sql`; like schema-identity.ts
 * this file is deliberately NOT listed in drizzle.config.ts. Keep it in step with that migration.
 */
import { bigint, doublePrecision, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** One measurement of one page view, counted under its page type. */
export const webVitalSamples = pgTable('web_vital_samples', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  recordedAt: timestamp('recorded_at', { withTimezone: true, mode: 'date' }).notNull(),
  pageType: text('page_type').notNull(),
  metric: text('metric').notNull(),
  value: doublePrecision('value').notNull(),
});

/**
 * One consent decision kept as proof (GDPR Art. 7(1)); created by the hand-written migration
 * `drizzle/0011_consent_records.sql`.
 */
export const consentRecords = pgTable('consent_records', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  recordedAt: timestamp('recorded_at', { withTimezone: true, mode: 'date' }).notNull(),
  action: text('action').notNull(),
  shopId: text('shop_id').notNull(),
  href: text('href').notNull(),
  version: text('version').notNull(),
  consents: jsonb('consents').notNull(),
});

/**
 * One error a shopper's browser reported (issue 20, §8), created by the hand-written migration
 * `drizzle/0012_client_errors.sql`.
 */
export const clientErrors = pgTable('client_errors', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  recordedAt: timestamp('recorded_at', { withTimezone: true, mode: 'date' }).notNull(),
  release: text('release').notNull(),
  source: text('source').notNull(),
  path: text('path').notNull(),
  name: text('name'),
  message: text('message').notNull(),
  stack: text('stack'),
  context: jsonb('context').$type<Record<string, string>>().notNull(),
});

/**
 * One event the shop's analytics script counted (issue 20, §2 `/scripts/econda.js`): a page view
 * or a §4 data-layer event, with no address and no visitor. Created by the hand-written
 * migration `drizzle/0013_analytics_events.sql`.
 */
export const analyticsEvents = pgTable('analytics_events', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  recordedAt: timestamp('recorded_at', { withTimezone: true, mode: 'date' }).notNull(),
  shop: text('shop').notNull(),
  locale: text('locale').notNull(),
  pageType: text('page_type').notNull(),
  name: text('name').notNull(),
});
