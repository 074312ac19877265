import { sha1 } from '@noble/hashes/legacy.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import { newPasswordMessageKeys } from './message-keys';
import { newPasswordSchema } from './password';

/** Characters of the SHA-1 hash sent to the leak check; the rest never leaves the browser. */
export const leakCheckPrefixLength = 5;

export interface PasswordLeakQuery {
  /** Upper-case hex SHA-1 of the password's UTF-8 bytes. */
  readonly hash: string;
  /** The first five characters, sent as the `hash` query of `GET /api/user/check-password/` (§7). */
  readonly prefix: string;
  /** The remaining 35 characters, looked for in the answer. */
  readonly suffix: string;
}

/**
 * Splits a password's SHA-1 into the prefix the leak check is asked about and the suffix
 * looked for in its answer (§5, §7). Only the prefix is sent, so the password stays private.
 *
 * @example
 * passwordLeakQuery('password');
 * // { hash: '5BAA61E4C9B93F3F0682250B6CF8331B7EE68FD8', prefix: '5BAA6', suffix: '1E4C9B93F3F0682250B6CF8331B7EE68FD8' }
 */
export function passwordLeakQuery(password: string): PasswordLeakQuery {
  const hash = bytesToHex(sha1(utf8ToBytes(password))).toUpperCase();
  return {
    hash,
    prefix: hash.slice(0, leakCheckPrefixLength),
    suffix: hash.slice(leakCheckPrefixLength),
  };
}

function listedSuffixes(answer: string | readonly unknown[]): string[] {
  const lines = typeof answer === 'string' ? answer.split(/\r?\n/) : answer;
  return lines.flatMap((line) => {
    if (typeof line !== 'string') return [];
    const [suffix = '', count] = line.split(':').map((part) => part.trim());
    // Padding entries of a k-anonymity answer carry a count of 0: they were never leaked.
    if (suffix === '' || count === '0') return [];
    return [suffix.toUpperCase()];
  });
}

/**
 * Whether the leak check's answer lists the password's hash suffix (§5). The answer may be a
 * list of suffixes or the text of one per line, each optionally as `SUFFIX:COUNT`, in any
 * case. Anything else — `null` for a failed call, an error, an object — counts as leaked,
 * because §5 and §8 treat a failed check as a failed password.
 *
 * @example
 * isPasswordLeaked('1E4C9B93F3F0682250B6CF8331B7EE68FD8', '1e4c9b93f3f0682250b6cf8331b7ee68fd8:3861493'); // true
 * isPasswordLeaked('1E4C9B93F3F0682250B6CF8331B7EE68FD8', null); // true
 */
export function isPasswordLeaked(suffix: string, answer: unknown): boolean {
  if (typeof answer !== 'string' && !Array.isArray(answer)) return true;
  const wanted = suffix.trim().toUpperCase();
  return listedSuffixes(answer).includes(wanted);
}

/** Asks the leak check for the suffixes listed under a hash prefix; the I/O half of the check. */
export type LeakedSuffixLookup = (prefix: string) => Promise<unknown>;

/**
 * Runs the whole leak check with the given lookup: true when the password is listed or the
 * lookup fails (rejects or throws).
 */
export async function checkPasswordLeak(
  password: string,
  lookup: LeakedSuffixLookup,
): Promise<boolean> {
  const query = passwordLeakQuery(password);
  try {
    return isPasswordLeaked(query.suffix, await lookup(query.prefix));
  } catch {
    return true;
  }
}

/**
 * The registering password (§5): the rules of {@link newPasswordSchema}, then the leak check,
 * which only runs when those pass (no call for a password that is rejected anyway). Parse
 * with `parseAsync` / `safeParseAsync`.
 */
export function leakCheckedPasswordSchema(lookup: LeakedSuffixLookup) {
  return newPasswordSchema.refine(
    async (password) => !(await checkPasswordLeak(password, lookup)),
    { error: newPasswordMessageKeys.leaked, when: (payload) => payload.issues.length === 0 },
  );
}
