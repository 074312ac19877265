import { BrowserClient, defaultStackParser, makeFetchTransport, Scope } from '@sentry/browser';
import type { ClientErrorSource } from '@vitrine/domain/error-reporting';
import type { ClientSettings } from '../recovery/client-settings';

let scope: Scope | undefined;

/**
 * Sentry for the page's error reports (issue 20, §9: release `{app}@0.2.0`, sampling and
 * trace sampling 0.1), loaded with the first report: a client of its own without the default
 * integrations (the storefront hooks the window's errors and React Router's boundary itself),
 * so the SDK adds little and patches nothing.
 */
export function captureWithSentry(
  settings: ClientSettings,
  error: unknown,
  context: Readonly<Record<string, string>>,
  source: ClientErrorSource,
): void {
  if (scope === undefined) {
    const client = new BrowserClient({
      dsn: settings.sentryDsn ?? undefined,
      release: settings.release,
      sampleRate: settings.sampleRate,
      tracesSampleRate: settings.sampleRate,
      transport: makeFetchTransport,
      stackParser: defaultStackParser,
      integrations: [],
    });
    scope = new Scope();
    scope.setClient(client);
    client.init();
  }
  const report = scope.clone();
  report.setTag('source', source);
  report.setExtras({ ...context, path: window.location.pathname });
  report.captureException(error);
}
