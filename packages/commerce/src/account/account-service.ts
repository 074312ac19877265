import type { Language, Shop } from '@vitrine/domain';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import type { IdentityService } from '../identity/identity-service';
import type { Customer } from '../identity/identity-types';
import { hashToken, randomHexId, randomToken } from '../identity/secret-token';
import type { MailService } from '../mail/mail-service';
import {
  contactReceiptMail,
  contactRequestMail,
  newsletterConfirmationMail,
} from '../mail/mail-texts';
import type {
  AddressInput,
  ContactInput,
  NewsletterInput,
  PersonalDataInput,
} from './account-input';
import { type Address, type AddressRow, addressFromRow } from './address-row';

/** The shop and language a mail goes out in. */
export interface MailLocale {
  readonly shop: Shop;
  readonly language: Language;
}

export interface ContactRequest extends MailLocale {
  /**
   * The sender's customer id from the session, null for an anonymous visitor. Only a
   * registered customer's account gets a receipt, at its own address.
   */
  readonly customerId: string | null;
  readonly input: ContactInput;
  /** The subject's label in the shopper's language (from the CMS layout). */
  readonly subjectLabel: string;
  /** Customer service's address, which receives the request. */
  readonly serviceAddress: string;
}

export interface NewsletterRequest extends MailLocale {
  readonly input: NewsletterInput;
  /** The absolute confirmation link of the double-opt-in mail for a token. */
  readonly confirmUrl: (token: string) => string;
}

/** Called while an account is deleted, e.g. to anonymise the customer's orders. */
export type AccountDeletionHook = (customerId: string) => Promise<void>;

export interface AccountService {
  updatePersonalData(customerId: string, input: PersonalDataInput): Promise<Customer | null>;
  addresses(customerId: string): Promise<Address[]>;
  addAddress(customerId: string, input: AddressInput): Promise<Address>;
  /** Null when the address is not the customer's. */
  updateAddress(
    customerId: string,
    addressId: string,
    input: AddressInput,
  ): Promise<Address | null>;
  deleteAddress(customerId: string, addressId: string): Promise<boolean>;
  /**
   * Stores a subscription (or renews an unconfirmed one) and sends the double-opt-in mail.
   * An address that is already confirmed gets no mail again.
   */
  subscribeNewsletter(request: NewsletterRequest): Promise<'pending' | 'alreadyConfirmed'>;
  /** Confirms a subscription from the mail's link. */
  confirmNewsletter(token: string): Promise<boolean>;
  /**
   * Stores the request and mails it to customer service. A registered customer also gets a
   * short receipt at the account's own address; guests and anonymous visitors get none, since
   * the address they typed is not known to be theirs (issue 12: no mail relay).
   */
  submitContact(request: ContactRequest): Promise<{ readonly id: string }>;
  /**
   * Erases the customer's personal data (profile, addresses, reset tokens, newsletter,
   * contact requests, mails, basket and wishlist), keeps a row without any of it under the id
   * for the orders, runs `hooks` (anonymising orders) and ends every session.
   */
  deleteAccount(customerId: string): Promise<boolean>;
  /**
   * Registers work an account's deletion must also do, such as the order service's
   * `anonymiseOrdersOf(customerId)`; it runs for the account and for guest customers of the
   * same shop and e-mail address.
   */
  addDeletionHook(hook: AccountDeletionHook): void;
}

export interface AccountServiceOptions {
  readonly database: Pick<Database, 'rows' | 'transaction'>;
  readonly identity: IdentityService;
  readonly mail: MailService;
  readonly now?: () => Date;
}

const maxAddresses = 50;

