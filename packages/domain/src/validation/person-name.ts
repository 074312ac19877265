import { z } from 'zod';
import { genericMessageKeys, ruleMessageKeys } from './message-keys';

/** Any Unicode letter (with its combining marks), hyphen, dot and space, and at least one letter. */
const namePattern = /^(?=.*\p{L})[\p{L}\p{M}\-. ]+$/u;

/**
 * The longest name taken (§5 gives no limit). Names end up on parcel labels and in the
 * customer table; 60 is what the account forms already allow, so registration and guest
 * checkout cannot store a name the account page would then refuse.
 */
export const personNameMaxLength = 60;

/**
 * A first or last name (§5): required; letters, hyphen, dot and space only. Letters are all
 * Unicode letters, so `Zoë`, `François` and `Müller-Lüdenscheidt` pass. The value is trimmed,
 * composed to NFC and its runs of white space (including no-break spaces pasted from
 * documents) become one space. A name needs at least one letter: `-` or `..` is not a name.
 * Apostrophes are not in the spec's list, so `D'Artagnan` fails. Longer than
 * {@link personNameMaxLength} characters is the generic "maximum length" message.
 */
export const personNameSchema = z
  .string({ error: genericMessageKeys.required })
  .trim()
  .normalize('NFC')
  .overwrite((name) => name.replace(/\s+/gu, ' '))
  .min(1, { error: genericMessageKeys.required, abort: true })
  .regex(namePattern, { error: ruleMessageKeys.nameCharacters })
  .max(personNameMaxLength, { error: genericMessageKeys.maxLength });
