import { queryValue } from '../routing/query-string';
import type { StoreScrid } from './command-effect';

/**
 * Where a stored scrid is kept (§2): for the visit, as the partner's id of the shopper who came
 * from its link; the spec names no lifetime, so it ends with the browser session.
 */
export const scridCookie = { name: 'scrid', path: '/', sameSite: 'lax' } as const;

/**
 * A valid scrid is one to five ASCII letters or digits. The spec asks for "at most 5
 * characters, valid" without saying what valid is; an id this short is a code, and letters
 * and digits are what a code is made of.
 */
const scridPattern = /^[A-Za-z0-9]{1,5}$/;

/** Whether a scrid may be stored (§2): at most 5 characters, letters and digits only. */
export function isValidScrid(scrid: string | null | undefined): boolean {
  return scridPattern.test(scrid ?? '');
}

/**
 * The `?scrid=` command (§2): stored only when valid and the shopper has given payback
 * consent; otherwise nothing. The value is taken as sent, not trimmed: a padded id is not
 * the id the partner issued.
 */
export function scridCommand(context: {
  readonly search: string | null | undefined;
  readonly paybackConsent: boolean;
}): StoreScrid | null {
  const scrid = queryValue(context.search, 'scrid');
  if (scrid === null || !context.paybackConsent || !isValidScrid(scrid)) return null;
  return { type: 'scrid.store', scrid };
}
