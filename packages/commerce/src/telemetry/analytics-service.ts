import { analyticsEventNames, analyticsEventSchema } from '@vitrine/domain/telemetry';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { fromZodError, type ValidationFailure } from '../validation';
import { recentRows } from './recent-rows';

/** How many times one event was counted on one page type. */
export interface AnalyticsCount {
  readonly pageType: string;
  readonly name: string;
  readonly count: number;
}

export interface AnalyticsService {
  /**
   * Counts one event the analytics script posted (issue 20, §2 `/scripts/econda.js`), validated:
   * its time, shop, locale, page type and name — never the address or anything of the visitor.
   */
  record(input: unknown): Promise<{ readonly kind: 'recorded' } | ValidationFailure>;
  /** The events per page type and name over the last `days` days (default 28). */
  summary(options?: { readonly days?: number }): Promise<AnalyticsCount[]>;
}

export interface AnalyticsDependencies {
  readonly database: Pick<Database, 'rows'>;
  readonly now?: () => Date;
  /** Events older than this are deleted as new ones come in (default 28 days). */
  readonly keepDays?: number;
}

export function createAnalyticsService(dependencies: AnalyticsDependencies): AnalyticsService {
  const { database } = dependencies;
  const kept = recentRows({ ...dependencies, table: 'analytics_events' });

  return {
    async record(input) {
      const parsed = analyticsEventSchema.safeParse(input);
      if (!parsed.success) return fromZodError(parsed.error);
      const event = parsed.data;
      const at = kept.now();
      await database.rows(sql`
        INSERT INTO analytics_events (recorded_at, shop, locale, page_type, name)
        VALUES (${at.toISOString()}, ${event.shop}, ${event.locale}, ${event.pageType}, ${event.name})`);
      await kept.written(at);
      return { kind: 'recorded' };
    },

    async summary(options = {}) {
      const since = kept.since(options.days);
      const rows = await database.rows<{ page_type: string; name: string; count: number }>(sql`
        SELECT page_type, name, count(*)::int AS count
        FROM analytics_events WHERE recorded_at >= ${since.toISOString()}
        GROUP BY page_type, name`);
      // Page types alphabetically; in each, the events in the order of the names' list.
      const order = (name: string) => analyticsEventNames.indexOf(name as never);
      return rows
        .map((row) => ({ pageType: row.page_type, name: row.name, count: row.count }))
        .sort(
          (left, right) =>
            left.pageType.localeCompare(right.pageType) || order(left.name) - order(right.name),
        );
    },
  };
}
