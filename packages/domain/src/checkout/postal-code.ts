/**
 * Postcode formats of the shop countries (issue 18: "validated per country: postcode formats
 * of DE, AT, CH, FR, BE, NL"). The spec names the countries, not the formats; these are the
 * national posts' own: Germany and France five digits, Austria, Switzerland and Belgium four
 * (none starting with 0), the Netherlands four digits (not starting with 0) and two letters,
 * written `1234 AB`.
 */
import type { CountryCode } from '../market/types';

const formats: Readonly<Record<CountryCode, RegExp>> = {
  DE: /^\d{5}$/,
  FR: /^\d{5}$/,
  AT: /^[1-9]\d{3}$/,
  CH: /^[1-9]\d{3}$/,
  BE: /^[1-9]\d{3}$/,
  NL: /^([1-9]\d{3}) ?([A-Z]{2})$/,
};

/** An example of each country's format, for the field's hint (`Format: 1234 AB`). */
export const postalCodeExamples: Readonly<Record<CountryCode, string>> = {
  DE: '12345',
  FR: '75001',
  AT: '1010',
  CH: '8001',
  BE: '1000',
  NL: '1234 AB',
};

/**
 * The postcode as the country writes it, or null when it is not one of the country's. White
 * space around it is dropped; a Dutch postcode may be typed without its space or in small
 * letters (`1234ab` → `1234 AB`).
 *
 * @example
 * postalCodeOf('NL', '1017cz'); // '1017 CZ'
 * postalCodeOf('AT', '01010'); // null
 */
export function postalCodeOf(country: CountryCode, typed: string): string | null {
  const text = typed.trim().toUpperCase();
  const match = formats[country].exec(text);
  if (match === null) return null;
  return country === 'NL' ? `${match[1]} ${match[2]}` : text;
}

/** Whether `typed` is a postcode of `country` (see {@link postalCodeOf}). */
export function isPostalCodeOf(country: CountryCode, typed: string): boolean {
  return postalCodeOf(country, typed) !== null;
}
