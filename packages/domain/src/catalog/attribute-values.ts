import type { Attributes, AttributeValue } from '../entities';

function isValueList(
  values: AttributeValue | readonly AttributeValue[],
): values is readonly AttributeValue[] {
  return Array.isArray(values);
}

function isAttributeValue(value: unknown): value is AttributeValue {
  return typeof value === 'object' && value !== null;
}

/**
 * All values of an attribute (§3), whether the engine sent a single value or a list.
 * A missing attribute, or entries that are not objects, read as no values.
 */
export function attributeValues(
  attributes: Attributes | null | undefined,
  key: string,
): readonly AttributeValue[] {
  const values = attributes?.[key]?.values;
  if (values === undefined || values === null) return [];
  const list: readonly unknown[] = isValueList(values) ? values : [values];
  return list.filter(isAttributeValue);
}

function labelText(value: AttributeValue): string {
  return typeof value.label === 'string' ? value.label.trim() : '';
}

/** The labels of an attribute, trimmed, empty ones left out. */
export function attributeLabels(
  attributes: Attributes | null | undefined,
  key: string,
): readonly string[] {
  return attributeValues(attributes, key)
    .map(labelText)
    .filter((label) => label !== '');
}

/**
 * The first non-empty label of an attribute, or null.
 *
 * @example
 * attributeLabel(product.attributes, 'subbrand'); // 'Organic'
 */
export function attributeLabel(
  attributes: Attributes | null | undefined,
  key: string,
): string | null {
  return attributeLabels(attributes, key)[0] ?? null;
}
