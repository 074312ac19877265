import { queryValue } from '../routing/query-string';
import type { ShowToast } from './command-effect';

/** The message key of the account-deletion toast. */
export const accountDeletedMessageKey = 'account.deleted';

/**
 * The info toast for `?redirect=goodbye` (§2), which the account-deletion logout sends the
 * shopper home with; null for any other query. The value must match exactly.
 */
export function accountDeletedToast(search: string | null | undefined): ShowToast | null {
  return queryValue(search, 'redirect') === 'goodbye'
    ? { type: 'toast.show', variant: 'info', message: accountDeletedMessageKey }
    : null;
}

/**
 * Where the account-deletion logout sends the shopper (§2: `/` with `redirect=goodbye`, a full
 * page load that replaces the history entry): the home page of the language they used, whose
 * guards show the goodbye toast above.
 *
 * @example
 * accountDeletedRedirectPath(''); // '/?redirect=goodbye'
 * accountDeletedRedirectPath('/fr'); // '/fr/?redirect=goodbye'
 */
export function accountDeletedRedirectPath(localePathPrefix: string): string {
  return `${localePathPrefix}/?redirect=goodbye`;
}
