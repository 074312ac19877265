/**
 * Whether a shopper's engraving input is an engraving at all (spec §4: text1 equal to "ohne"
 * means no engraving) and whether it fits the rows (§9 gravureLength).
 */
import type { CustomText } from '../entities/basket';
import type { EngravingFields } from './engraving-fields';

export interface EngravingRowError {
  readonly row: string;
  readonly message: 'engraving.tooLong';
  readonly values: { readonly max: number };
}

export type EngravingDecision =
  | { readonly kind: 'none' }
  | { readonly kind: 'engraving'; readonly customText: CustomText }
  | { readonly kind: 'invalid'; readonly errors: readonly EngravingRowError[] };

const noEngravingWord = 'ohne';

/**
 * The custom text that says "no engraving" (§4: text1 equal to "ohne"): what a line's edit
 * sends to take an engraving off, since a call without custom text keeps the line's text.
 */
export const noEngravingText: CustomText = { text1: noEngravingWord };

// Control characters cannot be engraved and could break the order export; NFC makes "ü"
// typed as u + combining diaeresis count as the one character it is.
function cleanRow(value: unknown): string {
  if (typeof value !== 'string') return '';
  return value
    .normalize('NFC')
    .replace(/\p{Cc}+/gu, ' ')
    .trim();
}

function meansNoEngraving(text1: string): boolean {
  return text1.toLowerCase() === noEngravingWord;
}

/**
 * True when custom text asks for an engraving: some row has text and text1 is not "ohne"
 * (trimmed, any case).
 */
export function hasEngraving(
  customText: Readonly<Record<string, unknown>> | null | undefined,
): boolean {
  if (!customText) return false;
  if (meansNoEngraving(cleanRow(customText.text1))) return false;
  return Object.values(customText).some((value) => cleanRow(value) !== '');
}

/**
 * Decides what the shopper's input means for a product with these engraving rows. Only the
 * product's rows are kept (`text1..n`), cleaned and in row order; rows longer than the limit
 * (counted in characters, so an emoji is one) make the input invalid with one error per row.
 *
 * @example
 * engravingDecision({ text1: 'Ohne ' }, fields); // { kind: 'none' }
 * engravingDecision({ text1: 'Mia' }, fields); // { kind: 'engraving', customText: { text1: 'Mia' } }
 */
export function engravingDecision(
  input: Readonly<Record<string, unknown>> | null | undefined,
  fields: EngravingFields | null,
): EngravingDecision {
  if (!fields || !input) return { kind: 'none' };
  const rows = fields.rows.map((row) => ({ name: row.name, text: cleanRow(input[row.name]) }));
  if (!hasEngraving(Object.fromEntries(rows.map((row) => [row.name, row.text])))) {
    return { kind: 'none' };
  }
  const { maxLength } = fields;
  const errors: EngravingRowError[] =
    maxLength === null
      ? []
      : rows
          .filter((row) => Array.from(row.text).length > maxLength)
          .map((row) => ({
            row: row.name,
            message: 'engraving.tooLong',
            values: { max: maxLength },
          }));
  if (errors.length > 0) return { kind: 'invalid', errors };
  return {
    kind: 'engraving',
    customText: Object.fromEntries(rows.map((row) => [row.name, row.text])),
  };
}
