/**
 * Who the user id belongs to (spec §3, §6): a 64-character id is a logged-in customer's
 * server id; anything else — the random browser id, an empty or missing id — is anonymous.
 */

export type UserIdKind = 'registered' | 'anonymous';

/** Length of a registered customer's server id. */
export const registeredUserIdLength = 64;

/**
 * Classifies a user id. Characters are counted as code points, so a string of 64 emoji
 * (128 UTF-16 units) is still 64 characters; non-strings are anonymous.
 *
 * @example
 * classifyUserId('a'.repeat(64)); // 'registered'
 * classifyUserId('3f9c2e'); // 'anonymous'
 */
export function classifyUserId(userId: unknown): UserIdKind {
  if (typeof userId !== 'string') return 'anonymous';
  return Array.from(userId).length === registeredUserIdLength ? 'registered' : 'anonymous';
}

/** True when the id is a logged-in customer's (64 characters). */
export function isRegisteredUserId(userId: unknown): boolean {
  return classifyUserId(userId) === 'registered';
}
