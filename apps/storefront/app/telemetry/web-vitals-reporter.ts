import { type Metric, onCLS, onFCP, onINP, onLCP, onTTFB } from 'web-vitals';

/** Where the measurements go: the storefront's own call (server/api/telemetry.ts). */
const webVitalsEndpoint = '/api/metrics/web-vitals/';

/** One measurement as §7 names it: path, href, metric name, value. */
interface Measurement {
  readonly path: string;
  readonly href: string;
  readonly name: string;
  readonly value: number;
}

/**
 * The page's measurements not sent yet, by metric: a metric reported again (CLS growing, INP
 * worsening) replaces its earlier value, so each goes once with its last one.
 */
const waiting = new Map<string, Measurement>();

/**
 * The page the document was loaded for: the measurements are of its load, even when the
 * shopper has navigated in the page since. Its address goes without query and fragment: a
 * search term or a reset link's hash is no part of a page's speed.
 */
function landingPage(): Pick<Measurement, 'path' | 'href'> {
  const { origin, pathname } = window.location;
  return { path: pathname, href: `${origin}${pathname}` };
}

/**
 * Sends what is waiting, once the page is hidden or left — when LCP, CLS and INP are final
 * and nothing the shopper does waits on the network. `keepalive` lets the posts outlive the
 * page, as a beacon does, and `credentials: 'omit'` sends no session: a measurement is
 * nobody's. Sending only then (not each metric as it is known) also keeps the page's own
 * loading free of requests that would outlast it.
 */
function sendWaiting(): void {
  for (const measurement of waiting.values()) {
    void fetch(webVitalsEndpoint, {
      method: 'POST',
      body: JSON.stringify(measurement),
      headers: { 'content-type': 'application/json' },
      keepalive: true,
      credentials: 'omit',
    }).catch(() => undefined);
  }
  waiting.clear();
}

/**
 * Starts measuring the page's web vitals (issue 20, §7 metrics) with Google's `web-vitals`
 * (TTFB, FCP, LCP, CLS, INP), sent together when the page is hidden or left. It may start
 * after hydration: the browser keeps the entries it needs (buffered observers).
 */
export function reportWebVitals(): void {
  const page = landingPage();
  const keep = (metric: Metric) => {
    waiting.set(metric.name, { ...page, name: metric.name, value: metric.value });
  };
  onTTFB(keep);
  onFCP(keep);
  onLCP(keep);
  onCLS(keep);
  onINP(keep);
  // web-vitals reports LCP, CLS and INP on `visibilitychange` too: its listeners were added
  // first, so by the time this one runs their last values are waiting.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') sendWaiting();
  });
  window.addEventListener('pagehide', sendWaiting);
}
