import { describe, expect, test } from 'vitest';
import { toFieldErrors } from '../validation/field-errors';
import { checkoutAddressSchema } from './checkout-address';

const cologne = {
  firstName: 'Gabi',
  lastName: 'Gast',
  street: 'Lindenallee',
  houseNumber: '12a',
  postalCode: '50667',
  city: 'Köln',
  country: 'DE',
};

/** The fields and keys a parse failed with. */
function problems(input: unknown) {
  const parsed = checkoutAddressSchema.safeParse(input);
  if (parsed.success) return [];
  return parsed.error.issues.map((issue) => ({
    field: issue.path.join('.'),
    key: issue.message,
  }));
}

describe('the checkout address (issue 18: one schema for page and engine)', () => {
  test('a complete address passes; optional fields left empty are left out', () => {
    const parsed = checkoutAddressSchema.parse({ ...cologne, company: ' ', phone: '' });
    expect(parsed).toEqual(cologne);
  });

  test.each([
    { country: 'DE', postalCode: '1234', ok: false },
    { country: 'AT', postalCode: '1010', ok: true },
    { country: 'AT', postalCode: '50667', ok: false },
    { country: 'CH', postalCode: '8001', ok: true },
    { country: 'FR', postalCode: '75001', ok: true },
    { country: 'BE', postalCode: '1000', ok: true },
    { country: 'NL', postalCode: '1017cz', ok: true },
    { country: 'NL', postalCode: '10171', ok: false },
  ])(
    'the postcode follows the country: $country $postalCode → $ok',
    ({ country, postalCode, ok }) => {
      expect(problems({ ...cologne, country, postalCode })).toEqual(
        ok ? [] : [{ field: 'postalCode', key: 'checkout.postalCode' }],
      );
    },
  );

  test('a Dutch postcode is written the Dutch way', () => {
    expect(
      checkoutAddressSchema.parse({ ...cologne, country: 'NL', postalCode: '1017cz' }).postalCode,
    ).toBe('1017 CZ');
  });

  test.each([
    { change: { firstName: '' }, field: 'firstName', key: 'validation.required' },
    { change: { lastName: 'D’Artagnan' }, field: 'lastName', key: 'validation.name-characters' },
    { change: { street: '   ' }, field: 'street', key: 'validation.required' },
    { change: { houseNumber: 'x'.repeat(21) }, field: 'houseNumber', key: 'validation.max-length' },
    { change: { city: 'Kö\u0000ln' }, field: 'city', key: 'validation.invalid' },
    { change: { country: 'US' }, field: 'country', key: 'checkout.country' },
    { change: { salutation: 'x' }, field: 'salutation', key: 'validation.invalid-choice' },
  ])('$field: $key', ({ change, field, key }) => {
    expect(problems({ ...cologne, ...change })).toEqual([{ field, key }]);
  });

  test('the rules name their message keys for the form (toFieldErrors keeps them where known)', () => {
    const parsed = checkoutAddressSchema.safeParse({ ...cologne, firstName: '' });
    expect(parsed.success).toBe(false);
    if (!parsed.success) {
      expect(toFieldErrors(parsed.error)).toEqual([
        expect.objectContaining({ field: 'firstName', key: 'validation.required' }),
      ]);
    }
  });
});

test('a wrong postcode is named together with the other fields’ problems (one answer for all)', () => {
  expect(problems({ ...cologne, firstName: '', postalCode: '123' })).toEqual([
    { field: 'firstName', key: 'validation.required' },
    { field: 'postalCode', key: 'checkout.postalCode' },
  ]);
});
