import { type PriceHistoryEntry, shopById } from '@vitrine/domain';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../db/database';
import {
  fromZodError,
  maxDatabaseInteger,
  type ValidationFailure,
  validationFailure,
} from '../validation';
import { refreshListingPrices } from './listing-refresh';

/** A variant's new price in one shop, as the shop's price run (ERP) sends it. */
export const priceChangeSchema = z.strictObject({
  variantId: z.number().int().min(1).max(maxDatabaseInteger),
  /** The new selling price with tax, cents. */
  withTax: z.number().int().min(0).max(maxDatabaseInteger),
  /**
   * The share taken off the regular price (0.2 = 20 %), for the sale badge; null for none.
   * Left out, the variant keeps the one it had.
   */
  reductionRelative: z.number().min(0).lt(1).nullable().optional(),
});

export type PriceChange = z.input<typeof priceChangeSchema>;

export type PriceChangeOutcome =
  | { readonly kind: 'ok'; readonly withTax: number; readonly validFrom: Date }
  | { readonly kind: 'notFound' }
  | ValidationFailure;

export interface PriceService {
  /**
   * The price histories of the variants in the shop, oldest first (what the lowest price of
   * the 30 days before a reduction is read from, EU Omnibus / § 11 PAngV); a variant without
   * one is left out.
   */
  history(
    shopId: number,
    variantIds: readonly number[],
  ): Promise<ReadonlyMap<number, readonly PriceHistoryEntry[]>>;
  /**
   * Changes a variant's price in a shop from now on and records it in the price history, in
   * one transaction; its tax-free price, unit price and scale prices follow in proportion, and
   * the listings show the new price. The same price again records nothing.
   */
  changePrice(shopId: number, input: unknown): Promise<PriceChangeOutcome>;
}

export interface PriceServiceOptions {
  readonly database: Pick<Database, 'rows' | 'transaction'>;
  readonly now?: () => Date;
  /** Called after a change, so kept pages (the render cache) are dropped. */
  readonly catalogueChanged?: () => void;
}

interface PriceRow {
  product_id: number;
  with_tax: number;
  vat_rate: number | string;
  reference_with_tax: number | null;
  scale_prices: Record<string, number | string | null> | null;
}

/** Scale prices (§3 KQPRI) scaled by the price's change; amounts and units stay. */
function scaledScalePrices(
  scales: PriceRow['scale_prices'],
  factor: number,
): PriceRow['scale_prices'] {
  if (scales === null) return null;
  return Object.fromEntries(
    Object.entries(scales).map(([key, value]) => [
      key,
      key.startsWith('scalePrice') && typeof value === 'number'
        ? Math.round(value * factor)
        : value,
    ]),
  );
}

export function createPriceService(options: PriceServiceOptions): PriceService {
  const { database } = options;
  const now = options.now ?? (() => new Date());
  return {
    async history(shopId, variantIds) {
      const ids = variantIds.filter(
        (id) => Number.isSafeInteger(id) && id > 0 && id <= maxDatabaseInteger,
      );
      const histories = new Map<number, PriceHistoryEntry[]>();
      if (ids.length === 0) return histories;
      const rows = await database.rows<{
        variant_id: number;
        valid_from: Date | string;
        with_tax: number;
      }>(sql`
        SELECT variant_id, valid_from, with_tax FROM variant_price_history
        WHERE shop_id = ${shopId} AND variant_id = ANY(${`{${ids.join(',')}}`}::int[])
        ORDER BY variant_id, valid_from`);
      for (const row of rows) {
        const entries = histories.get(row.variant_id) ?? [];
        entries.push({ withTax: row.with_tax, validFrom: new Date(row.valid_from) });
        histories.set(row.variant_id, entries);
      }
      return histories;
    },

    async changePrice(shopId, input) {
      if (shopById(shopId) === null) {
        return validationFailure([{ field: 'shopId', key: 'validation.invalidValue' }]);
      }
      const parsed = priceChangeSchema.safeParse(input);
      if (!parsed.success) return fromZodError(parsed.error);
      const change = parsed.data;
      const validFrom = now();
      const outcome = await database.transaction(async (tx) => {
        const [row] = await tx.rows<PriceRow>(sql`
          SELECT v.product_id, vp.with_tax, vp.vat_rate, vp.reference_with_tax, vp.scale_prices
          FROM variant_prices vp JOIN variants v ON v.id = vp.variant_id
          WHERE vp.shop_id = ${shopId} AND vp.variant_id = ${change.variantId}
          FOR UPDATE OF vp`);
        if (row === undefined) return null;
        const factor = row.with_tax === 0 ? 1 : change.withTax / row.with_tax;
        const scales = scaledScalePrices(row.scale_prices, factor);
        await tx.rows(sql`
          UPDATE variant_prices SET
            with_tax = ${change.withTax},
            without_tax = round(${change.withTax} / (1 + vat_rate))::int,
            reference_with_tax = CASE WHEN reference_with_tax IS NULL THEN NULL
              ELSE round(reference_with_tax * ${factor}::float8)::int END,
            scale_prices = ${scales === null ? null : JSON.stringify(scales)}::jsonb,
            reduction_relative = ${
              change.reductionRelative === undefined
                ? sql`reduction_relative`
                : change.reductionRelative
            }
          WHERE shop_id = ${shopId} AND variant_id = ${change.variantId}`);
        if (row.with_tax !== change.withTax) {
          await tx.rows(sql`
            INSERT INTO variant_price_history (shop_id, variant_id, valid_from, with_tax)
            VALUES (${shopId}, ${change.variantId}, ${validFrom.toISOString()}, ${change.withTax})
            ON CONFLICT (shop_id, variant_id, valid_from) DO UPDATE SET with_tax = EXCLUDED.with_tax`);
        }
        await refreshListingPrices(tx, row.product_id);
        return row;
      });
      if (outcome === null) return { kind: 'notFound' };
      options.catalogueChanged?.();
      return { kind: 'ok', withTax: change.withTax, validFrom };
    },
  };
}
