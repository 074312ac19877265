import { type ClientErrorSource, isSampledIn } from '@vitrine/domain/error-reporting';
import { type ClientSettings, readClientSettings } from '../recovery/client-settings';

/** Where reports go without a Sentry DSN: the storefront's own call (server/api/telemetry.ts). */
const clientErrorsEndpoint = '/api/client-errors/';

/** A page that fails in a loop sends no more than this many reports. */
const mostReportsPerPage = 10;

let sent = 0;
let settings: ClientSettings | null | undefined;
let sentry: Promise<typeof import('./sentry-reporter')> | undefined;

/** The page's settings (release, sampling, DSN), read from its head once. */
function pageSettings(): ClientSettings | null {
  if (settings === undefined) {
    settings = typeof document === 'undefined' ? null : readClientSettings(document);
  }
  return settings;
}

function describe(error: unknown): { name?: string; message: string; stack?: string } {
  if (error instanceof Error) {
    return {
      name: error.name.slice(0, 200),
      message: (error.message || error.name || 'Error').slice(0, 1000),
      ...(error.stack ? { stack: error.stack.slice(0, 8000) } : {}),
    };
  }
  const text = typeof error === 'string' ? error : safeJson(error);
  return { message: (text.trim() || 'Unknown error').slice(0, 1000) };
}

function safeJson(value: unknown): string {
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}

/**
 * Reports an error caught in the browser (issue 20, §8, §9) where it was caught: with the
 * release tag `{app}@0.2.0` and sampled (one in ten). Through Sentry when the server has a
 * `SENTRY_DSN` (its SDK loaded on the first report, never with the page), else posted to the
 * storefront, which lists it under `/_dev/metrics`. Never throws, never waits.
 */
export function reportBrowserError(
  error: unknown,
  context: Readonly<Record<string, string>>,
  source: ClientErrorSource,
): void {
  try {
    const page = pageSettings();
    if (page === null || sent >= mostReportsPerPage) return;
    if (page.sentryDsn !== null) {
      // Sentry samples itself (its `sampleRate`), with the same rate.
      sent += 1;
      sentry ??= import('./sentry-reporter');
      void sentry
        .then((reporter) => reporter.captureWithSentry(page, error, context, source))
        .catch(() => undefined);
      return;
    }
    if (!isSampledIn(page.sampleRate, Math.random())) return;
    sent += 1;
    const body = {
      ...describe(error),
      path: window.location.pathname,
      source,
      release: page.release,
      ...(Object.keys(context).length > 0 ? { context } : {}),
    };
    void fetch(clientErrorsEndpoint, {
      method: 'POST',
      body: JSON.stringify(body),
      headers: { 'content-type': 'application/json' },
      keepalive: true,
      credentials: 'omit',
    }).catch(() => undefined);
  } catch {
    // Reporting an error must never be one.
  }
}

/**
 * Reports an error the caller caught (a failed call, say) with a few words of context
 * (`{ call: 'consent' }`): sampled and tagged as every client error (§9).
 */
export function reportClientError(error: unknown, context: Readonly<Record<string, string>>): void {
  reportBrowserError(error, context, 'report');
}

/**
 * Reports what nobody caught: the window's `error` and `unhandledrejection` events. Errors of
 * other sites' scripts (no message, "Script error.") are not ours to report.
 */
export function reportUncaughtErrors(): void {
  window.addEventListener('error', (event) => {
    if (!event.error && (!event.message || event.message === 'Script error.')) return;
    reportBrowserError(event.error ?? event.message, {}, 'window');
  });
  window.addEventListener('unhandledrejection', (event) => {
    reportBrowserError(event.reason, {}, 'unhandledrejection');
  });
}
