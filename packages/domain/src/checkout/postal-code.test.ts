import { describe, expect, test } from 'vitest';
import { isPostalCodeOf, postalCodeExamples, postalCodeOf } from './postal-code';

describe('postcode formats per country (issue 18 checkout: DE, AT, CH, FR, BE, NL)', () => {
  test.each([
    { country: 'DE', typed: '50667', written: '50667' },
    { country: 'DE', typed: ' 01067 ', written: '01067' },
    { country: 'DE', typed: '5066', written: null },
    { country: 'DE', typed: '506671', written: null },
    { country: 'DE', typed: '5066A', written: null },
    { country: 'FR', typed: '75001', written: '75001' },
    { country: 'FR', typed: '7500', written: null },
    { country: 'AT', typed: '1010', written: '1010' },
    { country: 'AT', typed: '0101', written: null },
    { country: 'AT', typed: '10100', written: null },
    { country: 'CH', typed: '8001', written: '8001' },
    { country: 'CH', typed: '80011', written: null },
    { country: 'BE', typed: '1000', written: '1000' },
    { country: 'BE', typed: '100', written: null },
    { country: 'NL', typed: '1017 CZ', written: '1017 CZ' },
    { country: 'NL', typed: '1017cz', written: '1017 CZ' },
    { country: 'NL', typed: '1017', written: null },
    { country: 'NL', typed: '0123 AB', written: null },
    { country: 'NL', typed: '1017 C', written: null },
    { country: 'NL', typed: '1017  CZ', written: null },
    { country: 'DE', typed: '', written: null },
  ] as const)('$country "$typed" → $written', ({ country, typed, written }) => {
    expect(postalCodeOf(country, typed)).toBe(written);
    expect(isPostalCodeOf(country, typed)).toBe(written !== null);
  });

  test("each country's example is one of its postcodes", () => {
    for (const [country, example] of Object.entries(postalCodeExamples)) {
      expect(postalCodeOf(country as keyof typeof postalCodeExamples, example)).toBe(example);
    }
  });
});
