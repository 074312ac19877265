/**
 * The identity and account tables (customers, sessions, reset tokens, addresses, mail outbox,
 * newsletter subscriptions, contact requests) for queries. They are created by the
 * hand-written migration `drizzle/0005_identity.sql`; this file is deliberately NOT listed in
 * drizzle.config.ts, so drizzle-kit's snapshots stay as they are and nobody's `db:generate`
 * diffs these tables again. Keep it in step with that migration.
 */
import { boolean, date, integer, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';

const moment = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const customers = pgTable('customers', {
  /** 64 hex characters: the registered customer's server id of §3. */
  id: text('id').primaryKey(),
  shopId: integer('shop_id').notNull(),
  customerNo: text('customer_no').notNull(),
  email: text('email'),
  /** `scrypt$…`; null for guests and erased accounts. */
  passwordHash: text('password_hash'),
  isGuest: boolean('is_guest').notNull(),
  firstName: text('first_name'),
  lastName: text('last_name'),
  gender: text('gender'),
  phone: text('phone'),
  birthDate: date('birth_date', { mode: 'string' }),
  newsletter: boolean('newsletter').notNull(),
  balanceCents: integer('balance_cents').notNull(),
  createdAt: moment('created_at').notNull(),
  updatedAt: moment('updated_at').notNull(),
  deletedAt: moment('deleted_at'),
});

export const sessions = pgTable('sessions', {
  id: text('id').primaryKey(),
  /** SHA-256 of the cookie's token: a leaked table opens no session. */
  tokenHash: text('token_hash').notNull(),
  shopId: integer('shop_id').notNull(),
  userId: text('user_id').notNull(),
  customerId: text('customer_id'),
  kind: text('kind').notNull(),
  createdAt: moment('created_at').notNull(),
  expiresAt: moment('expires_at').notNull(),
});

export const passwordResetTokens = pgTable('password_reset_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  customerId: text('customer_id').notNull(),
  createdAt: moment('created_at').notNull(),
  expiresAt: moment('expires_at').notNull(),
  usedAt: moment('used_at'),
});

export const customerAddresses = pgTable('customer_addresses', {
  id: text('id').primaryKey(),
  customerId: text('customer_id').notNull(),
  gender: text('gender').notNull(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  company: text('company'),
  street: text('street').notNull(),
  houseNumber: text('house_number').notNull(),
  addition: text('addition'),
  postalCode: text('postal_code').notNull(),
  city: text('city').notNull(),
  country: text('country').notNull(),
  phone: text('phone'),
  isDefaultBilling: boolean('is_default_billing').notNull(),
  isDefaultShipping: boolean('is_default_shipping').notNull(),
  createdAt: moment('created_at').notNull(),
});

export const mailOutbox = pgTable('mail_outbox', {
  id: text('id').primaryKey(),
  shopId: integer('shop_id').notNull(),
  customerId: text('customer_id'),
  kind: text('kind').notNull(),
  toAddress: text('to_address').notNull(),
  subject: text('subject').notNull(),
  textBody: text('text_body').notNull(),
  htmlBody: text('html_body').notNull(),
  createdAt: moment('created_at').notNull(),
  sentAt: moment('sent_at'),
  failure: text('failure'),
});

export const newsletterSubscriptions = pgTable('newsletter_subscriptions', {
  id: text('id').primaryKey(),
  shopId: integer('shop_id').notNull(),
  email: text('email').notNull(),
  firstName: text('first_name'),
  lastName: text('last_name'),
  /** §3 newsletter salutation code: m=0, f=2, d=4. */
  salutation: smallint('salutation').notNull(),
  source: text('source'),
  tokenHash: text('token_hash').notNull(),
  createdAt: moment('created_at').notNull(),
  confirmedAt: moment('confirmed_at'),
});

export const contactRequests = pgTable('contact_requests', {
  id: text('id').primaryKey(),
  shopId: integer('shop_id').notNull(),
  customerId: text('customer_id'),
  subject: text('subject').notNull(),
  orderNumber: text('order_number'),
  name: text('name').notNull(),
  email: text('email').notNull(),
  message: text('message').notNull(),
  createdAt: moment('created_at').notNull(),
});
