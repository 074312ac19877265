import { type Metric, onCLS, onFCP, onINP, onLCP, onTTFB } from 'web-vitals';

/** Where the measurements go: the storefront's own call (server/api/telemetry.ts). */
const webVitalsEndpoint = '/api/metrics/web-vitals/';

/**
 * One measurement as §7 names it (path, href, metric name, value). The address goes without
 * its query and fragment: a search term or a reset link's hash is no part of a page's speed.
 * `keepalive` lets the post outlive the page being left (when LCP, CLS and INP are final), as
 * a beacon does, and `credentials: 'omit'` sends no session: a measurement is nobody's.
 */
function sendMeasurement(metric: Metric): void {
  const body = JSON.stringify({
    path: window.location.pathname,
    href: `${window.location.origin}${window.location.pathname}`,
    name: metric.name,
    value: metric.value,
  });
  void fetch(webVitalsEndpoint, {
    method: 'POST',
    body,
    headers: { 'content-type': 'application/json' },
    keepalive: true,
    credentials: 'omit',
  }).catch(() => undefined);
}

/**
 * Starts measuring the page's web vitals (issue 20) with Google's `web-vitals`: FCP and TTFB
 * are sent when known, LCP, CLS and INP when the page is hidden or left. It may start after
 * hydration: the browser keeps the entries it needs (buffered observers).
 */
export function reportWebVitals(): void {
  onTTFB(sendMeasurement);
  onFCP(sendMeasurement);
  onLCP(sendMeasurement);
  onCLS(sendMeasurement);
  onINP(sendMeasurement);
}
