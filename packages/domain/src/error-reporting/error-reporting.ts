/**
 * How the browser reports its errors (issue 20, §8, §9): release tag, sampling, where an error
 * was caught. No Zod here: the page's scripts read these, the server checks reports with
 * telemetry's `clientErrorReportSchema`.
 */

/** §9: the version error reports are tagged with, after the app's name. */
export const errorReportingVersion = '0.2.0';

/** §9: the share of errors (and traces) reported: one in ten. */
export const errorReportingSampleRate = 0.1;

/**
 * The release tag of error reports (§9): the app's name and version 0.2.0.
 *
 * @example
 * errorReleaseTag('storefront') // 'storefront@0.2.0'
 */
export function errorReleaseTag(app: string): string {
  return `${app}@${errorReportingVersion}`;
}

/**
 * Whether one error is reported, given the sampling rate and a draw in [0, 1) (the caller's
 * `Math.random()`): a rate of 1 reports every error, 0 none.
 *
 * @example
 * isSampledIn(0.1, 0.05) // true
 * isSampledIn(0.1, 0.5) // false
 */
export function isSampledIn(rate: number, draw: number): boolean {
  if (!Number.isFinite(rate) || rate <= 0) return false;
  return draw < Math.min(rate, 1);
}

/** Where an error was caught in the browser. */
export const clientErrorSources = ['window', 'unhandledrejection', 'boundary', 'report'] as const;
export type ClientErrorSource = (typeof clientErrorSources)[number];
