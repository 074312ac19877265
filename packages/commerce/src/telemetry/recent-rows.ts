import { sql } from 'drizzle-orm';
import type { Database } from '../db/database';

const dayMs = 24 * 60 * 60 * 1000;

/** A telemetry table whose rows are kept a few weeks: web vitals, client errors, analytics. */
export interface RecentRows {
  /** The clock the rows are stamped with. */
  now(): Date;
  /**
   * Counts a row written at `at` and, every thousandth, deletes those older than the kept
   * window: pruned now and then rather than on every write, so the table stays weeks long.
   */
  written(at: Date): Promise<void>;
  /** The start of the last `days` days (default: the kept window; at least 1, at most 366). */
  since(days?: number): Date;
}

/** The kept window of one telemetry table (`recorded_at`), `keepDays` long (default 28, as CrUX). */
export function recentRows(options: {
  readonly database: Pick<Database, 'rows'>;
  readonly table: 'web_vital_samples' | 'client_errors' | 'analytics_events';
  readonly now?: () => Date;
  readonly keepDays?: number;
}): RecentRows {
  const now = options.now ?? (() => new Date());
  const keepDays = options.keepDays ?? 28;
  let writtenSincePruning = 0;
  return {
    now,
    async written(at) {
      writtenSincePruning += 1;
      if (writtenSincePruning < 1000) return;
      writtenSincePruning = 0;
      const oldest = new Date(at.getTime() - keepDays * dayMs).toISOString();
      await options.database.rows(
        sql`DELETE FROM ${sql.identifier(options.table)} WHERE recorded_at < ${oldest}`,
      );
    },
    since(days = keepDays) {
      return new Date(now().getTime() - Math.min(Math.max(days, 1), 366) * dayMs);
    },
  };
}
