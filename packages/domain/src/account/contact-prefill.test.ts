import { describe, expect, test } from 'vitest';
import { contactFormPrefill } from './contact-prefill';

const anna = { firstName: 'Anna', lastName: 'Berg', email: 'anna@example.de' };

describe('the account contact form is prefilled where the shop says so (spec §6 contactFormPrefill, §2 /konto/kontakt/)', () => {
  test.each([
    { flag: true, customer: anna, expected: { name: 'Anna Berg', email: 'anna@example.de' } },
    { flag: false, customer: anna, expected: {} },
    { flag: true, customer: null, expected: {} },
    {
      flag: true,
      customer: { firstName: ' Anna ', lastName: null, email: 'anna@example.de' },
      expected: { name: 'Anna', email: 'anna@example.de' },
    },
    {
      flag: true,
      customer: { firstName: null, lastName: '', email: '' },
      expected: {},
    },
  ])('flag $flag, $customer.firstName: $expected', ({ flag, customer, expected }) => {
    expect(contactFormPrefill({ contactFormPrefill: flag }, customer)).toEqual(expected);
  });
});
