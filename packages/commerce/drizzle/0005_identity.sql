-- Identity and account data (issue 6): customers, sessions, password-reset tokens, the address
-- book, the mail outbox, newsletter subscriptions and contact requests. Hand-written; the
-- Drizzle table definitions for queries are in src/db/schema-identity.ts.
CREATE TABLE customers (
  id text PRIMARY KEY,
  shop_id integer NOT NULL,
  customer_no text NOT NULL UNIQUE,
  email text,
  password_hash text,
  is_guest boolean NOT NULL DEFAULT false,
  first_name text,
  last_name text,
  gender text,
  phone text,
  birth_date date,
  newsletter boolean NOT NULL DEFAULT false,
  balance_cents integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz
);
--> statement-breakpoint
CREATE UNIQUE INDEX customers_shop_email ON customers (shop_id, email) WHERE NOT is_guest AND deleted_at IS NULL;
--> statement-breakpoint
CREATE SEQUENCE customer_numbers START 100001;
--> statement-breakpoint
CREATE TABLE sessions (
  id text PRIMARY KEY,
  token_hash text NOT NULL UNIQUE,
  shop_id integer NOT NULL,
  user_id text NOT NULL,
  customer_id text REFERENCES customers (id) ON DELETE CASCADE,
  kind text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL
);
--> statement-breakpoint
CREATE INDEX sessions_customer ON sessions (customer_id);
--> statement-breakpoint
CREATE INDEX sessions_expires ON sessions (expires_at);
--> statement-breakpoint
CREATE TABLE password_reset_tokens (
  token_hash text PRIMARY KEY,
  customer_id text NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
--> statement-breakpoint
CREATE INDEX password_reset_tokens_customer ON password_reset_tokens (customer_id);
--> statement-breakpoint
CREATE TABLE customer_addresses (
  id text PRIMARY KEY,
  customer_id text NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  gender text NOT NULL,
  first_name text NOT NULL,
  last_name text NOT NULL,
  company text,
  street text NOT NULL,
  house_number text NOT NULL,
  addition text,
  postal_code text NOT NULL,
  city text NOT NULL,
  country text NOT NULL,
  phone text,
  is_default_billing boolean NOT NULL DEFAULT false,
  is_default_shipping boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE INDEX customer_addresses_customer ON customer_addresses (customer_id);
--> statement-breakpoint
CREATE TABLE mail_outbox (
  id text PRIMARY KEY,
  shop_id integer NOT NULL,
  customer_id text,
  kind text NOT NULL,
  to_address text NOT NULL,
  subject text NOT NULL,
  text_body text NOT NULL,
  html_body text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  sent_at timestamptz,
  failure text
);
--> statement-breakpoint
CREATE INDEX mail_outbox_created ON mail_outbox (created_at DESC);
--> statement-breakpoint
CREATE INDEX mail_outbox_customer ON mail_outbox (customer_id);
--> statement-breakpoint
CREATE INDEX mail_outbox_to ON mail_outbox (to_address);
--> statement-breakpoint
CREATE TABLE newsletter_subscriptions (
  id text PRIMARY KEY,
  shop_id integer NOT NULL,
  email text NOT NULL,
  first_name text,
  last_name text,
  salutation smallint NOT NULL,
  source text,
  token_hash text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  confirmed_at timestamptz
);
--> statement-breakpoint
CREATE UNIQUE INDEX newsletter_subscriptions_shop_email ON newsletter_subscriptions (shop_id, email);
--> statement-breakpoint
CREATE TABLE contact_requests (
  id text PRIMARY KEY,
  shop_id integer NOT NULL,
  customer_id text,
  subject text NOT NULL,
  order_number text,
  name text NOT NULL,
  email text NOT NULL,
  message text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE INDEX contact_requests_customer ON contact_requests (customer_id);
--> statement-breakpoint
CREATE INDEX contact_requests_email ON contact_requests (email);
