import { describe, expect, test } from 'vitest';
import { generateCatalog } from '../src/index';
import { frenchCatalogTypography } from '../src/seed/french-typography';

const nnbsp = '\u202f';
const nbsp = '\u00a0';
const catalog = generateCatalog({ products: 150 });

/** Every string of a value, at any depth. */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (typeof value === 'object' && value !== null) return Object.values(value).flatMap(strings);
  return [];
}

/** A plain space before `: ; ! ?` or after `«`: what French typography never leaves. */
const plainSpaced = / [:;!?»]|« |\d (?:ml|cm|kg|l|%)(?![\p{L}\p{N}])/u;

describe('the demo catalog’s French texts (issue 21, typography per language)', () => {
  const french = catalog.texts.filter((row) => row.language === 'fr');

  test.each([
    [
      'product names, descriptions and attribute labels',
      () => french.map((row) => [row.name, row.description, row.attributes]),
    ],
    ['variant attribute labels', () => catalog.variants.map((row) => row.attributes.fr)],
    [
      'category, colour, seal and set names',
      () => [
        catalog.categories.map((row) => row.names.fr),
        catalog.products.map((row) => row.colors.map((color) => color.names.fr)),
        catalog.seals.map((row) => [row.names.fr, row.texts.fr]),
        catalog.setPromotions.map((row) => row.names.fr),
      ],
    ],
    [
      'promotion badges and terms',
      () => catalog.promotions.map((row) => [row.badgeLabels.fr, row.terms?.fr]),
    ],
    ['size tables', () => catalog.sizeTables.map((row) => [row.columns.fr, row.rows.fr])],
  ])('%s have no plain space before a sign or between a number and its unit', (_name, texts) => {
    const offending = strings(texts()).filter((text) => plainSpaced.test(text));
    expect(offending).toEqual([]);
  });

  test('a description’s colon and a promotion’s semicolon carry their no-break spaces', () => {
    expect(french.some((row) => row.description.includes(`${nbsp}: `))).toBe(true);
    const terms = catalog.promotions.flatMap((row) => (row.terms === null ? [] : [row.terms.fr]));
    expect(terms.some((text) => text.includes(`${nnbsp}; `))).toBe(true);
  });

  test('German and Dutch texts, codes, keys and slugs stay as they are', () => {
    const german = catalog.texts.filter((row) => row.language !== 'fr');
    expect(
      german.some((row) => row.description.includes(nbsp) || row.description.includes(nnbsp)),
    ).toBe(false);
    expect(catalog.promotions.some((row) => row.badgeLabels.de.includes(nbsp))).toBe(false);
    const noBreak = /[\u00a0\u202f]/;
    const codes = [
      ...french.map((row) => row.seoUrl ?? ''),
      ...catalog.categories.map((row) => row.slug),
      ...catalog.variants.map((row) => row.referenceKey),
    ];
    expect(codes.filter((code) => noBreak.test(code))).toEqual([]);
  });

  test('applying it again changes nothing', () => {
    expect(frenchCatalogTypography(catalog)).toEqual(catalog);
  });
});
