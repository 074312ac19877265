import { z } from 'zod';

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

/**
 * One error a page reports to the storefront when no Sentry DSN is set (issue 20, §8, §9):
 * message, error name and stack, the page's path, where it was caught, the release, and a
 * few words of context (the caller's `context`, e.g. `{ call: 'consent' }`). Bounded in size:
 * a report is a hint for a developer, not a dump.
 */
export const clientErrorReportSchema = z.object({
  message: z.string().trim().min(1).max(1000),
  name: z.string().max(200).optional(),
  stack: z.string().max(8000).optional(),
  path: z
    .string()
    .max(2000)
    .regex(/^\/(?!\/)/),
  source: z.enum(clientErrorSources),
  release: z
    .string()
    .max(100)
    .regex(/^[\w.-]+@[\w.-]+$/),
  context: z
    .record(z.string().max(50), z.string().max(500))
    .refine((context) => Object.keys(context).length <= 20, { message: 'telemetry.tooMuchContext' })
    .optional(),
});
export type ClientErrorReport = z.output<typeof clientErrorReportSchema>;
