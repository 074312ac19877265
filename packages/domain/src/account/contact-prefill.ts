import type { ShopFlags } from '../market/types';

/** The signed-in customer as the contact form may show them. */
export interface ContactFormCustomer {
  readonly firstName: string | null;
  readonly lastName: string | null;
  readonly email: string | null;
}

/** What the contact form shows first: the sender's name and e-mail address (absent: empty). */
export interface ContactFormPrefill {
  readonly name?: string;
  readonly email?: string;
}

/**
 * The contact form's first values for a signed-in customer (spec §2 `/konto/kontakt/`, §6
 * `contactFormPrefill`): their name and account address where the shop's flag says so, nothing
 * where it does not; a part the account lacks stays empty for the customer to type.
 *
 * @example
 * contactFormPrefill({ contactFormPrefill: true }, { firstName: 'Anna', lastName: 'Berg', email: 'a@b.de' });
 * // { name: 'Anna Berg', email: 'a@b.de' }
 */
export function contactFormPrefill(
  flags: Pick<ShopFlags, 'contactFormPrefill'>,
  customer: ContactFormCustomer | null,
): ContactFormPrefill {
  if (!flags.contactFormPrefill || customer === null) return {};
  const name = [customer.firstName, customer.lastName]
    .map((part) => part?.trim() ?? '')
    .filter((part) => part !== '')
    .join(' ');
  const email = customer.email?.trim() ?? '';
  return { ...(name === '' ? {} : { name }), ...(email === '' ? {} : { email }) };
}
