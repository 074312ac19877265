/*
 * The shop's analytics script (issue 20, §2 `/scripts/econda.js`): where it is, where it posts,
 * and the consent it needs. No validation library here: the page's start reads these.
 */

/** The consent service (§3, the CMS's consent definition) the analytics script needs. */
export const analyticsService = 'econda';

/** The analytics script, a static file of the storefront (§2 static scripts). */
export const analyticsScriptPath = '/scripts/econda.js';

/** Where the script posts its events: the storefront's collector, or the same path elsewhere. */
export const analyticsEventsPath = '/api/analytics/events/';

/** Whether the analytics script may load: only while its consent service is on (issue 20). */
export function analyticsAllowed(acceptedServices: Iterable<string>): boolean {
  return new Set(acceptedServices).has(analyticsService);
}
