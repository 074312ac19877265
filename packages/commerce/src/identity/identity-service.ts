import type { GuestForm, Language, LoginForm, RegisterForm, Shop } from '@vitrine/domain';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import type { MailService } from '../mail/mail-service';
import { passwordResetMail } from '../mail/mail-texts';
import { type CustomerRow, customerFromRow, type SessionRow, sessionFromRow } from './customer-row';
import type { Customer, OpenedSession, Session, SessionKind, SignedIn } from './identity-types';
import type { LeakedPasswordSource } from './leaked-passwords';
import { defaultScryptCost, hashPassword, needsRehash, type ScryptCost } from './password-hash';
import {
  createPasswordHasher,
  type PasswordHasher,
  PasswordHashingBusy,
  type PasswordHashingLimits,
  passwordHashingLimits,
} from './password-hashing';
import { hashToken, randomHexId, randomToken } from './secret-token';

/** How long a session lives: 30 days from its creation (login, logout or first visit). */
export const defaultSessionTtlMs = 30 * 24 * 60 * 60 * 1000;
/** How long a password-reset link works (issue 6: one hour). */
export const resetTokenTtlMs = 60 * 60 * 1000;

export interface IdentityServiceOptions {
  readonly database: Pick<Database, 'rows' | 'transaction'>;
  readonly mail: MailService;
  readonly leakedPasswords: LeakedPasswordSource;
  readonly now?: () => Date;
  readonly scryptCost?: ScryptCost;
  /** The hashing queue's bounds (default: from the environment, {@link passwordHashingLimits}). */
  readonly passwordHashing?: PasswordHashingLimits;
  readonly sessionTtlMs?: number;
}

export interface PasswordResetRequest {
  readonly shop: Shop;
  readonly language: Language;
  readonly email: string;
  /** The absolute link of the mail for a token (the domain's `passwordResetUrl`). */
  readonly resetUrl: (hash: string) => string;
}

export interface IdentityService {
  /** The live session a cookie's token names in this shop, or null (unknown, expired, other shop). */
  session(token: string, shopId: number): Promise<Session | null>;
  /**
   * A new anonymous session with a random browser id: `browserId` when it is one the server
   * made (32 hex characters), else a new one.
   */
  openAnonymousSession(shopId: number, browserId?: string): Promise<OpenedSession>;
  /**
   * Checks e-mail and password; ends `previous` and opens a registered session (rotation).
   * Every call that hashes or verifies a password waits for a slot of {@link passwordHashing}
   * and rejects with {@link PasswordHashingBusy} when its waiting line is full.
   */
  login(
    shopId: number,
    form: LoginForm,
    previous: Session | null,
  ): Promise<SignedIn | { readonly kind: 'invalidCredentials' }>;
  /** Creates the account (the caller has run the leak check) and signs it in. */
  register(
    shopId: number,
    form: RegisterForm,
    previous: Session | null,
  ): Promise<SignedIn | { readonly kind: 'emailTaken' }>;
  /** Records a guest customer; the session keeps its browser id (and so its basket). */
  signInAsGuest(shopId: number, form: GuestForm, previous: Session | null): Promise<SignedIn>;
  /** Ends one session (logout). */
  endSession(sessionId: string): Promise<void>;
  /** Ends every session of a customer (password reset, account deletion). */
  endAllSessions(customerId: string, exceptSessionId?: string): Promise<void>;
  customer(customerId: string): Promise<Customer | null>;
  /** Whether `password` is the registered customer's (e.g. to confirm an account's deletion). */
  checkPassword(customerId: string, password: string): Promise<boolean>;
  /**
   * Sends the reset mail when a registered account has the address; does nothing otherwise.
   * Either way it resolves the same, so callers cannot tell accounts apart (no enumeration).
   */
  requestPasswordReset(request: PasswordResetRequest): Promise<void>;
  /** Whether a reset link's hash is unused and unexpired. */
  isResetTokenValid(hash: string): Promise<boolean>;
  /**
   * Sets the new password (already validated) and uses the token up; ends every session. An
   * unknown, used or expired link is answered before any hashing.
   */
  resetPassword(hash: string, newPassword: string): Promise<'reset' | 'invalidToken'>;
  /** Changes a registered customer's password; other sessions end. */
  changePassword(
    customerId: string,
    currentPassword: string,
    newPassword: string,
    keepSessionId: string | null,
  ): Promise<'changed' | 'wrongPassword'>;
  readonly leakedPasswords: LeakedPasswordSource;
  /** The bounded queue every password hash and verification runs through, and its stats. */
  readonly passwordHashing: PasswordHasher;
}

