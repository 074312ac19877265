import {
  type WebVitalName,
  webVitalNames,
  webVitalPageType,
  webVitalSampleSchema,
} from '@vitrine/domain/telemetry';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { fromZodError, type ValidationFailure } from '../validation';
import { recentRows } from './recent-rows';

/** The 75th percentile of one metric on one page type: what Google's Core Web Vitals judge. */
export interface WebVitalFigure {
  readonly pageType: string;
  readonly metric: WebVitalName;
  readonly samples: number;
  readonly p75: number;
}

export interface WebVitalsService {
  /** Stores one measurement a page posted (§7 path, href, metric name, value) under its page type. */
  record(input: unknown): Promise<{ readonly kind: 'recorded' } | ValidationFailure>;
  /** The p75 of each metric per page type over the last `days` days (default 28, as CrUX). */
  summary(options?: { readonly days?: number }): Promise<WebVitalFigure[]>;
}

export interface WebVitalsDependencies {
  readonly database: Pick<Database, 'rows'>;
  readonly now?: () => Date;
  /** Measurements older than this are deleted as new ones come in (default 28 days). */
  readonly keepDays?: number;
}

export function createWebVitalsService(dependencies: WebVitalsDependencies): WebVitalsService {
  const { database } = dependencies;
  const kept = recentRows({ ...dependencies, table: 'web_vital_samples' });

  return {
    async record(input) {
      const parsed = webVitalSampleSchema.safeParse(input);
      if (!parsed.success) return fromZodError(parsed.error);
      const sample = parsed.data;
      const at = kept.now();
      await database.rows(sql`
        INSERT INTO web_vital_samples (recorded_at, page_type, metric, value)
        VALUES (${at.toISOString()}, ${webVitalPageType(sample.path)}, ${sample.name}, ${sample.value})`);
      await kept.written(at);
      return { kind: 'recorded' };
    },

    async summary(options = {}) {
      const since = kept.since(options.days);
      const rows = await database.rows<{
        page_type: string;
        metric: WebVitalName;
        samples: number;
        p75: number;
      }>(sql`
        SELECT page_type, metric, count(*)::int AS samples,
          percentile_cont(0.75) WITHIN GROUP (ORDER BY value) AS p75
        FROM web_vital_samples WHERE recorded_at >= ${since.toISOString()}
        GROUP BY page_type, metric`);
      const order = (metric: WebVitalName) => webVitalNames.indexOf(metric);
      return rows
        .map((row) => ({
          pageType: row.page_type,
          metric: row.metric,
          samples: row.samples,
          p75: Number(row.p75),
        }))
        .sort(
          (left, right) =>
            left.pageType.localeCompare(right.pageType) || order(left.metric) - order(right.metric),
        );
    },
  };
}
