import { describe, expect, test } from 'vitest';
import { addressLimits } from '../checkout/checkout-address';
import {
  addressBookEntrySchema,
  addressBookSaveInput,
  addressBookSaveSchema,
  isAddressBookIntent,
} from './address-book';

const entry: Record<string, string> = {
  addressId: '',
  'address.salutation': 'm',
  'address.firstName': 'Jan',
  'address.lastName': 'de Vries',
  'address.street': 'Keizersgracht',
  'address.houseNumber': '100',
  'address.postalCode': '1015cx',
  'address.city': 'Amsterdam',
  'address.country': 'NL',
};

function parse(fields: Record<string, string>) {
  return addressBookSaveSchema.safeParse(addressBookSaveInput((name) => fields[name]));
}

function messages(fields: Record<string, string>) {
  const parsed = parse(fields);
  return parsed.success
    ? []
    : parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

describe('the address book form (issue 19 `/konto/adressbuch/`, validated per country)', () => {
  test('a new Dutch entry: the postcode written the Dutch way, no defaults unless ticked', () => {
    const parsed = parse(entry);
    expect(parsed.success).toBe(true);
    expect(parsed.data).toMatchObject({
      address: { postalCode: '1015 CX', country: 'NL', salutation: 'm' },
      defaultBilling: false,
      defaultShipping: false,
    });
    expect(parsed.data?.addressId).toBeUndefined();
  });

  test('an edited entry keeps its id and the ticked defaults', () => {
    const parsed = parse({
      ...entry,
      addressId: 'a'.repeat(32),
      defaultBilling: 'on',
      defaultShipping: 'on',
    });
    expect(parsed.data).toMatchObject({
      addressId: 'a'.repeat(32),
      defaultBilling: true,
      defaultShipping: true,
    });
  });

  test.each([
    { country: 'DE', postalCode: '1234', ok: false },
    { country: 'DE', postalCode: '50667', ok: true },
    { country: 'AT', postalCode: '01010', ok: false },
    { country: 'CH', postalCode: '8001', ok: true },
    { country: 'BE', postalCode: '1000', ok: true },
    { country: 'FR', postalCode: '7500', ok: false },
    { country: 'NL', postalCode: '1015', ok: false },
  ])('$country postcode "$postalCode" is taken: $ok', ({ country, postalCode, ok }) => {
    const fields = { ...entry, 'address.country': country, 'address.postalCode': postalCode };
    expect(messages(fields)).toEqual(ok ? [] : ['address.postalCode: checkout.postalCode']);
  });

  test.each<{ change: Record<string, string>; expected: string[] }>([
    { change: { 'address.salutation': '' }, expected: ['address.salutation: validation.required'] },
    { change: { 'address.country': 'US' }, expected: ['address.country: checkout.country'] },
    { change: { 'address.street': '' }, expected: ['address.street: validation.required'] },
    {
      change: { 'address.firstName': 'J4n' },
      expected: ['address.firstName: validation.name-characters'],
    },
    { change: { addressId: '../x' }, expected: ['addressId: validation.invalid'] },
  ])('refuses $change', ({ change, expected }) => {
    expect(messages({ ...entry, ...change })).toEqual(expected);
  });

  test.each([
    { intent: 'addressSave', known: true },
    { intent: 'addressDelete', known: true },
    { intent: 'addressDefaultBilling', known: true },
    { intent: 'addressDefaultShipping', known: true },
    { intent: 'checkoutPlaceOrder', known: false },
    { intent: undefined, known: false },
  ])("intent $intent is one of the book's: $known", ({ intent, known }) => {
    expect(isAddressBookIntent(intent)).toBe(known);
  });
});

describe('the page’s form and the /api call hold an entry to the same rules (issue 18: one schema per form)', () => {
  const call = {
    gender: 'f',
    first_name: 'Lea',
    last_name: 'Schmidt',
    street: 'Hauptstraße',
    house_number: '12a',
    postal_code: '10115',
    city: 'Berlin',
    country: 'DE',
  };
  const page: Record<string, string> = {
    'address.salutation': 'f',
    'address.firstName': 'Lea',
    'address.lastName': 'Schmidt',
    'address.street': 'Hauptstraße',
    'address.houseNumber': '12a',
    'address.postalCode': '10115',
    'address.city': 'Berlin',
    'address.country': 'DE',
  };
  const callKeys = (input: Record<string, unknown>) => {
    const parsed = addressBookEntrySchema.safeParse(input);
    return parsed.success
      ? []
      : parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  };

  test.each([
    { field: 'company', pageField: 'company', limit: addressLimits.company },
    { field: 'city', pageField: 'city', limit: addressLimits.city },
    { field: 'street', pageField: 'street', limit: addressLimits.street },
    { field: 'house_number', pageField: 'houseNumber', limit: addressLimits.houseNumber },
    { field: 'addition', pageField: 'addition', limit: addressLimits.addition },
  ])(
    '$field: $limit characters are taken by both, one more is "validation.max-length" in both',
    ({ field, pageField, limit }) => {
      expect(callKeys({ ...call, [field]: 'a'.repeat(limit) })).toEqual([]);
      expect(messages({ ...page, [`address.${pageField}`]: 'a'.repeat(limit) })).toEqual([]);
      expect(callKeys({ ...call, [field]: 'a'.repeat(limit + 1) })).toEqual([
        `${field}: validation.max-length`,
      ]);
      expect(messages({ ...page, [`address.${pageField}`]: 'a'.repeat(limit + 1) })).toEqual([
        `address.${pageField}: validation.max-length`,
      ]);
    },
  );

  test.each([
    { change: { phone: 'call me' }, keys: ['phone: validation.invalid'] },
    { change: { phone: '+49 30 123456' }, keys: [] },
    { change: { postal_code: '1015cx', country: 'nl' }, keys: [] },
    { change: { postal_code: '1234', country: 'DE' }, keys: ['postal_code: checkout.postalCode'] },
    { change: { country: 'US' }, keys: ['country: checkout.country'] },
    { change: { gender: '' }, keys: ['gender: validation.required'] },
  ])('by the call’s names, $change: $keys', ({ change, keys }) => {
    expect(callKeys({ ...call, ...change })).toEqual(keys);
  });

  test('the postcode is written the country’s way, as the page writes it', () => {
    expect(
      addressBookEntrySchema.parse({ ...call, postal_code: '1015cx', country: 'nl' }),
    ).toMatchObject({ postal_code: '1015 CX', country: 'NL' });
  });

  test.each([{ phone: 'call me', keys: ['address.phone: validation.invalid'] }])(
    'by the page’s names, phone $phone: $keys',
    ({ phone, keys }) => {
      expect(messages({ ...page, 'address.phone': phone })).toEqual(keys);
    },
  );
});
