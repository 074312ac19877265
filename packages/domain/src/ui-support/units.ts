import { noBreakSpace } from './french-punctuation';

/**
 * The units a number is written with in the shop's texts and product data: lengths, areas and
 * volumes (§9 units LI = l, QM = m²), weights, power, temperature, percent and the currencies.
 */
const units = [
  'mm',
  'cm',
  'dm',
  'km',
  'm²',
  'm³',
  'm',
  'ml',
  'cl',
  'dl',
  'l',
  'mg',
  'kg',
  'g',
  'kWh',
  'Wh',
  'kW',
  'W',
  'mAh',
  'V',
  '°C',
  '%',
  '€',
  'CHF',
] as const;

// A number (or a placeholder that becomes one), its spaces, then a unit that no letter or digit
// continues: `250 ml`, `{{percent}} %`; not `3 mois` (m then a letter) or `2 Liter`.
const numberThenUnit = new RegExp(
  `(\\d|\\}\\})[ \\u00a0\\u202f]+(?=(?:${units.map((unit) => unit.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})(?![\\p{L}\\p{N}]))`,
  'gu',
);

/**
 * Keeps a number and its unit on one line (issue 21, typography in every language): the space
 * between them becomes a no-break space, so `250 ml` never breaks after the number. Other
 * spaces, and a number followed by a word, stay as they are.
 *
 * @example
 * keepUnitsTogether('Fläschchen 250 ml'); // 'Fläschchen 250\u00a0ml'
 * keepUnitsTogether('−{{percent}} %'); // '−{{percent}}\u00a0%'
 */
export function keepUnitsTogether(text: string): string {
  return text.replace(numberThenUnit, `$1${noBreakSpace}`);
}