export function createAccountService(options: AccountServiceOptions): AccountService {
  const { database, identity, mail } = options;
  const now = options.now ?? (() => new Date());
  const deletionHooks: AccountDeletionHook[] = [];

  async function clearDefaults(customerId: string, input: AddressInput, exceptId: string) {
    if (input.is_default_billing) {
      await database.rows(sql`UPDATE customer_addresses SET is_default_billing = false
        WHERE customer_id = ${customerId} AND id <> ${exceptId}`);
    }
    if (input.is_default_shipping) {
      await database.rows(sql`UPDATE customer_addresses SET is_default_shipping = false
        WHERE customer_id = ${customerId} AND id <> ${exceptId}`);
    }
  }

  return {
    async updatePersonalData(customerId, input) {
      await database.rows(sql`
        UPDATE customers SET first_name = ${input.first_name}, last_name = ${input.last_name},
          gender = ${input.gender}, phone = ${input.phone ?? null}, birth_date = ${input.birth_date ?? null},
          updated_at = ${now().toISOString()}
        WHERE id = ${customerId} AND deleted_at IS NULL`);
      return identity.customer(customerId);
    },
    async addresses(customerId) {
      const rows = await database.rows<AddressRow>(sql`
        SELECT * FROM customer_addresses WHERE customer_id = ${customerId} ORDER BY created_at, id`);
      return rows.map(addressFromRow);
    },
    async addAddress(customerId, input) {
      const [count] = await database.rows<{ count: number }>(sql`
        SELECT count(*)::int AS count FROM customer_addresses WHERE customer_id = ${customerId}`);
      if ((count?.count ?? 0) >= maxAddresses) throw new AddressBookFullError();
      const id = randomHexId(16);
      // The first address becomes the default for both, so checkout always has one.
      const first = (count?.count ?? 0) === 0;
      const [row] = await database.rows<AddressRow>(sql`
        INSERT INTO customer_addresses (id, customer_id, gender, first_name, last_name, company, street,
          house_number, addition, postal_code, city, country, phone, is_default_billing,
          is_default_shipping, created_at)
        VALUES (${id}, ${customerId}, ${input.gender}, ${input.first_name}, ${input.last_name},
          ${input.company ?? null}, ${input.street}, ${input.house_number}, ${input.addition ?? null},
          ${input.postal_code}, ${input.city}, ${input.country}, ${input.phone ?? null},
          ${first || input.is_default_billing === true}, ${first || input.is_default_shipping === true},
          ${now().toISOString()})
        RETURNING *`);
      if (row === undefined) throw new Error('The address was not stored');
      await clearDefaults(customerId, input, id);
      return addressFromRow(row);
    },
    async updateAddress(customerId, addressId, input) {
      const [row] = await database.rows<AddressRow>(sql`
        UPDATE customer_addresses SET gender = ${input.gender}, first_name = ${input.first_name},
          last_name = ${input.last_name}, company = ${input.company ?? null}, street = ${input.street},
          house_number = ${input.house_number}, addition = ${input.addition ?? null},
          postal_code = ${input.postal_code}, city = ${input.city}, country = ${input.country},
          phone = ${input.phone ?? null},
          is_default_billing = coalesce(${input.is_default_billing ?? null}::boolean, is_default_billing),
          is_default_shipping = coalesce(${input.is_default_shipping ?? null}::boolean, is_default_shipping)
        WHERE id = ${addressId} AND customer_id = ${customerId}
        RETURNING *`);
      if (row === undefined) return null;
      await clearDefaults(customerId, input, addressId);
      return addressFromRow(row);
    },
    async deleteAddress(customerId, addressId) {
      const rows = await database.rows(sql`
        DELETE FROM customer_addresses WHERE id = ${addressId} AND customer_id = ${customerId}
        RETURNING id`);
      return rows.length > 0;
    },
    async subscribeNewsletter(request) {
      const { input } = request;
      const token = randomToken();
      const [existing] = await database.rows<{ confirmed_at: Date | null }>(sql`
        SELECT confirmed_at FROM newsletter_subscriptions
        WHERE shop_id = ${request.shop.id} AND email = ${input.email}`);
      if (existing?.confirmed_at) return 'alreadyConfirmed';
      const firstName = input.firstName ?? null;
      await database.rows(sql`
        INSERT INTO newsletter_subscriptions (id, shop_id, email, first_name, last_name, salutation,
          source, token_hash, created_at)
        VALUES (${randomHexId(16)}, ${request.shop.id}, ${input.email}, ${firstName},
          ${input.lastName ?? null}, ${input.salutation}, ${input.source ?? null}, ${hashToken(token)},
          ${now().toISOString()})
        ON CONFLICT (shop_id, email) DO UPDATE SET first_name = EXCLUDED.first_name,
          last_name = EXCLUDED.last_name, salutation = EXCLUDED.salutation, source = EXCLUDED.source,
          token_hash = EXCLUDED.token_hash, created_at = EXCLUDED.created_at`);
      const rendered = newsletterConfirmationMail(
        { language: request.language, brandName: request.shop.brandName },
        { name: firstName, url: request.confirmUrl(token) },
      );
      await mail.send({
        shopId: request.shop.id,
        customerId: null,
        kind: 'newsletter-confirmation',
        to: input.email,
        ...rendered,
      });
      return 'pending';
    },
    async confirmNewsletter(token) {
      if (token.length === 0 || token.length > 200) return false;
      const rows = await database.rows(sql`
        UPDATE newsletter_subscriptions SET confirmed_at = coalesce(confirmed_at, ${now().toISOString()})
        WHERE token_hash = ${hashToken(token)} RETURNING id`);
      if (rows.length === 0) return false;
      await database.rows(sql`
        UPDATE customers SET newsletter = true FROM newsletter_subscriptions AS subscription
        WHERE subscription.token_hash = ${hashToken(token)} AND customers.shop_id = subscription.shop_id
          AND customers.email = subscription.email AND customers.deleted_at IS NULL`);
      return true;
    },
    async submitContact(request) {
      const { input } = request;
      const id = randomHexId(16);
      await database.rows(sql`
        INSERT INTO contact_requests (id, shop_id, customer_id, subject, order_number, name, email,
          message, created_at)
        VALUES (${id}, ${request.shop.id}, ${request.customerId}, ${input.subject},
          ${input.order_number ?? null}, ${input.name}, ${input.email}, ${input.message},
          ${now().toISOString()})`);
      const context = { language: request.language, brandName: request.shop.brandName };
      const content = {
        name: input.name,
        email: input.email,
        subjectLabel: request.subjectLabel,
        orderNumber: input.order_number ?? null,
        message: input.message,
      };
      await mail.send({
        shopId: request.shop.id,
        customerId: request.customerId,
        kind: 'contact-request',
        to: request.serviceAddress,
        ...contactRequestMail(context, content),
      });
      const customer =
        request.customerId === null ? null : await identity.customer(request.customerId);
      if (customer !== null && !customer.isGuest && customer.email) {
        const name = [customer.firstName, customer.lastName].filter(Boolean).join(' ');
        await mail.send({
          shopId: request.shop.id,
          customerId: customer.id,
          kind: 'contact-receipt',
          to: customer.email,
          ...contactReceiptMail(context, {
            name: name === '' ? null : name,
            subjectLabel: request.subjectLabel,
          }),
        });
      }
      return { id };
    },
    async deleteAccount(customerId) {
      const customer = await identity.customer(customerId);
      if (customer === null || customer.isGuest) return false;
      const email = customer.email ?? '';
      // Guest orders placed with the same address in the same shop are the same person's.
      const guests = await database.rows<{ id: string }>(sql`
        SELECT id FROM customers WHERE shop_id = ${customer.shopId} AND email = ${email} AND is_guest`);
      const ids = [customerId, ...guests.map((guest) => guest.id)];
      const idList = `{${ids.join(',')}}`;
      const stamp = now().toISOString();
      await database.transaction(async (tx) => {
        // Baskets and wishlists are keyed by user id: the customer id when registered, the
        // browser id of a guest's session. Their lines may hold engraving texts (a name).
        const userIds = await tx.rows<{ user_id: string }>(sql`
          SELECT DISTINCT user_id FROM sessions WHERE customer_id = ANY(${idList}::text[])`);
        const userIdList = `{${[...ids, ...userIds.map((row) => row.user_id)].join(',')}}`;
        await tx.rows(sql`DELETE FROM basket_items
          WHERE shop_id = ${customer.shopId} AND user_id = ANY(${userIdList}::text[])`);
        await tx.rows(sql`DELETE FROM wishlist_items
          WHERE shop_id = ${customer.shopId} AND user_id = ANY(${userIdList}::text[])`);
        for (const id of ids) {
          await tx.rows(sql`DELETE FROM customer_addresses WHERE customer_id = ${id}`);
          await tx.rows(sql`DELETE FROM password_reset_tokens WHERE customer_id = ${id}`);
          await tx.rows(sql`DELETE FROM contact_requests WHERE customer_id = ${id}`);
          await tx.rows(sql`DELETE FROM mail_outbox WHERE customer_id = ${id}`);
          await tx.rows(sql`DELETE FROM sessions WHERE customer_id = ${id}`);
          await tx.rows(sql`
            UPDATE customers SET email = NULL, password_hash = NULL, first_name = NULL,
              last_name = NULL, gender = NULL, phone = NULL, birth_date = NULL, newsletter = false,
              balance_cents = 0, updated_at = ${stamp}, deleted_at = ${stamp}
            WHERE id = ${id}`);
        }
        await tx.rows(sql`DELETE FROM newsletter_subscriptions
          WHERE shop_id = ${customer.shopId} AND email = ${email}`);
        await tx.rows(sql`DELETE FROM contact_requests
          WHERE shop_id = ${customer.shopId} AND email = ${email}`);
        // Mails to the address, and mails about it to others (customer service's copy of a
        // contact request sent before signing in names the address in its text).
        await tx.rows(sql`DELETE FROM mail_outbox
          WHERE to_address = ${email} OR strpos(lower(text_body), ${email}) > 0`);
      });
      for (const hook of deletionHooks) {
        for (const id of ids) await hook(id);
      }
      return true;
    },
    addDeletionHook(hook) {
      deletionHooks.push(hook);
    },
  };
}

/** The address book holds at most 50 addresses. */
export class AddressBookFullError extends Error {
  constructor() {
    super('account.addressBookFull');
    this.name = 'AddressBookFullError';
  }
}
