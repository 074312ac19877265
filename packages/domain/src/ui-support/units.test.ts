import { describe, expect, test } from 'vitest';
import { typographicCatalogue, typographicText } from './typographic-catalogue';
import { keepUnitsTogether } from './units';

const nbsp = '\u00a0';
const nnbsp = '\u202f';

describe('keepUnitsTogether: a number and its unit stay on one line (issue 21, typography per language)', () => {
  test.each([
    ['a volume', 'Fläschchen 250 ml', `Fläschchen 250${nbsp}ml`],
    ['litres (§9 LI = l)', '1 l', `1${nbsp}l`],
    ['square metres (§9 QM = m²)', '3,68 m²', `3,68${nbsp}m²`],
    ['a length in a text', 'bis 25 cm Kantenlänge', `bis 25${nbsp}cm Kantenlänge`],
    ['dimensions', '60x120 cm', `60x120${nbsp}cm`],
    ['a weight', '2,5 kg', `2,5${nbsp}kg`],
    ['percent', 'bis zu 30 % reduziert', `bis zu 30${nbsp}% reduziert`],
    ['a placeholder before a unit', '−{{percent}} %', `−{{percent}}${nbsp}%`],
    ['a currency', 'ab 50 € Bestellwert', `ab 50${nbsp}€ Bestellwert`],
    ['a Swiss price', '12.90 CHF', `12.90${nbsp}CHF`],
    ['several spaces become one', '250   ml', `250${nbsp}ml`],
    ['a narrow no-break space becomes the no-break one', `250${nnbsp}ml`, `250${nbsp}ml`],
    ['a word starting like a unit stays apart', '3 mois', '3 mois'],
    ['a word starting with l stays apart', '2 lits', '2 lits'],
    ['a word of months', '0–2 Monate', '0–2 Monate'],
    ['a capital word', '5 Lagen', '5 Lagen'],
    ['a unit without a number before it', 'in cm gemessen', 'in cm gemessen'],
    ['the empty text', '', ''],
  ])('%s', (_name, text, expected) => {
    expect(keepUnitsTogether(text)).toBe(expected);
  });

  test('applying it twice changes nothing more', () => {
    const once = keepUnitsTogether('250 ml, 1 l und 30 %');
    expect(keepUnitsTogether(once)).toBe(once);
  });
});

describe('typographicText and typographicCatalogue: the rules per language, once', () => {
  test.each([
    { language: 'de', text: 'Nur 250 ml?', expected: `Nur 250${nbsp}ml?` },
    { language: 'nl', text: 'Slechts 250 ml!', expected: `Slechts 250${nbsp}ml!` },
    { language: 'fr', text: 'Seulement 250 ml ?', expected: `Seulement 250${nbsp}ml${nnbsp}?` },
  ] as const)('$language: $text', ({ language, text, expected }) => {
    expect(typographicText(text, language)).toBe(expected);
  });

  test('every text of a catalogue at any depth; the input stays as it is', () => {
    const catalogue = { badge: { sale: '−{{percent}} %' }, list: ['Taille ?'], count: 3 };
    expect(typographicCatalogue(catalogue, 'fr')).toEqual({
      badge: { sale: `−{{percent}}${nbsp}%` },
      list: [`Taille${nnbsp}?`],
      count: 3,
    });
    expect(catalogue.badge.sale).toBe('−{{percent}} %');
  });
});
