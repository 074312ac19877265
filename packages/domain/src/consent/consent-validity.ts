import type { ConsentValidity, StoredConsent } from './types';

/** §9: consent is valid for one year — the consent cookie's max age, 31 556 926 000 ms. */
export const consentMaxAgeMs = 31_556_926_000;

/**
 * Whether a stored consent still counts (§4). It must come from a visitor's interaction,
 * be younger than one year and carry the current CMS version; otherwise the first failing
 * check, in that order, gives the reason and the banner shows. No stored consent at all is
 * `invalidInteraction`: nobody decided. A save time in the future (a clock put back, a
 * forged cookie) or an unreadable one is `invalidTime`, as is an unreadable `now`.
 *
 * @example
 * consentValidity(parseConsentCookie(cookie), '7', new Date()) // { valid: false, reason: 'invalidVersion' }
 */
export function consentValidity(
  stored: Pick<StoredConsent, 'version' | 'savedAt' | 'userInteracted'> | null | undefined,
  currentVersion: string,
  now: Date | number,
): ConsentValidity {
  if (stored?.userInteracted !== true) return { valid: false, reason: 'invalidInteraction' };
  const age = (typeof now === 'number' ? now : now.getTime()) - stored.savedAt;
  if (!(age >= 0 && age < consentMaxAgeMs)) return { valid: false, reason: 'invalidTime' };
  if (stored.version !== currentVersion) return { valid: false, reason: 'invalidVersion' };
  return { valid: true };
}
