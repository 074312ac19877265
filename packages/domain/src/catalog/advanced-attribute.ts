import type { AdvancedAttributes } from '../entities';

/**
 * The value of an advanced attribute as §3 reads it: the first entry's field set, first item
 * (`values[0].fieldSet[0][0].value`). Null when any step is missing or the value is not a
 * string or a finite number.
 *
 * @example
 * advancedAttributeValue(product.advancedAttributes, 'gravureLength'); // 20
 */
export function advancedAttributeValue(
  advancedAttributes: AdvancedAttributes | null | undefined,
  key: string,
): string | number | null {
  const value = advancedAttributes?.[key]?.values?.[0]?.fieldSet?.[0]?.[0]?.value;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  return null;
}

/** The advanced attribute value as trimmed text, or null when it is missing or blank. */
export function advancedAttributeText(
  advancedAttributes: AdvancedAttributes | null | undefined,
  key: string,
): string | null {
  const value = advancedAttributeValue(advancedAttributes, key);
  const text = value === null ? '' : String(value).trim();
  return text === '' ? null : text;
}
