import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { PgDialect } from 'drizzle-orm/pg-core';
import type * as schema from './schema';

export type CommerceSchema = typeof schema;
export type DatabaseKind = 'pglite' | 'postgres';

/** The Drizzle database of either driver: the query builder both share. */
export type CommerceDrizzle = PgDatabase<PgQueryResultHKT, CommerceSchema>;

/** One raw statement: SQL text with `$n` placeholders and its bound parameters. */
export interface RawQuery {
  readonly text: string;
  readonly params: readonly unknown[];
}

/**
 * An open commerce database, PGlite or PostgreSQL. `rows` runs a Drizzle `sql` template with
 * every value as a bound parameter; `exec` runs trusted, parameterless SQL (migrations, DDL).
 */
export interface Database {
  readonly kind: DatabaseKind;
  readonly drizzle: CommerceDrizzle;
  rows<Row>(query: SQL): Promise<Row[]>;
  exec(text: string): Promise<void>;
  /** Runs `work` in one transaction on one connection; rolled back when it throws. */
  transaction<T>(work: (tx: Pick<Database, 'rows' | 'exec'>) => Promise<T>): Promise<T>;
  /** Applies the SQL migrations of `folder` that have not run yet. */
  migrate(folder: string): Promise<void>;
  /**
   * Runs `work` while holding the engine's start-up lock: on PostgreSQL an advisory lock, so
   * that several servers starting together migrate and seed once; a PGlite folder has one
   * process (data-folder-lock.ts).
   */
  exclusive<T>(work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

const dialect = new PgDialect();

/** Turns a Drizzle `sql` template into text and bound parameters. */
export function toRawQuery(query: SQL): RawQuery {
  const { sql, params } = dialect.sqlToQuery(query);
  return { text: sql, params };
}
