import type { z } from 'zod';
import {
  genericMessageKeys,
  isValidationMessageKey,
  ruleMessageKeys,
  type ValidationMessageKey,
} from './message-keys';

type Issue = z.core.$ZodIssue;

/** One failed rule of one field, as a form shows it and a 400 answer sends it. */
export interface FieldError {
  /** The field's path joined with dots (`email`, `items.0.quantity`); `''` for the whole input. */
  readonly field: string;
  readonly key: ValidationMessageKey;
  /** Values for the message's placeholders, e.g. `{ max: 30 }`. */
  readonly params: Readonly<Record<string, string | number>>;
}

/** The key for an issue whose message is not one of ours (a schema without custom messages). */
function fallbackKey(issue: Issue): ValidationMessageKey {
  switch (issue.code) {
    case 'invalid_type':
      return issue.expected === 'number' ? genericMessageKeys.numeric : genericMessageKeys.required;
    case 'too_small':
      if (issue.origin === 'string') {
        return Number(issue.minimum) <= 1
          ? genericMessageKeys.required
          : genericMessageKeys.minLength;
      }
      return issue.origin === 'number' ? genericMessageKeys.minValue : ruleMessageKeys.invalid;
    case 'too_big':
      return issue.origin === 'string' ? genericMessageKeys.maxLength : ruleMessageKeys.invalid;
    case 'invalid_format':
      return issue.format === 'email' ? genericMessageKeys.email : ruleMessageKeys.invalid;
    case 'invalid_value':
      return ruleMessageKeys.invalidChoice;
    default:
      return ruleMessageKeys.invalid;
  }
}

function paramsOf(issue: Issue): Record<string, string | number> {
  switch (issue.code) {
    case 'too_small':
      return { min: Number(issue.minimum) };
    case 'too_big':
      return { max: Number(issue.maximum) };
    case 'custom':
      return Object.fromEntries(
        Object.entries(issue.params ?? {}).filter(
          (entry): entry is [string, string | number] =>
            typeof entry[1] === 'string' || typeof entry[1] === 'number',
        ),
      );
    default:
      return {};
  }
}

/**
 * Turns a Zod error into one entry per failed rule: the field, the message key and the
 * placeholder values (§5 generic messages such as "The maximum length allowed is {max}").
 * Issues from schemas without our keys are mapped by their kind, so a form never shows
 * Zod's English text.
 *
 * @example
 * const result = loginSchema.safeParse({ email: 'x' });
 * if (!result.success) toFieldErrors(result.error);
 * // [{ field: 'email', key: 'validation.email', params: {} },
 * //  { field: 'password', key: 'validation.required', params: {} }]
 */
export function toFieldErrors(error: { readonly issues: readonly Issue[] }): FieldError[] {
  return error.issues.map((issue) => ({
    field: issue.path.map(String).join('.'),
    key: isValidationMessageKey(issue.message) ? issue.message : fallbackKey(issue),
    params: paramsOf(issue),
  }));
}
