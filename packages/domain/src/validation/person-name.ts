import { z } from 'zod';
import { genericMessageKeys, ruleMessageKeys } from './message-keys';

/** Any Unicode letter (with its combining marks), hyphen, dot and space, and at least one letter. */
const namePattern = /^(?=.*\p{L})[\p{L}\p{M}\-. ]+$/u;

/**
 * A first or last name (§5): required; letters, hyphen, dot and space only. Letters are all
 * Unicode letters, so `Zoë`, `François` and `Müller-Lüdenscheidt` pass. The value is trimmed,
 * composed to NFC and its runs of white space (including no-break spaces pasted from
 * documents) become one space. A name needs at least one letter: `-` or `..` is not a name.
 * Apostrophes are not in the spec's list, so `D'Artagnan` fails.
 */
export const personNameSchema = z
  .string({ error: genericMessageKeys.required })
  .trim()
  .normalize('NFC')
  .overwrite((name) => name.replace(/\s+/gu, ' '))
  .min(1, { error: genericMessageKeys.required, abort: true })
  .regex(namePattern, { error: ruleMessageKeys.nameCharacters });
