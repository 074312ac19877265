import { clientErrorReportSchema } from '@vitrine/domain/telemetry';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { fromZodError, type ValidationFailure } from '../validation';
import { recentRows } from './recent-rows';

/** One reported error as the /_dev/ page and its JSON call list it. */
export interface ClientErrorEntry {
  readonly id: number;
  readonly recordedAt: string;
  readonly release: string;
  readonly source: string;
  readonly path: string;
  readonly name: string | null;
  readonly message: string;
  readonly stack: string | null;
  readonly context: Readonly<Record<string, string>>;
}

export interface ClientErrorsService {
  /** Stores one error a page reported (issue 20, §8), validated; the path without its query. */
  record(input: unknown): Promise<{ readonly kind: 'recorded' } | ValidationFailure>;
  /** The latest reports, newest first (default 50, at most 500). */
  latest(options?: { readonly limit?: number }): Promise<ClientErrorEntry[]>;
}

export interface ClientErrorsDependencies {
  readonly database: Pick<Database, 'rows'>;
  readonly now?: () => Date;
  /** Reports older than this are deleted as new ones come in (default 28 days). */
  readonly keepDays?: number;
}

export function createClientErrorsService(
  dependencies: ClientErrorsDependencies,
): ClientErrorsService {
  const { database } = dependencies;
  const kept = recentRows({ ...dependencies, table: 'client_errors' });

  return {
    async record(input) {
      const parsed = clientErrorReportSchema.safeParse(input);
      if (!parsed.success) return fromZodError(parsed.error);
      const report = parsed.data;
      const at = kept.now();
      // A query or fragment can carry a search term, an order number or a reset link's hash.
      const path = report.path.split(/[?#]/, 1)[0] ?? '/';
      await database.rows(sql`
        INSERT INTO client_errors (recorded_at, release, source, path, name, message, stack, context)
        VALUES (${at.toISOString()}, ${report.release}, ${report.source}, ${path},
          ${report.name ?? null}, ${report.message}, ${report.stack ?? null},
          ${JSON.stringify(report.context ?? {})}::jsonb)`);
      await kept.written(at);
      return { kind: 'recorded' };
    },

    async latest(options = {}) {
      const limit = Math.min(Math.max(Math.floor(options.limit ?? 50), 1), 500);
      const rows = await database.rows<{
        id: number | string;
        recorded_at: Date | string;
        release: string;
        source: string;
        path: string;
        name: string | null;
        message: string;
        stack: string | null;
        context: Record<string, string> | string;
      }>(sql`
        SELECT id, recorded_at, release, source, path, name, message, stack, context
        FROM client_errors ORDER BY recorded_at DESC, id DESC LIMIT ${limit}`);
      return rows.map((row) => ({
        id: Number(row.id),
        recordedAt: new Date(row.recorded_at).toISOString(),
        release: row.release,
        source: row.source,
        path: row.path,
        name: row.name,
        message: row.message,
        stack: row.stack,
        context:
          typeof row.context === 'string'
            ? (JSON.parse(row.context) as Record<string, string>)
            : row.context,
      }));
    },
  };
}