/** The length of a random browser id: 32 hex characters, never the 64 of a customer id (§3). */
const browserIdBytes = 16;
/** Registered and guest customers: 64 hex characters (§3: a 64-character id means logged in). */
const customerIdBytes = 32;
const maxTokenLength = 200;

export function createIdentityService(options: IdentityServiceOptions): IdentityService {
  const { database, mail, leakedPasswords } = options;
  const now = options.now ?? (() => new Date());
  const cost = options.scryptCost ?? defaultScryptCost;
  const ttl = options.sessionTtlMs ?? defaultSessionTtlMs;
  const hasher = createPasswordHasher(options.passwordHashing ?? passwordHashingLimits(), cost);
  // Unknown e-mails are checked against this, so a login takes as long with or without an
  // account. Made once at start-up, outside the queue.
  const dummyHash = hashPassword(randomToken(), cost);

  async function openSession(
    shopId: number,
    kind: SessionKind,
    userId: string,
    customerId: string | null,
  ): Promise<OpenedSession> {
    const token = randomToken();
    const created = now();
    const [row] = await database.rows<SessionRow>(sql`
      INSERT INTO sessions (id, token_hash, shop_id, user_id, customer_id, kind, created_at, expires_at)
      VALUES (${randomHexId(16)}, ${hashToken(token)}, ${shopId}, ${userId}, ${customerId}, ${kind},
              ${created.toISOString()}, ${new Date(created.getTime() + ttl).toISOString()})
      RETURNING id, shop_id, user_id, customer_id, kind, expires_at`);
    if (row === undefined) throw new Error('The session was not stored');
    return { session: sessionFromRow(row), token };
  }

  async function rotate(
    previous: Session | null,
    shopId: number,
    kind: SessionKind,
    userId: string,
    customer: Customer,
  ): Promise<SignedIn> {
    if (previous) await endSession(previous.id);
    const opened = await openSession(shopId, kind, userId, customer.id);
    return { kind: 'signedIn', ...opened, customer, previousUserId: previous?.userId ?? null };
  }

  async function endSession(sessionId: string): Promise<void> {
    await database.rows(sql`DELETE FROM sessions WHERE id = ${sessionId}`);
  }

  async function purgeExpired(): Promise<void> {
    await database.rows(sql`DELETE FROM sessions WHERE expires_at < ${now().toISOString()}`);
  }

  async function customerByEmail(shopId: number, email: string): Promise<CustomerRow | null> {
    const [row] = await database.rows<CustomerRow>(sql`
      SELECT * FROM customers
      WHERE shop_id = ${shopId} AND email = ${email} AND NOT is_guest AND deleted_at IS NULL`);
    return row ?? null;
  }

  async function insertCustomer(
    shopId: number,
    fields: {
      email: string;
      passwordHash: string | null;
      isGuest: boolean;
      firstName: string;
      lastName: string;
      gender: string;
      newsletter: boolean;
    },
  ): Promise<CustomerRow | null> {
    const stamp = now().toISOString();
    const rows = await database.rows<CustomerRow>(sql`
      INSERT INTO customers (id, shop_id, customer_no, email, password_hash, is_guest, first_name,
                             last_name, gender, newsletter, created_at, updated_at)
      VALUES (${randomHexId(customerIdBytes)}, ${shopId}, nextval('customer_numbers')::text,
              ${fields.email}, ${fields.passwordHash}, ${fields.isGuest}, ${fields.firstName},
              ${fields.lastName}, ${fields.gender}, ${fields.newsletter}, ${stamp}, ${stamp})
      ON CONFLICT (shop_id, email) WHERE NOT is_guest AND deleted_at IS NULL DO NOTHING
      RETURNING *`);
    return rows[0] ?? null;
  }

  async function liveResetToken(hash: string): Promise<{ customer_id: string } | null> {
    if (hash.length === 0 || hash.length > maxTokenLength) return null;
    const [row] = await database.rows<{ customer_id: string }>(sql`
      SELECT customer_id FROM password_reset_tokens
      WHERE token_hash = ${hashToken(hash)} AND used_at IS NULL AND expires_at > ${now().toISOString()}`);
    return row ?? null;
  }

  return {
    leakedPasswords,
    passwordHashing: hasher,
    async session(token, shopId) {
      if (token.length === 0 || token.length > maxTokenLength) return null;
      const [row] = await database.rows<SessionRow>(sql`
        SELECT id, shop_id, user_id, customer_id, kind, expires_at FROM sessions
        WHERE token_hash = ${hashToken(token)} AND shop_id = ${shopId}
          AND expires_at > ${now().toISOString()}`);
      return row ? sessionFromRow(row) : null;
    },
    openAnonymousSession: (shopId, browserId) =>
      openSession(
        shopId,
        'anonymous',
        browserId !== undefined && /^[0-9a-f]{32}$/.test(browserId)
          ? browserId
          : randomHexId(browserIdBytes),
        null,
      ),
    async login(shopId, form, previous) {
      // The lookup runs in the hashing slot too: in a login storm a refused login costs no query
      // (PGlite answers one query at a time, the pages' among them), and it is refused before
      // it could tell whether the address has an account.
      const { row, matches } = await hasher.inSlot(async (work) => {
        const found = await customerByEmail(shopId, form.email);
        const stored = found?.password_hash ?? (await dummyHash);
        return { row: found, matches: await work.verify(form.password, stored) };
      });
      if (row === null || row.password_hash === null || !matches) {
        return { kind: 'invalidCredentials' };
      }
      // A hash made under an older, cheaper cost is renewed while the password is at hand;
      // when the hashing queue is full, at a later login.
      if (needsRehash(row.password_hash, cost)) {
        const renewed = await hasher.hash(form.password).catch((error: unknown) => {
          if (error instanceof PasswordHashingBusy) return null;
          throw error;
        });
        if (renewed !== null) {
          await database.rows(sql`
            UPDATE customers SET password_hash = ${renewed}
            WHERE id = ${row.id} AND password_hash = ${row.password_hash}`);
        }
      }
      await purgeExpired();
      return rotate(previous, shopId, 'registered', row.id, customerFromRow(row));
    },
    async register(shopId, form, previous) {
      const row = await insertCustomer(shopId, {
        email: form.email,
        passwordHash: await hasher.hash(form.register_password),
        isGuest: false,
        firstName: form.first_name,
        lastName: form.last_name,
        gender: form.gender,
        newsletter: form.newsletter,
      });
      if (row === null) return { kind: 'emailTaken' };
      return rotate(previous, shopId, 'registered', row.id, customerFromRow(row));
    },
    async signInAsGuest(shopId, form, previous) {
      const row = await insertCustomer(shopId, {
        email: form.email,
        passwordHash: null,
        isGuest: true,
        firstName: form.first_name,
        lastName: form.last_name,
        gender: form.gender,
        newsletter: form.newsletter,
      });
      if (row === null) throw new Error('A guest customer was not stored');
      const browserId =
        previous && previous.kind !== 'registered' ? previous.userId : randomHexId(browserIdBytes);
      return rotate(previous, shopId, 'guest', browserId, customerFromRow(row));
    },
    endSession,
    async endAllSessions(customerId, exceptSessionId) {
      await database.rows(sql`
        DELETE FROM sessions WHERE customer_id = ${customerId}
          AND id <> ${exceptSessionId ?? ''}`);
    },
    async customer(customerId) {
      const [row] = await database.rows<CustomerRow>(sql`
        SELECT * FROM customers WHERE id = ${customerId} AND deleted_at IS NULL`);
      return row ? customerFromRow(row) : null;
    },
    async checkPassword(customerId, password) {
      const [row] = await database.rows<{ password_hash: string | null }>(sql`
        SELECT password_hash FROM customers
        WHERE id = ${customerId} AND deleted_at IS NULL AND NOT is_guest`);
      return hasher
        .verify(password, row?.password_hash ?? (await dummyHash))
        .then((matches) => matches && row?.password_hash != null);
    },
    async requestPasswordReset(request) {
      const row = await customerByEmail(request.shop.id, request.email);
      if (row === null || row.email === null) return;
      const token = randomToken();
      const created = now();
      await database.rows(sql`
        INSERT INTO password_reset_tokens (token_hash, customer_id, created_at, expires_at)
        VALUES (${hashToken(token)}, ${row.id}, ${created.toISOString()},
                ${new Date(created.getTime() + resetTokenTtlMs).toISOString()})`);
      const rendered = passwordResetMail(
        { language: request.language, brandName: request.shop.brandName },
        { name: row.first_name, url: request.resetUrl(token) },
      );
      await mail.send({
        shopId: request.shop.id,
        customerId: row.id,
        kind: 'password-reset',
        to: row.email,
        ...rendered,
      });
    },
    async isResetTokenValid(hash) {
      return (await liveResetToken(hash)) !== null;
    },
    async resetPassword(hash, newPassword) {
      // A link that cannot work costs no hash: a flood of made-up links takes no core.
      if ((await liveResetToken(hash)) === null) return 'invalidToken';
      const passwordHash = await hasher.hash(newPassword);
      const stamp = now().toISOString();
      return database.transaction(async (tx) => {
        // Marking the token used in the same statement that checks it makes it single-use even
        // when two requests race with the same link.
        const [used] = await tx.rows<{ customer_id: string }>(sql`
          UPDATE password_reset_tokens SET used_at = ${stamp}
          WHERE token_hash = ${hashToken(hash)} AND used_at IS NULL AND expires_at > ${stamp}
          RETURNING customer_id`);
        if (used === undefined) return 'invalidToken';
        await tx.rows(sql`
          UPDATE customers SET password_hash = ${passwordHash}, updated_at = ${stamp}
          WHERE id = ${used.customer_id} AND deleted_at IS NULL`);
        await tx.rows(sql`
          UPDATE password_reset_tokens SET used_at = ${stamp}
          WHERE customer_id = ${used.customer_id} AND used_at IS NULL`);
        await tx.rows(sql`DELETE FROM sessions WHERE customer_id = ${used.customer_id}`);
        return 'reset';
      });
    },
    async changePassword(customerId, currentPassword, newPassword, keepSessionId) {
      const [row] = await database.rows<CustomerRow>(sql`
        SELECT * FROM customers WHERE id = ${customerId} AND deleted_at IS NULL AND NOT is_guest`);
      const stored = row?.password_hash;
      if (stored == null) return 'wrongPassword';
      // Verified and hashed in one slot, so a full queue cannot refuse the change half-way.
      const renewed = await hasher.inSlot(async (work) =>
        (await work.verify(currentPassword, stored)) ? work.hash(newPassword) : null,
      );
      if (renewed === null) return 'wrongPassword';
      await database.rows(sql`
        UPDATE customers SET password_hash = ${renewed},
          updated_at = ${now().toISOString()} WHERE id = ${customerId}`);
      await database.rows(sql`
        DELETE FROM sessions WHERE customer_id = ${customerId} AND id <> ${keepSessionId ?? ''}`);
      return 'changed';
    },
  };
}
