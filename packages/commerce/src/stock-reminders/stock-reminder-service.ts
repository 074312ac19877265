import { emailSchema, shopById } from '@vitrine/domain';
import { displayReferenceKey } from '@vitrine/domain/catalog';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../db/database';
import { randomHexId } from '../identity/secret-token';
import type { MailService } from '../mail/mail-service';
import { resolveShopContext, type ShopContext } from '../shop-context';
import { fromZodError, maxDatabaseInteger, type ValidationFailure } from '../validation';
import { stockReminderMail } from './stock-reminder-mail';

/** A shopper's request to hear when a sold-out variant is back (issue 15, remind-when-available). */
export const stockReminderSchema = z.strictObject({
  /** §5: required, valid, trimmed and lower-cased. */
  email: emailSchema,
  variantId: z.number().int().min(1).max(maxDatabaseInteger),
  /** The product page the request came from (the storefront's absolute address), for the mail. */
  productUrl: z.url({ protocol: /^https?$/ }).max(2000),
});

export type StockReminderRequest = z.input<typeof stockReminderSchema>;

export type StockReminderOutcome =
  /** `created` is false when the address already waited for the variant: asking twice is once. */
  | { readonly kind: 'ok'; readonly created: boolean }
  | { readonly kind: 'notFound' }
  /** The variant can be bought now: there is nothing to wait for. */
  | { readonly kind: 'refused'; readonly key: 'stockReminder.available' }
  | ValidationFailure;

export interface StockReminderService {
  /** Stores the request (validated; one open request per address, variant and shop). */
  request(context: ShopContext, input: unknown): Promise<StockReminderOutcome>;
}

type Executor = Pick<Database, 'rows'>;

/**
 * Whether a variant can be had now: BVC 2 (delivered from the supplier), or BVC 1 with units on
 * the shelf (§4 codes; a BVC 1 variant whose last unit was sold is not back until restocked).
 */
export const inStockSql = sql`(v.bvc = 2 OR (v.bvc = 1 AND v.stock_quantity > 0))`;

interface OpenReminder {
  id: string;
  shop_id: number;
  language: 'de' | 'fr' | 'nl';
  email: string;
  product_url: string;
  name: string | null;
  reference_key: string;
}

/**
 * Within the stock change's transaction: the variant is back, so each open request for it is
 * closed and its mail queued in the shopper's language (a transactional outbox: the mail
 * exists exactly when the request is marked as told). Answers the mails' ids, to deliver
 * after the commit. A request is told once: a later restock finds it closed.
 */
export async function queueRestockReminders(
  tx: Executor,
  mail: Pick<MailService, 'queue'>,
  variantId: number,
): Promise<string[]> {
  const reminders = await tx.rows<OpenReminder>(sql`
    UPDATE stock_reminders r SET notified_at = now()
    FROM variants v
    WHERE r.variant_id = ${variantId} AND r.notified_at IS NULL AND v.id = r.variant_id
    RETURNING r.id, r.shop_id, r.language, r.email, r.product_url, v.reference_key,
      (SELECT t.name FROM product_texts t
        WHERE t.product_id = v.product_id AND t.language = r.language) AS name`);
  const ids: string[] = [];
  for (const reminder of reminders) {
    const shop = shopById(reminder.shop_id);
    const rendered = stockReminderMail(
      { language: reminder.language, brandName: shop?.brandName ?? 'Vitrine' },
      {
        name: reminder.name ?? displayReferenceKey(reminder.reference_key),
        number: displayReferenceKey(reminder.reference_key),
        url: reminder.product_url,
      },
    );
    const id = await mail.queue(tx, {
      shopId: reminder.shop_id,
      customerId: null,
      kind: 'stock-reminder',
      to: reminder.email,
      ...rendered,
    });
    await tx.rows(sql`UPDATE stock_reminders SET mail_id = ${id} WHERE id = ${reminder.id}`);
    ids.push(id);
  }
  return ids;
}

export function createStockReminderService(options: {
  readonly database: Executor;
}): StockReminderService {
  const { database } = options;
  return {
    async request(context, input) {
      const resolved = resolveShopContext(context);
      const parsed = stockReminderSchema.safeParse(input);
      if (!parsed.success) return fromZodError(parsed.error);
      const { email, variantId, productUrl } = parsed.data;
      const [variant] = await database.rows<{ in_stock: boolean }>(sql`
        SELECT ${inStockSql} AS in_stock
        FROM variants v
        JOIN products p ON p.id = v.product_id AND p.is_active
        JOIN variant_prices vp ON vp.variant_id = v.id AND vp.shop_id = ${resolved.shopId}
        WHERE v.id = ${variantId}`);
      if (variant === undefined) return { kind: 'notFound' };
      if (variant.in_stock) return { kind: 'refused', key: 'stockReminder.available' };
      const created = await database.rows(sql`
        INSERT INTO stock_reminders (id, shop_id, language, variant_id, email, product_url)
        VALUES (${randomHexId(16)}, ${resolved.shopId}, ${resolved.language}, ${variantId},
          ${email}, ${productUrl})
        ON CONFLICT (shop_id, variant_id, email) WHERE notified_at IS NULL DO NOTHING
        RETURNING id`);
      return { kind: 'ok', created: created.length > 0 };
    },
  };
}
