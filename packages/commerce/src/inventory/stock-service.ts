import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../db/database';
import type { MailService } from '../mail/mail-service';
import { inStockSql, queueRestockReminders } from '../stock-reminders/stock-reminder-service';
import { fromZodError, maxDatabaseInteger, type ValidationFailure } from '../validation';
import { refreshListingAvailability } from './listing-refresh';

/** A variant's counted stock, as the warehouse reports it. */
export const stockChangeSchema = z.strictObject({
  variantId: z.number().int().min(1).max(maxDatabaseInteger),
  /** Units on the shelf from now on. */
  quantity: z.number().int().min(0).max(1_000_000),
});

export type StockChange = z.input<typeof stockChangeSchema>;

export type StockChangeOutcome =
  | {
      readonly kind: 'ok';
      readonly quantity: number;
      /** The variant's availability code (§4 BVC) after the change. */
      readonly bvc: number;
      /** Reminder mails sent because the variant is back (remind-when-available). */
      readonly reminded: number;
    }
  | { readonly kind: 'notFound' }
  | ValidationFailure;

export interface StockService {
  /**
   * Sets a variant's stock. A sold-out variant (BVC 4) with units again is buyable (BVC 1), a
   * stocked one without units sold out; the listings follow. When the variant is back, every
   * shopper who asked to be reminded gets one mail in their language (in the same transaction
   * into the outbox, delivered after it).
   */
  changeStock(input: unknown): Promise<StockChangeOutcome>;
}

export function createStockService(options: {
  readonly database: Pick<Database, 'rows' | 'transaction'>;
  readonly mail: Pick<MailService, 'queue' | 'deliver'>;
  readonly catalogueChanged?: () => void;
}): StockService {
  const { database, mail } = options;
  return {
    async changeStock(input) {
      const parsed = stockChangeSchema.safeParse(input);
      if (!parsed.success) return fromZodError(parsed.error);
      const { variantId, quantity } = parsed.data;
      const changed = await database.transaction(async (tx) => {
        const [row] = await tx.rows<{ product_id: number; bvc: number; in_stock: boolean }>(sql`
          UPDATE variants v SET stock_quantity = ${quantity},
            bvc = CASE WHEN ${quantity} > 0 AND v.bvc = 4 THEN 1
                       WHEN ${quantity} = 0 AND v.bvc = 1 THEN 4
                       ELSE v.bvc END
          WHERE v.id = ${variantId}
          RETURNING v.product_id, v.bvc, ${inStockSql} AS in_stock`);
        if (row === undefined) return null;
        await refreshListingAvailability(tx, row.product_id);
        const mails = row.in_stock ? await queueRestockReminders(tx, mail, variantId) : [];
        return { bvc: row.bvc, mails };
      });
      if (changed === null) return { kind: 'notFound' };
      options.catalogueChanged?.();
      for (const id of changed.mails) await mail.deliver(id);
      return { kind: 'ok', quantity, bvc: changed.bvc, reminded: changed.mails.length };
    },
  };
}
