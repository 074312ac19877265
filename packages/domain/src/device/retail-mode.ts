/**
 * Retail mode (spec §9): the shop runs inside the retail app on in-store devices, which adds
 * `retail/{number}` to its user agent. Retail visitors get storage consent switched on and no
 * consent banner (§4).
 */

const retailToken = /\bretail\/(\d+)/i;

/**
 * The retail app's version from a user agent, or null outside the app. Only the whole number
 * after `retail/` counts (`retail/3.2` is version 3); a number too large to be exact is
 * treated as no version.
 *
 * @example
 * retailAppVersion('Mozilla/5.0 (Linux; Android 13; SM-T220; wv) … Chrome/126.0 Safari/537.36 retail/42'); // 42
 */
export function retailAppVersion(userAgent: string | null | undefined): number | null {
  if (typeof userAgent !== 'string') return null;
  const digits = retailToken.exec(userAgent)?.[1];
  if (digits === undefined) return null;
  const version = Number(digits);
  return Number.isSafeInteger(version) ? version : null;
}

/** Whether the visitor uses the retail app. */
export function isRetailMode(userAgent: string | null | undefined): boolean {
  return retailAppVersion(userAgent) !== null;
}
