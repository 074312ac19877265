import { z } from 'zod';
import { genders } from '../entities/user';
import { countryCodes } from '../market/types';
import { requiredGenderSchema } from '../validation/gender';
import { genericMessageKeys, ruleMessageKeys } from '../validation/message-keys';
import { personNameSchema } from '../validation/person-name';
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

/** The address without where it is: each field stands on its own. */
const addressLines = z.object({
  salutation: z.preprocess(
    blankToUndefined,
    z.enum(genders, { error: ruleMessageKeys.invalidChoice }).optional(),
  ),
  firstName: personNameSchema,
  lastName: personNameSchema,
  company: optionalLine(80),
  street: line(100),
  houseNumber: line(20),
  addition: optionalLine(100),
  city: line(80),
  phone: optionalLine(30),
});

/**
 * The postcode and the country, checked together: the postcode in the country's format,
 * written the country's way. A schema of its own so its rule runs also when a name or the
 * street is wrong (Zod skips an object's refinements after a field's aborting issue), and
 * the form names every problem at once.
 */
const postalAddress = z
  .object({
    postalCode: line(10),
    country: z.enum(countryCodes, { error: checkoutAddressMessageKeys.country }),
  })
  .transform((where, context) => {
    const postalCode = postalCodeOf(where.country, where.postalCode);
    if (postalCode !== null) return { ...where, postalCode };
    context.addIssue({
      code: 'custom',
      path: ['postalCode'],
      message: checkoutAddressMessageKeys.postalCode,
    });
    return z.NEVER;
  });

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
