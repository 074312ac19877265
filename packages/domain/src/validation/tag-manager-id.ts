import { z } from 'zod';
import { ruleMessageKeys } from './message-keys';

const tagManagerIdPattern = /^GTM-[A-Z0-9]+$/;

export type TagManagerIdCheck =
  | { readonly valid: true; readonly id: string }
  | {
      readonly valid: false;
      readonly key: typeof ruleMessageKeys.tagManagerId;
      /** A corrected id when one can be derived from the input, else null. */
      readonly suggestion: string | null;
    };

/**
 * A well-formed id derived from a malformed one: full-width characters folded, white space
 * and zero-width characters removed, upper-cased, the `GTM` prefix added or its separator
 * repaired (`gtm_ab12c`, `GTM AB12C`, `AB12C`). Null when the rest is not letters and digits,
 * so other tag ids such as `G-ABC123` or `UA-1234-1` get no suggestion.
 */
export function suggestTagManagerId(input: unknown): string | null {
  if (typeof input !== 'string') return null;
  const cleaned = input
    .normalize('NFKC')
    .replace(/[\s\u200B-\u200D\u2060\uFEFF]/gu, '')
    .toUpperCase();
  const withoutPrefix = cleaned.startsWith('GTM') ? cleaned.slice(3) : cleaned;
  const rest = withoutPrefix.replace(/^[-_:.]+/, '');
  const suggestion = `GTM-${rest}`;
  return rest !== '' && tagManagerIdPattern.test(suggestion) ? suggestion : null;
}

/**
 * Checks a tag-manager container id (§5): `GTM-` followed by digits or capital letters, taken
 * exactly as given (a configured id with stray spaces is not valid, but gets a suggestion).
 *
 * @example
 * checkTagManagerId('GTM-AB12C'); // { valid: true, id: 'GTM-AB12C' }
 * checkTagManagerId(' gtm-ab12c '); // { valid: false, key: 'validation.tag-manager-id', suggestion: 'GTM-AB12C' }
 */
export function checkTagManagerId(input: unknown): TagManagerIdCheck {
  if (typeof input === 'string' && tagManagerIdPattern.test(input)) {
    return { valid: true, id: input };
  }
  return {
    valid: false,
    key: ruleMessageKeys.tagManagerId,
    suggestion: suggestTagManagerId(input),
  };
}

/**
 * {@link checkTagManagerId} as a schema for settings forms; a failure carries the
 * `suggestion` parameter when there is one.
 */
export const tagManagerIdSchema = z.unknown().transform((input, context) => {
  const check = checkTagManagerId(input);
  if (check.valid) return check.id;
  context.addIssue({
    code: 'custom',
    message: check.key,
    ...(check.suggestion === null ? {} : { params: { suggestion: check.suggestion } }),
  });
  return z.NEVER;
});
