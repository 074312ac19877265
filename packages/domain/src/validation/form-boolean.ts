import { z } from 'zod';
import { genericMessageKeys, ruleMessageKeys } from './message-keys';

const truthy: ReadonlySet<string> = new Set(['true', 'on', '1']);
const falsy: ReadonlySet<string> = new Set(['false', 'off', '0', '']);

/**
 * A yes/no field as JSON or an HTML form sends it (§5 newsletter: forms post without
 * JavaScript). `true`, `'true'`, `'on'` and `'1'` are true; `false`, `'false'`, `'off'`,
 * `'0'` and `''` are false. A missing field is false, because an unticked checkbox is not
 * posted at all; for the newsletter that also means no consent was given. Any other value is
 * an invalid choice, so the parsed output is always a boolean.
 *
 * @example
 * formBooleanSchema.parse('on'); // true
 * formBooleanSchema.parse(undefined); // false
 */
export const formBooleanSchema = z.preprocess(
  (value) => {
    if (value === undefined || value === null) return false;
    if (typeof value !== 'string') return value;
    const word = value.trim().toLowerCase();
    if (truthy.has(word)) return true;
    if (falsy.has(word)) return false;
    return value;
  },
  z.boolean({ error: ruleMessageKeys.invalidChoice }),
);

/**
 * A yes/no question §5 requires an answer to (the newsletter of the register and guest
 * groups): read as {@link formBooleanSchema}, but a missing or blank field is required rather
 * than "no", so the form asks with two choices (yes / no) and posts the one chosen.
 *
 * @example
 * answeredFormBooleanSchema.parse('false'); // false
 * answeredFormBooleanSchema.safeParse(undefined).success; // false: validation.required
 */
export const answeredFormBooleanSchema = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
  z
    .custom<unknown>((value) => value !== undefined && value !== null, {
      error: genericMessageKeys.required,
    })
    .pipe(formBooleanSchema),
);
