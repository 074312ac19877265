import type { CountryCode, Gender } from '@vitrine/domain';

/** An address of the address book. */
export interface Address {
  readonly id: string;
  readonly gender: Gender;
  readonly firstName: string;
  readonly lastName: string;
  readonly company: string | null;
  readonly street: string;
  readonly houseNumber: string;
  readonly addition: string | null;
  readonly postalCode: string;
  readonly city: string;
  readonly country: CountryCode;
  readonly phone: string | null;
  readonly isDefaultBilling: boolean;
  readonly isDefaultShipping: boolean;
}

export interface AddressRow {
  id: string;
  gender: string;
  first_name: string;
  last_name: string;
  company: string | null;
  street: string;
  house_number: string;
  addition: string | null;
  postal_code: string;
  city: string;
  country: string;
  phone: string | null;
  is_default_billing: boolean;
  is_default_shipping: boolean;
}

export function addressFromRow(row: AddressRow): Address {
  return {
    id: row.id,
    gender: row.gender as Gender,
    firstName: row.first_name,
    lastName: row.last_name,
    company: row.company,
    street: row.street,
    houseNumber: row.house_number,
    addition: row.addition,
    postalCode: row.postal_code,
    city: row.city,
    country: row.country as CountryCode,
    phone: row.phone,
    isDefaultBilling: row.is_default_billing,
    isDefaultShipping: row.is_default_shipping,
  };
}
