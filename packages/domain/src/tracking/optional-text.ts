/**
 * A text field for tracking: trimmed, or undefined when there is no text, so the field is
 * left out of the event instead of being sent empty.
 */
export function optionalText(value: unknown): string | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  return text === '' ? undefined : text;
}

/** A copy of `record` without the keys whose value is undefined. */
export function withoutUndefined<T extends object>(record: T): T {
  return Object.fromEntries(Object.entries(record).filter((entry) => entry[1] !== undefined)) as T;
}
