import { z } from 'zod';

/**
 * Field readers for CMS content (spec §3 Content story). A Storyblok editor can leave any
 * field out, clear it to an empty string or — through the API or an old schema — send the
 * wrong type. Every reader here turns such input into a defined value and never throws.
 */

/** Free text: anything that is not a string reads as `''`. */
export const text = z.string().catch('');

/** An identifier-like value (`_uid`, keys): trimmed, `''` when missing or not a string. */
export const key = z
  .string()
  .transform((value) => value.trim())
  .catch('');

/** A yes/no field with a default: booleans and the strings `true`/`false` count. */
export function flag(defaultValue: boolean) {
  return z
    .union([z.boolean(), z.enum(['true', 'false']).transform((value) => value === 'true')])
    .catch(defaultValue);
}

/** A number from a number or a numeric string; `4,99` reads as 4.99. Null when unreadable. */
export function readNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string') return null;
  const normalised = value.trim().replace(',', '.');
  if (!/^[-+]?\d+(\.\d+)?$/.test(normalised)) return null;
  return Number(normalised);
}

/**
 * A whole number within `[min, max]`. Storyblok's number fields arrive as strings; values
 * out of range, fractions and anything unreadable give the default.
 */
export function integer(defaultValue: number, min: number, max: number) {
  return z
    .unknown()
    .optional()
    .transform((value) => {
      const number = readNumber(value);
      if (number === null || !Number.isInteger(number) || number < min || number > max) {
        return defaultValue;
      }
      return number;
    });
}

/** An amount of money in integer cents from `4.99`, `'4,99'` or `'4.99'`; negative is unreadable. */
export function cents(defaultCents: number) {
  return z
    .unknown()
    .optional()
    .transform((value) => {
      const number = readNumber(value);
      return number === null || number < 0 ? defaultCents : Math.round(number * 100);
    });
}

/** One of a closed list of values (case-insensitive, trimmed), else the default. */
export function oneOf<const T extends readonly [string, ...string[]]>(
  values: T,
  defaultValue: T[number],
) {
  return z
    .unknown()
    .optional()
    .transform((value): T[number] => {
      if (typeof value !== 'string') return defaultValue;
      const lowered = value.trim().toLowerCase();
      return values.find((candidate) => candidate.toLowerCase() === lowered) ?? defaultValue;
    });
}

/** The elements of a list that a schema accepts, in order; the rest are dropped. */
export function acceptedItems<T>(items: unknown, schema: z.ZodType<T, unknown>): T[] {
  if (!Array.isArray(items)) return [];
  return items.flatMap((item) => {
    const result = schema.safeParse(item);
    return result.success ? [result.data] : [];
  });
}

/** A list field whose entries a schema reads; a missing or broken list is empty. */
export function listOf<T>(schema: z.ZodType<T, unknown>) {
  return z
    .unknown()
    .optional()
    .transform((items) => acceptedItems(items, schema));
}

/** A comma- or line-separated list typed into a text field: trimmed, blanks dropped. */
export const commaList = z
  .unknown()
  .optional()
  .transform((value): string[] => {
    const parts = Array.isArray(value)
      ? value
      : typeof value === 'string'
        ? value.split(/[,\n]/)
        : [];
    return parts.flatMap((part) => {
      const trimmed = typeof part === 'string' ? part.trim() : '';
      return trimmed === '' ? [] : [trimmed];
    });
  });
