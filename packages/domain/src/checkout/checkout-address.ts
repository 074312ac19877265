import { z } from 'zod';
import { genders } from '../entities/user';
import { type CountryCode, countryCodes } from '../market/types';
import { requiredGenderSchema } from '../validation/gender';
import { genericMessageKeys, ruleMessageKeys } from '../validation/message-keys';
import { personNameSchema } from '../validation/person-name';
import { phoneSchema } from '../validation/phone';
import { postalCodeOf } from './postal-code';

/** The message keys of the address rules that are the checkout's own. */
export const checkoutAddressMessageKeys = {
  /** Not a postcode of the address's country (§ issue 18: per-country formats). */
  postalCode: 'checkout.postalCode',
  /** Not one of the shop countries. */
  country: 'checkout.country',
} as const;

/** Control characters (U+0000–U+001F, U+007F) have no place on a parcel label or in the database. */
function withoutControlCharacters(text: string): boolean {
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code < 0x20 || code === 0x7f) return false;
  }
  return true;
}

/** What a form sends for a field left empty: the field is left out. */
const blankToUndefined = (value: unknown) =>
  value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value;

function line(max: number) {
  return z
    .string({ error: genericMessageKeys.required })
    .trim()
    .min(1, { error: genericMessageKeys.required, abort: true })
    .max(max, { error: genericMessageKeys.maxLength, abort: true })
    .refine(withoutControlCharacters, { error: ruleMessageKeys.invalid });
}

function optionalLine(max: number) {
  return z.preprocess(blankToUndefined, line(max).optional());
}

/**
 * The longest of each address field. The spec gives none; these keep a parcel label readable
 * and are the one set the checkout, the address book's page and its /api call apply (issue 18).
 */
export const addressLimits = {
  company: 80,
  street: 100,
  houseNumber: 20,
  addition: 100,
  postalCode: 10,
  city: 80,
} as const;

/**
 * The address's fields without where it is, each standing on its own: the parts the checkout's
 * and the address book's schemas (by the form's names or the /api call's) are built of.
 */
export const addressFieldSchemas = {
  firstName: personNameSchema,
  lastName: personNameSchema,
  company: optionalLine(addressLimits.company),
  street: line(addressLimits.street),
  houseNumber: line(addressLimits.houseNumber),
  addition: optionalLine(addressLimits.addition),
  city: line(addressLimits.city),
  /** The account's phone rule (personal data, address book), one for every address. */
  phone: phoneSchema,
} as const;

const addressLines = z.object({
  salutation: z.preprocess(
    blankToUndefined,
    z.enum(genders, { error: ruleMessageKeys.invalidChoice }).optional(),
  ),
  ...addressFieldSchemas,
});

/** One of the shop countries, as typed or chosen (`de` is `DE`). */
const countryField = z.preprocess(
  (value) => (typeof value === 'string' ? value.trim().toUpperCase() : value),
  z.enum(countryCodes, { error: checkoutAddressMessageKeys.country }),
);

/** The postcode in the country's format, written the country's way, or an issue at `path`. */
function checkedPostalCode(
  country: CountryCode,
  typed: string,
  context: z.RefinementCtx,
  path: string,
): string {
  const postalCode = postalCodeOf(country, typed);
  if (postalCode !== null) return postalCode;
  context.addIssue({
    code: 'custom',
    path: [path],
    message: checkoutAddressMessageKeys.postalCode,
  });
  return z.NEVER;
}

/**
 * The postcode and the country, checked together: the postcode in the country's format,
 * written the country's way. A schema of its own so its rule runs also when a name or the
 * street is wrong (Zod skips an object's refinements after a field's aborting issue), and
 * the form names every problem at once.
 */
const postalAddress = z
  .object({ postalCode: line(addressLimits.postalCode), country: countryField })
  .transform((where, context) => ({
    ...where,
    postalCode: checkedPostalCode(where.country, where.postalCode, context, 'postalCode'),
  }));

/** {@link postalAddress} by the /api call's names (`postal_code`, `country`). */
export const postalAddressByCallNames = z
  .object({ postal_code: line(addressLimits.postalCode), country: countryField })
  .transform((where, context) => ({
    ...where,
    postal_code: checkedPostalCode(where.country, where.postal_code, context, 'postal_code'),
  }));

/**
 * A billing or shipping address of the checkout, the one schema the checkout page and the
 * engine's order placement both apply: names as §5 allows them, a street and house number, a
 * postcode in the format of the address's country (see `postal-code.ts`, written the
 * country's way: `1234ab` → `1234 AB`), a city and one of the shop countries. Optional fields
 * left empty are left out.
 */
export const checkoutAddressSchema = z.intersection(addressLines, postalAddress);

export type CheckoutAddress = z.output<typeof checkoutAddressSchema>;

/**
 * An entry of the customer's address book (issue 19 `/konto/adressbuch/`): the checkout's
 * address rules, one place for both, with the salutation required, since the checkout picks
 * an entry as it stands and an entry is always addressed to someone.
 */
export const addressBookAddressSchema = z.intersection(
  addressLines.extend({ salutation: requiredGenderSchema }),
  postalAddress,
);

export type AddressBookAddress = z.output<typeof addressBookAddressSchema>;
/** The fields of an address form, by the names the form posts. */
export type CheckoutAddressField = keyof z.input<typeof checkoutAddressSchema>;
export const checkoutAddressFields = [
  'salutation',
  'firstName',
  'lastName',
  'company',
  'street',
  'houseNumber',
  'addition',
  'postalCode',
  'city',
  'country',
  'phone',
] as const satisfies readonly CheckoutAddressField[];
