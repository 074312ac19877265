import { z } from 'zod';
import { acceptedServiceNames } from './consent-selection';
import type { Consent, StoredConsent } from './types';

/**
 * Browsers keep at most 4096 bytes per cookie; anything longer was not written by
 * `serialiseConsentCookie` and is not worth parsing.
 */
const maxCookieLength = 4096;

const cookieSchema = z.object({
  version: z.union([z.string(), z.number().transform(String)]),
  appVersion: z.string().catch(''),
  savedAt: z.number(),
  userInteracted: z.boolean(),
  accepted: z.array(z.unknown()).catch([]),
});

/** The stored form of a consent: its version, save time and the names of the services on. */
export function storedConsentOf(consent: Consent): StoredConsent {
  return {
    version: consent.version,
    appVersion: consent.appVersion,
    savedAt: consent.savedAt ?? 0,
    userInteracted: consent.userInteracted,
    acceptedServices: acceptedServiceNames(consent),
  };
}

/**
 * The consent cookie value: JSON of {@link storedConsentOf}, percent-encoded so it holds no
 * character a cookie may not (`;`, `,`, space, quotes). Histories live in the local copy,
 * which keeps the cookie small. An unsaved consent is written with save time 0, which
 * never counts as valid.
 *
 * @example
 * serialiseConsentCookie(consent) // '%7B%22version%22%3A%227%22%2C…'
 */
export function serialiseConsentCookie(consent: Consent): string {
  const stored = storedConsentOf(consent);
  return encodeURIComponent(
    JSON.stringify({
      version: stored.version,
      appVersion: stored.appVersion,
      savedAt: stored.savedAt,
      userInteracted: stored.userInteracted,
      accepted: stored.acceptedServices,
    }),
  );
}

function decodeSafely(text: string): string | null {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * Reads a consent cookie value. A cookie is user input: anything that is not what
 * {@link serialiseConsentCookie} writes — too long, badly encoded, not JSON, missing the
 * version, save time or interaction flag — gives null, which counts as "no consent".
 * The value may arrive still encoded or already decoded by a cookie library. Accepted
 * service names that are not non-empty strings are dropped, repeats removed. Never throws.
 *
 * @example
 * parseConsentCookie('%7Bgarbage') // null
 */
export function parseConsentCookie(value: unknown): StoredConsent | null {
  if (typeof value !== 'string' || value.length > maxCookieLength) return null;
  const trimmed = value.trim();
  const text = trimmed.startsWith('{') ? trimmed : decodeSafely(trimmed);
  if (text === null) return null;
  const result = cookieSchema.safeParse(parseJson(text));
  if (!result.success) return null;
  const names = result.data.accepted.filter(
    (name): name is string => typeof name === 'string' && name !== '',
  );
  return {
    version: result.data.version,
    appVersion: result.data.appVersion,
    savedAt: result.data.savedAt,
    userInteracted: result.data.userInteracted,
    acceptedServices: [...new Set(names)],
  };
}
