import { sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { randomHexId } from '../identity/secret-token';
import type { MailTransport } from './mail-transport';

/** The kinds of mail the shop sends: the identity side's and the order mails. */
export type MailKind =
  | 'password-reset'
  | 'newsletter-confirmation'
  | 'contact-receipt'
  | 'contact-request'
  | 'order-confirmation'
  | 'order-cancellation'
  | 'order-complaint'
  | 'order-complaint-request'
  | 'stock-reminder'
  | 'pickup-reservation';

export interface MailToSend {
  readonly shopId: number;
  /** The customer it concerns, so that an account's deletion finds it. */
  readonly customerId: string | null;
  readonly kind: MailKind;
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly html: string;
}

/** A mail of the outbox. */
export interface OutboxMail extends MailToSend {
  readonly id: string;
  readonly createdAt: Date;
  readonly sentAt: Date | null;
  readonly failure: string | null;
}

export interface MailService {
  /**
   * Stores the mail in the outbox and, with a transport, delivers it. A delivery failure is
   * recorded on the outbox row, never thrown: the shopper's action has succeeded either way.
   */
  send(mail: MailToSend): Promise<OutboxMail>;
  /**
   * Stores the mail through `executor` — inside the caller's transaction, so that the mail
   * exists exactly when what it announces does (a transactional outbox) — and answers its id.
   * Deliver it with {@link deliver} once the transaction has committed.
   */
  queue(executor: Pick<Database, 'rows'>, mail: MailToSend): Promise<string>;
  /** Delivers a queued mail through the transport (nothing to do without one); null if unknown. */
  deliver(id: string): Promise<OutboxMail | null>;
  /** The newest mails first (the development outbox page). */
  outbox(options?: { readonly limit?: number; readonly to?: string }): Promise<OutboxMail[]>;
  /** The sender address, e.g. `Nido <service@nido.example>`. */
  readonly from: string;
}

interface OutboxRow {
  id: string;
  shop_id: number;
  customer_id: string | null;
  kind: MailKind;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  created_at: Date | string;
  sent_at: Date | string | null;
  failure: string | null;
}

function fromRow(row: OutboxRow): OutboxMail {
  return {
    id: row.id,
    shopId: row.shop_id,
    customerId: row.customer_id,
    kind: row.kind,
    to: row.to_address,
    subject: row.subject,
    text: row.text_body,
    html: row.html_body,
    createdAt: new Date(row.created_at),
    sentAt: row.sent_at === null ? null : new Date(row.sent_at),
    failure: row.failure,
  };
}

export interface MailServiceOptions {
  readonly database: Pick<Database, 'rows'>;
  readonly transport: MailTransport | null;
  readonly from: string;
  readonly now?: () => Date;
}

/** The outbox on the database, delivering through `transport` when there is one. */
export function createMailService(options: MailServiceOptions): MailService {
  const { database, transport, from } = options;
  const now = options.now ?? (() => new Date());
  const queue: MailService['queue'] = async (executor, mail) => {
    const id = randomHexId(16);
    await executor.rows(sql`
      INSERT INTO mail_outbox (id, shop_id, customer_id, kind, to_address, subject, text_body, html_body, created_at)
      VALUES (${id}, ${mail.shopId}, ${mail.customerId}, ${mail.kind}, ${mail.to}, ${mail.subject},
              ${mail.text}, ${mail.html}, ${now().toISOString()})`);
    return id;
  };

  const deliver: MailService['deliver'] = async (id) => {
    const [row] = await database.rows<OutboxRow>(sql`SELECT * FROM mail_outbox WHERE id = ${id}`);
    if (row === undefined) return null;
    if (transport === null || row.sent_at !== null) return fromRow(row);
    let failure: string | null = null;
    try {
      await transport.send({
        from,
        to: row.to_address,
        subject: row.subject,
        text: row.text_body,
        html: row.html_body,
      });
    } catch (error) {
      failure = error instanceof Error ? error.message.slice(0, 500) : 'delivery failed';
    }
    const [updated] = await database.rows<OutboxRow>(sql`
      UPDATE mail_outbox SET sent_at = ${failure === null ? now().toISOString() : null}, failure = ${failure}
      WHERE id = ${id} RETURNING *`);
    return fromRow(updated ?? row);
  };

  return {
    from,
    queue,
    deliver,
    async send(mail) {
      const sent = await deliver(await queue(database, mail));
      if (sent === null) throw new Error('The outbox did not store the mail');
      return sent;
    },
    async outbox(query = {}) {
      const limit = Math.min(Math.max(query.limit ?? 50, 1), 500);
      const rows = await database.rows<OutboxRow>(
        query.to === undefined
          ? sql`SELECT * FROM mail_outbox ORDER BY created_at DESC, id LIMIT ${limit}`
          : sql`SELECT * FROM mail_outbox WHERE to_address = ${query.to} ORDER BY created_at DESC, id LIMIT ${limit}`,
      );
      return rows.map(fromRow);
    },
  };
}
