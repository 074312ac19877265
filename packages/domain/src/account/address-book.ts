import { z } from 'zod';
import {
  addressBookAddressSchema,
  addressFieldSchemas,
  checkoutAddressFields,
  postalAddressByCallNames,
} from '../checkout/checkout-address';
import { formBooleanSchema } from '../validation/form-boolean';
import { requiredGenderSchema } from '../validation/gender';
import { ruleMessageKeys } from '../validation/message-keys';

/**
 * The address book's forms (issue 19 `/konto/adressbuch/`), posted to the page without
 * JavaScript or by its fetchers: save an entry (new or edited), delete one, or make one the
 * default billing or shipping address. An entry's fields are posted as `address.{field}`,
 * the names of the checkout's address fields, so the two share one form part and one schema.
 */

export const addressBookIntents = [
  'addressSave',
  'addressDelete',
  'addressDefaultBilling',
  'addressDefaultShipping',
] as const;
export type AddressBookIntent = (typeof addressBookIntents)[number];

export function isAddressBookIntent(value: unknown): value is AddressBookIntent {
  return (addressBookIntents as readonly unknown[]).includes(value);
}

/** The query parameters of the page's steps without JavaScript: a new entry, an entry edited. */
export const addressBookParameters = { add: 'neu', edit: 'bearbeiten' } as const;

/** The form prefix of an entry's fields. */
export const addressBookFieldPrefix = 'address';

/** The engine's ids of address-book entries: 32 hex characters. */
export const addressBookIdSchema = z
  .string({ error: ruleMessageKeys.invalid })
  .regex(/^[0-9a-f]{32}$/, { error: ruleMessageKeys.invalid });

/** Whether `value` is written as an entry id (whose it is, only the engine knows). */
export function isAddressBookId(value: unknown): value is string {
  return addressBookIdSchema.safeParse(value).success;
}

/** Saving an entry: its fields, whether it becomes a default, and its id when edited. */
export const addressBookSaveSchema = z.object({
  addressId: z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    addressBookIdSchema.optional(),
  ),
  address: addressBookAddressSchema,
  defaultBilling: formBooleanSchema,
  defaultShipping: formBooleanSchema,
});

export type AddressBookSave = z.output<typeof addressBookSaveSchema>;

type Read = (name: string) => string | undefined;

/**
 * The raw input of the save form, in the shape {@link addressBookSaveSchema} parses; a field
 * not posted is empty, so the schema says "required" rather than "invalid".
 */
export function addressBookSaveInput(read: Read): Record<string, unknown> {
  return {
    addressId: read('addressId'),
    address: Object.fromEntries(
      checkoutAddressFields.map((field) => [
        field,
        read(`${addressBookFieldPrefix}.${field}`) ?? '',
      ]),
    ),
    defaultBilling: read('defaultBilling'),
    defaultShipping: read('defaultShipping'),
  };
}

/**
 * An address-book entry by the names of its /api call (`POST /api/user/account/addresses/`,
 * `gender`, `first_name`, `postal_code`, `is_default_billing`…): the very field rules of the
 * address book's page and the checkout (issue 18: one schema per form), and the engine's input.
 */
export const addressBookEntrySchema = z.intersection(
  z.object({
    gender: requiredGenderSchema,
    first_name: addressFieldSchemas.firstName,
    last_name: addressFieldSchemas.lastName,
    company: addressFieldSchemas.company,
    street: addressFieldSchemas.street,
    house_number: addressFieldSchemas.houseNumber,
    addition: addressFieldSchemas.addition,
    city: addressFieldSchemas.city,
    phone: addressFieldSchemas.phone,
    is_default_billing: z.boolean({ error: ruleMessageKeys.invalidChoice }).optional(),
    is_default_shipping: z.boolean({ error: ruleMessageKeys.invalidChoice }).optional(),
  }),
  postalAddressByCallNames,
);

export type AddressBookEntry = z.output<typeof addressBookEntrySchema>;
