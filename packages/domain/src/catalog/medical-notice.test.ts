import { describe, expect, test } from 'vitest';
import type { CountryCode } from '../market/types';
import { defaultMedicalWarengruppen, showsMedicalNotice } from './medical-notice';
import { anAttribute, aProduct, unsafe } from './test-fixtures';

const inGroup = (label: string) =>
  aProduct({ attributes: { category: anAttribute('category', [{ label: 'Baby' }, { label }]) } });
const shopIn = (country: CountryCode) => ({ country });

describe('medical-product notice of the basket card (spec §2: country de only)', () => {
  test.each([
    { input: 'DE, medical group', product: inGroup('Pflege 512'), country: 'DE', expected: true },
    {
      input: 'DE, medical group with leading zero',
      product: inGroup('Pflege 0512'),
      country: 'DE',
      expected: true,
    },
    { input: 'DE, other group', product: inGroup('Textil 100'), country: 'DE', expected: false },
    { input: 'DE, no group', product: inGroup('Pflege'), country: 'DE', expected: false },
    { input: 'AT, medical group', product: inGroup('Pflege 512'), country: 'AT', expected: false },
    { input: 'CH, medical group', product: inGroup('Pflege 512'), country: 'CH', expected: false },
    { input: 'DE, no product', product: null, country: 'DE', expected: false },
  ] as const)('$input -> $expected', ({ product, country, expected }) => {
    expect(showsMedicalNotice(product, shopIn(country), ['512', '513'])).toBe(expected);
  });

  test('the codes may be given with leading zeros or as any iterable; non-text codes are ignored', () => {
    expect(showsMedicalNotice(inGroup('Pflege 512'), shopIn('DE'), new Set(['00512']))).toBe(true);
    expect(showsMedicalNotice(inGroup('Pflege 512'), shopIn('DE'), unsafe<string[]>([512]))).toBe(
      false,
    );
  });

  test('by default the demo catalog medical group 512 is medical, and no other', () => {
    expect(defaultMedicalWarengruppen).toEqual(['512']);
    expect(showsMedicalNotice(inGroup('Pflege 512'), shopIn('DE'))).toBe(true);
    expect(showsMedicalNotice(inGroup('Pflege 513'), shopIn('DE'))).toBe(false);
  });

  test('a shop without a country shows no notice', () => {
    expect(showsMedicalNotice(inGroup('Pflege 512'), unsafe({}), ['512'])).toBe(false);
    expect(showsMedicalNotice(inGroup('Pflege 512'), unsafe(null), ['512'])).toBe(false);
  });
});
