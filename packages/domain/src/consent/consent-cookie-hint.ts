import { consentCookieName } from '../routing/consent-paths';

/**
 * Whether the browser's cookies (`document.cookie`) may hold a consent with `service` on: a
 * consent cookie that names the service. False means it cannot — no decision, or one without
 * the service — and the page need not load the consent rules to find out (issue 14 budgets);
 * true only means the rules must decide (the consent may be old, of another version, or name
 * the service elsewhere). Reads no JSON and never throws.
 *
 * @example
 * consentCookieMayHoldService('consent=%7B%22accepted%22%3A%5B%22econda%22%5D%7D', 'econda') // true
 * consentCookieMayHoldService('other=1', 'econda') // false
 */
export function consentCookieMayHoldService(cookies: string, service: string): boolean {
  const prefix = `${consentCookieName}=`;
  const value = cookies
    .split(/;\s*/)
    .find((part) => part.startsWith(prefix))
    ?.slice(prefix.length);
  if (value === undefined) return false;
  const quoted = `"${service}"`;
  return value.includes(quoted) || value.includes(encodeURIComponent(quoted));
}
