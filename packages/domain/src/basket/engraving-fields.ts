/**
 * The engraving form of a personalised article (spec §4, §9): rows `text1..n` labelled from
 * the advanced attribute gravureHeadline, each limited to gravureLength characters.
 */
import { advancedAttributeValue } from '../catalog/advanced-attribute';
import type { AdvancedAttributes } from '../entities/product';
import { engravingRowField } from './shopping-form-fields';

export interface EngravingRow {
  /** The custom-text key the basket stores this row under: `text1`, `text2`, … */
  readonly name: string;
  /** The row label as the CMS/PIM delivers it (already in the shop's language). */
  readonly label: string;
}

export interface EngravingFields {
  readonly rows: readonly EngravingRow[];
  /** Characters allowed per row, or `null` when the product states no usable limit. */
  readonly maxLength: number | null;
}

// One headline value carries all row labels; editors separate them by line, semicolon or pipe.
const rowSeparator = /\r\n|[\r\n;|]/;

function maxLengthOf(value: unknown): number | null {
  const text =
    typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  if (!/^\d+$/.test(text)) return null;
  const length = Number(text);
  return Number.isSafeInteger(length) && length >= 1 ? length : null;
}

/**
 * The engraving rows of a product, or `null` when it has no engraving headline. Blank labels
 * are dropped, so `'Vorname;;Datum'` gives two rows, `text1` and `text2`.
 *
 * @example
 * engravingFields(product.advancedAttributes);
 * // with gravureHeadline 'Vorname|Geburtsdatum' and gravureLength '12':
 * // { rows: [{ name: 'text1', label: 'Vorname' }, { name: 'text2', label: 'Geburtsdatum' }], maxLength: 12 }
 */
export function engravingFields(
  attributes: AdvancedAttributes | null | undefined,
): EngravingFields | null {
  const headline = advancedAttributeValue(attributes, 'gravureHeadline');
  if (typeof headline !== 'string') return null;
  const labels = headline
    .split(rowSeparator)
    .map((label) => label.trim())
    .filter((label) => label !== '');
  if (labels.length === 0) return null;
  return {
    rows: labels.map((label, index) => ({ name: engravingRowField(index + 1), label })),
    maxLength: maxLengthOf(advancedAttributeValue(attributes, 'gravureLength')),
  };
}
