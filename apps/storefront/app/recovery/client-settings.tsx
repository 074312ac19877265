import * as React from 'react';

/**
 * What the server tells the page's scripts about itself (issue 20): the build it runs, so a
 * tab notices a deploy, how the page reports its errors (§9: release tag, sampling, the
 * Sentry DSN when there is one) and where its analytics script posts. Written once into the document's head as a `<meta>`, read
 * by entry.client.tsx before anything else runs.
 */
export interface ClientSettings {
  /** The running build's id, as `GET /api/build/` tells it. */
  readonly build: string;
  /** §9: `{app}@0.2.0`. */
  readonly release: string;
  /** §9: 0.1; the server's `VITRINE_ERROR_SAMPLE_RATE`. */
  readonly sampleRate: number;
  /** Sentry's DSN, or null: errors are posted to the storefront. */
  readonly sentryDsn: string | null;
  /**
   * The origin the analytics script posts its events to (`VITRINE_ANALYTICS_ORIGIN`); absent
   * (read as null), the storefront counts them (issue 20, §2 `/scripts/econda.js`).
   */
  readonly analyticsOrigin?: string | null;
}

/** The `<meta name>` the settings are in. */
export const clientSettingsName = 'vitrine-client';

/** The settings of this response, given by entry.server.tsx (the browser reads the meta). */
export const ClientSettingsContext = React.createContext<ClientSettings | undefined>(undefined);

/** The settings the page was served with, or null on a page without them. */
export function readClientSettings(document: Document): ClientSettings | null {
  const content = document
    .querySelector<HTMLMetaElement>(`meta[name="${clientSettingsName}"]`)
    ?.getAttribute('content');
  if (!content) return null;
  try {
    const settings = JSON.parse(content) as Partial<ClientSettings>;
    if (typeof settings.build !== 'string' || typeof settings.release !== 'string') return null;
    return {
      build: settings.build,
      release: settings.release,
      sampleRate: typeof settings.sampleRate === 'number' ? settings.sampleRate : 0,
      sentryDsn: typeof settings.sentryDsn === 'string' ? settings.sentryDsn : null,
      analyticsOrigin:
        typeof settings.analyticsOrigin === 'string' ? settings.analyticsOrigin : null,
    };
  } catch {
    return null;
  }
}

/**
 * The settings' `<meta>` in the head. The browser renders it with the content the server
 * wrote (the document's own), so hydration sees no change.
 */
export function ClientSettingsMeta() {
  const settings = React.useContext(ClientSettingsContext);
  const content =
    settings !== undefined
      ? JSON.stringify(settings)
      : typeof document === 'undefined'
        ? undefined
        : (document
            .querySelector<HTMLMetaElement>(`meta[name="${clientSettingsName}"]`)
            ?.getAttribute('content') ?? undefined);
  if (content === undefined) return null;
  return <meta name={clientSettingsName} content={content} />;
}
