import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { formatPrice, priceFormattingLocale } from './format-price';

// Intl separates amount and symbol with a no-break space; spell it out so the tests are readable.
const readable = (formatted: string | null) => formatted?.replaceAll('\u00a0', ' ') ?? null;

describe('price formatting locale (spec §9)', () => {
  test.each([
    { input: 'de-AT', expected: 'de-DE' },
    { input: 'fr-CH', expected: 'de-CH' },
    { input: 'de-DE', expected: 'de-DE' },
    { input: 'de-CH', expected: 'de-CH' },
    { input: 'fr-FR', expected: 'fr-FR' },
    { input: 'fr-BE', expected: 'fr-BE' },
    { input: 'nl-NL', expected: 'nl-NL' },
    { input: 'nl-BE', expected: 'nl-BE' },
    { input: 'de_at', expected: 'de-DE' },
    { input: ' FR-ch ', expected: 'de-CH' },
    { input: 'de', expected: 'de' },
    { input: '', expected: 'de-DE' },
    { input: '   ', expected: 'de-DE' },
    { input: null, expected: 'de-DE' },
    { input: undefined, expected: 'de-DE' },
    { input: 'not a locale', expected: 'de-DE' },
    { input: 'de-DE-x-🙂', expected: 'de-DE' },
    { input: 'zz', expected: 'de-DE' },
  ])('$input formats as $expected', ({ input, expected }) => {
    expect(priceFormattingLocale(input)).toBe(expected);
  });

  test('a non-string locale from untyped input falls back to de-DE', () => {
    expect(priceFormattingLocale(42 as unknown as string)).toBe('de-DE');
  });
});

describe('price formatting from cents (spec §9)', () => {
  test.each([
    { cents: 123450, locale: 'de-DE', currency: 'EUR', expected: '1.234,50 €' },
    { cents: 123450, locale: 'de-AT', currency: 'EUR', expected: '1.234,50 €' },
    { cents: 499, locale: 'de-DE', currency: undefined, expected: '4,99 €' },
    { cents: 1499, locale: 'de-DE', currency: 'USD', expected: '14,99 €' },
    { cents: 1499, locale: 'de-DE', currency: '', expected: '14,99 €' },
    { cents: 1500, locale: 'fr-FR', currency: 'EUR', expected: '15,00 €' },
    { cents: 0, locale: 'de-DE', currency: 'EUR', expected: '0,00 €' },
    { cents: -250, locale: 'de-DE', currency: 'EUR', expected: '-2,50 €' },
    { cents: 1999.4, locale: 'de-DE', currency: 'EUR', expected: '19,99 €' },
    { cents: 1999.5, locale: 'de-DE', currency: 'EUR', expected: '20,00 €' },
    { cents: 499, locale: undefined, currency: undefined, expected: '4,99 €' },
    { cents: 499, locale: 'garbage!!', currency: 'EUR', expected: '4,99 €' },
  ])(
    '$cents cents in $locale/$currency reads $expected',
    ({ cents, locale, currency, expected }) => {
      expect(readable(formatPrice(cents, { locale, currency }))).toBe(expected);
    },
  );

  // ICU versions differ in the Swiss grouping mark (' or ’), so only the shape is fixed here.
  test.each([
    { locale: 'de-CH', currency: 'CHF' },
    { locale: 'fr-CH', currency: 'CHF' },
  ])('$locale in $currency uses the Swiss German format', ({ locale, currency }) => {
    expect(readable(formatPrice(123450, { locale, currency }))).toMatch(/^CHF 1['’]234\.50$/);
  });

  test('fr-CH and de-AT format exactly as the locale they borrow from', () => {
    expect(formatPrice(987654, { locale: 'fr-CH', currency: 'CHF' })).toBe(
      formatPrice(987654, { locale: 'de-CH', currency: 'CHF' }),
    );
    expect(formatPrice(987654, { locale: 'de-AT' })).toBe(formatPrice(987654, { locale: 'de-DE' }));
  });

  test.each([
    { cents: Number.NaN },
    { cents: Number.POSITIVE_INFINITY },
    { cents: Number.NEGATIVE_INFINITY },
    { cents: '1999' as unknown as number },
    { cents: undefined as unknown as number },
  ])('a broken amount ($cents) gives no text instead of a wrong price', ({ cents }) => {
    expect(formatPrice(cents)).toBeNull();
  });

  test('huge amounts still format with two decimals', () => {
    expect(readable(formatPrice(100_000_000_000, { locale: 'de-DE' }))).toBe('1.000.000.000,00 €');
  });

  test('every whole-cent amount shows its exact cents', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99_999_999 }), (cents) => {
        const formatted = readable(formatPrice(cents, { locale: 'de-DE' })) ?? '';
        const digits = formatted.replace(/[^0-9]/g, '');
        expect(Number(digits)).toBe(cents);
        expect(formatted).toMatch(/,\d\d €$/);
      }),
    );
  });
});
