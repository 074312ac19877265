import type { Address, AddressInput } from '@vitrine/commerce';
import type { AddressBookSave } from '@vitrine/domain';
import type { AddressFieldDefaults } from '../checkout/checkout-address-fields';
import type { AddressView } from '../checkout/checkout-view.server';
import { addressView } from '../checkout/checkout-view.server';

/** An entry of the address book as the page shows it: its lines, its defaults, its fields. */
export interface AddressBookEntryView {
  readonly id: string;
  readonly address: AddressView;
  readonly isDefaultBilling: boolean;
  readonly isDefaultShipping: boolean;
  /** Its edit step without JavaScript (`?bearbeiten={id}`). */
  readonly editHref: string;
}

/** An entry's fields, as the address form shows them when it is edited. */
export function addressFieldsOf(entry: Address): AddressFieldDefaults {
  return {
    salutation: entry.gender,
    firstName: entry.firstName,
    lastName: entry.lastName,
    company: entry.company ?? '',
    street: entry.street,
    houseNumber: entry.houseNumber,
    addition: entry.addition ?? '',
    postalCode: entry.postalCode,
    city: entry.city,
    country: entry.country,
    phone: entry.phone ?? '',
  };
}

export function addressBookEntryView(entry: Address, editHref: string): AddressBookEntryView {
  return {
    id: entry.id,
    address: addressView(entry),
    isDefaultBilling: entry.isDefaultBilling,
    isDefaultShipping: entry.isDefaultShipping,
    editHref,
  };
}

/**
 * The engine's address-book input from the checked form. A default box left unticked changes
 * nothing: an entry stops being the default only when another one becomes it.
 */
export function addressInputOf(save: AddressBookSave): AddressInput {
  const { address } = save;
  return {
    gender: address.salutation,
    first_name: address.firstName,
    last_name: address.lastName,
    ...(address.company === undefined ? {} : { company: address.company }),
    street: address.street,
    house_number: address.houseNumber,
    ...(address.addition === undefined ? {} : { addition: address.addition }),
    postal_code: address.postalCode,
    city: address.city,
    country: address.country,
    ...(address.phone === undefined ? {} : { phone: address.phone }),
    ...(save.defaultBilling ? { is_default_billing: true } : {}),
    ...(save.defaultShipping ? { is_default_shipping: true } : {}),
  };
}

/** A stored entry as the engine's input again, made the default billing or shipping address. */
export function madeDefault(entry: Address, which: 'billing' | 'shipping'): AddressInput {
  return {
    gender: entry.gender,
    first_name: entry.firstName,
    last_name: entry.lastName,
    ...(entry.company === null ? {} : { company: entry.company }),
    street: entry.street,
    house_number: entry.houseNumber,
    ...(entry.addition === null ? {} : { addition: entry.addition }),
    postal_code: entry.postalCode,
    city: entry.city,
    country: entry.country,
    ...(entry.phone === null ? {} : { phone: entry.phone }),
    ...(which === 'billing' ? { is_default_billing: true } : { is_default_shipping: true }),
  };
}
