import { z } from 'zod';
import { clientErrorSources } from '../error-reporting/error-reporting';

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
