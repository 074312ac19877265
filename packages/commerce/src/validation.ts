import { z } from 'zod';

/**
 * The largest value of PostgreSQL's `integer`: ids, category ids and prices in cents are stored
 * as one, so a larger number from outside must be refused before it reaches SQL (it would fail
 * there as a server error instead of a validation failure).
 */
export const maxDatabaseInteger = 2_147_483_647;

/** One invalid input field: its path (`filters.price.min`) and a message key. */
export interface ValidationIssue {
  readonly field: string;
  readonly key: string;
}

/**
 * What a service answers for input outside its domain (filters, sort keys, page numbers) instead
 * of throwing; the storefront maps it to a 400.
 */
export interface ValidationFailure {
  readonly kind: 'invalid';
  readonly issues: readonly ValidationIssue[];
}

const keyOfCode: Readonly<Record<string, string>> = {
  invalid_type: 'validation.invalidType',
  too_small: 'validation.tooSmall',
  too_big: 'validation.tooLarge',
  invalid_value: 'validation.invalidValue',
  invalid_format: 'validation.invalidFormat',
  unrecognized_keys: 'validation.unknownField',
  not_multiple_of: 'validation.invalidValue',
  invalid_union: 'validation.invalidValue',
  custom: 'validation.invalidValue',
};

/** A message key set explicitly in a schema (`{ error: 'listing.priceRange' }`) wins. */
function keyOf(issue: z.core.$ZodIssue): string {
  if (
    issue.message.startsWith('listing.') ||
    issue.message.startsWith('search.') ||
    issue.message.startsWith('validation.')
  ) {
    return issue.message;
  }
  return keyOfCode[issue.code] ?? 'validation.invalidValue';
}

export function validationFailure(issues: readonly ValidationIssue[]): ValidationFailure {
  return { kind: 'invalid', issues };
}

/** The issues of a failed Zod parse, one per field and problem. */
export function fromZodError(error: z.ZodError): ValidationFailure {
  return validationFailure(
    error.issues.flatMap((issue) => {
      const path = issue.path.map(String).join('.');
      if (issue.code === 'unrecognized_keys') {
        return issue.keys.map((key) => ({
          field: path === '' ? key : `${path}.${key}`,
          key: keyOf(issue),
        }));
      }
      return [{ field: path, key: keyOf(issue) }];
    }),
  );
}

export function isValidationFailure(value: unknown): value is ValidationFailure {
  return (
    typeof value === 'object' && value !== null && (value as { kind?: unknown }).kind === 'invalid'
  );
}

/**
 * Whether a text can go to the database as it is: no control characters (U+0000–U+001F,
 * U+007F). PostgreSQL text cannot hold NUL, and none of them belongs in a key, path or filter.
 */
export function isStorableText(text: string): boolean {
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code < 0x20 || code === 0x7f) return false;
  }
  return true;
}

/** A string schema that refuses control characters instead of letting the database fail. */
export function storableText() {
  return z.string().refine(isStorableText, { error: 'validation.controlCharacters' });
}

/**
 * {@link storableText} for text typed in a textarea (a complaint's comment): line breaks and
 * tabs are text there; the other control characters are still refused.
 */
export function storableMultilineText() {
  return z.string().refine((text) => isStorableText(text.replace(/[\r\n\t]/g, ' ')), {
    error: 'validation.controlCharacters',
  });
}
