import { type ConsentRecord, consentRecordSchema } from '@vitrine/domain/consent';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { fromZodError, type ValidationFailure } from '../validation';

/** A stored decision, as a proof-of-consent export reads it. */
export interface StoredConsentRecord extends ConsentRecord {
  readonly recordedAt: Date;
}

export interface ConsentRecordsService {
  /**
   * Stores one consent decision as proof (GDPR Art. 7(1), §7 consent call: action, shop, page,
   * version, consents); a malformed one is a validation failure and stores nothing.
   */
  record(input: unknown): Promise<{ readonly kind: 'recorded' } | ValidationFailure>;
  /** The latest decisions of a shop, newest first (an audit reads them). */
  latest(shopId: string, options?: { readonly limit?: number }): Promise<StoredConsentRecord[]>;
}

export interface ConsentRecordsDependencies {
  readonly database: Pick<Database, 'rows'>;
  readonly now?: () => Date;
}

export function createConsentRecordsService(
  dependencies: ConsentRecordsDependencies,
): ConsentRecordsService {
  const { database } = dependencies;
  const now = dependencies.now ?? (() => new Date());
  return {
    async record(input) {
      const parsed = consentRecordSchema.safeParse(input);
      if (!parsed.success) return fromZodError(parsed.error);
      const record = parsed.data;
      await database.rows(sql`
        INSERT INTO consent_records (recorded_at, action, shop_id, href, version, consents)
        VALUES (${now().toISOString()}, ${record.action}, ${record.shopId}, ${record.href},
          ${record.version}, ${JSON.stringify(record.consents)}::jsonb)`);
      return { kind: 'recorded' };
    },

    async latest(shopId, options = {}) {
      const limit = Math.min(Math.max(options.limit ?? 50, 1), 1000);
      const rows = await database.rows<{
        recorded_at: string | Date;
        action: ConsentRecord['action'];
        shop_id: string;
        href: string;
        version: string;
        consents: Record<string, boolean>;
      }>(sql`
        SELECT recorded_at, action, shop_id, href, version, consents FROM consent_records
        WHERE shop_id = ${shopId} ORDER BY recorded_at DESC, id DESC LIMIT ${limit}`);
      return rows.map((row) => ({
        recordedAt: new Date(row.recorded_at),
        action: row.action,
        shopId: row.shop_id,
        href: row.href,
        version: row.version,
        consents: row.consents,
      }));
    },
  };
}
