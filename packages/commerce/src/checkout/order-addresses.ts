import { sql } from 'drizzle-orm';
import { type AddressRow, addressFromRow } from '../account/address-row';
import type { Database } from '../db/database';
import { type ValidationFailure, validationFailure } from '../validation';
import type { Address, PlaceOrderInput } from './checkout-input';

/** The billing and shipping address an order is placed with. */
export interface OrderAddresses {
  readonly billingAddress: Address;
  readonly shippingAddress: Address;
  /** The field the shipping address came from, for a refusal naming it. */
  readonly shippingField:
    | 'billingAddress'
    | 'billingAddressId'
    | 'shippingAddress'
    | 'shippingAddressId';
}

/** An address-book entry as the checkout stores addresses on the order. */
function checkoutAddress(row: AddressRow): Address {
  const entry = addressFromRow(row);
  return {
    salutation: entry.gender,
    firstName: entry.firstName,
    lastName: entry.lastName,
    ...(entry.company === null ? {} : { company: entry.company }),
    street: entry.street,
    houseNumber: entry.houseNumber,
    ...(entry.addition === null ? {} : { addition: entry.addition }),
    postalCode: entry.postalCode,
    city: entry.city,
    country: entry.country,
    ...(entry.phone === null ? {} : { phone: entry.phone }),
  };
}

/**
 * The order's addresses: as given, or from the customer's own address book (issue 6: "from
 * the address book or new"). An id that is not one of the customer's entries is refused as
 * unknown, whoever it belongs to.
 */
export async function orderAddresses(
  database: Pick<Database, 'rows'>,
  customerId: string,
  order: PlaceOrderInput,
): Promise<OrderAddresses | ValidationFailure> {
  const fromBook = async (id: string | undefined) => {
    if (id === undefined) return undefined;
    const [row] = await database.rows<AddressRow>(sql`
      SELECT * FROM customer_addresses WHERE id = ${id} AND customer_id = ${customerId}`);
    return row === undefined ? null : checkoutAddress(row);
  };
  const billingFromBook = await fromBook(order.billingAddressId);
  const shippingFromBook = await fromBook(order.shippingAddressId);
  const issues = [
    ...(billingFromBook === null
      ? [{ field: 'billingAddressId', key: 'checkout.addressUnknown' }]
      : []),
    ...(shippingFromBook === null
      ? [{ field: 'shippingAddressId', key: 'checkout.addressUnknown' }]
      : []),
  ];
  const billingAddress = order.billingAddress ?? billingFromBook;
  if (billingAddress == null && issues.length === 0) {
    issues.push({ field: 'billingAddress', key: 'validation.required' });
  }
  if (issues.length > 0 || billingAddress == null) return validationFailure(issues);
  const shippingAddress = order.shippingAddress ?? shippingFromBook ?? billingAddress;
  const shippingField = order.shippingAddress
    ? 'shippingAddress'
    : order.shippingAddressId
      ? 'shippingAddressId'
      : order.billingAddress
        ? 'billingAddress'
        : 'billingAddressId';
  return { billingAddress, shippingAddress, shippingField };
}
