import { type AnalyticsCount, type ClientErrorEntry, escapeHtml } from '@vitrine/commerce';
import { webVitalNames, webVitalRating } from '@vitrine/domain/telemetry';
import { Router } from 'express';
import { noStore } from '../http/cache-control';
import type { StorefrontServices } from '../services';

const ratingColours = { good: '#0a7a3b', 'needs-improvement': '#8a5a00', poor: '#b3261e' };

/** A p75 as people read it: milliseconds whole, CLS with its three decimals. */
const shown = (metric: string, value: number) =>
  metric === 'CLS' ? value.toFixed(3) : `${Math.round(value)} ms`;

/**
 * The errors shoppers' browsers reported without a Sentry DSN (issue 20, §8), newest first:
 * when, where (page and source), the release and the message, the stack and context folded.
 */
function clientErrorsSection(errors: readonly ClientErrorEntry[]): string {
  const rows = errors
    .map(
      (error) => `<tr><td>${escapeHtml(error.recordedAt.replace('T', ' ').slice(0, 19))}</td>
<td>${escapeHtml(error.path)}</td><td>${escapeHtml(error.source)}</td><td>${escapeHtml(error.release)}</td>
<td class="message">${escapeHtml(error.name ? `${error.name}: ${error.message}` : error.message)}${
        error.stack || Object.keys(error.context).length > 0
          ? `<details><summary>stack and context</summary><pre>${escapeHtml(
              [error.stack ?? '', JSON.stringify(error.context)].join('\n'),
            )}</pre></details>`
          : ''
      }</td></tr>`,
    )
    .join('\n');
  return `<h2 id="client-errors">Client errors: the latest ${errors.length}</h2>
<p>Reported by shoppers' browsers (one in ten, §9) when no Sentry DSN is set; also <code>GET /api/client-errors/</code>.</p>
${
  rows === ''
    ? '<p>No client errors reported.</p>'
    : `<table class="errors"><thead><tr><th scope="col">time (UTC)</th><th scope="col">page</th><th scope="col">source</th><th scope="col">release</th><th scope="col">error</th></tr></thead><tbody>
${rows}
</tbody></table>`
}`;
}

/**
 * The events the shop's analytics script counted (issue 20, §2 `/scripts/econda.js`) over 28
 * days: one row per page type, one column per event that was counted at all.
 */
function analyticsSection(counts: readonly AnalyticsCount[]): string {
  const pageTypes = [...new Set(counts.map((count) => count.pageType))];
  const names = [...new Set(counts.map((count) => count.name))];
  const cell = (pageType: string, name: string) => {
    const count = counts.find(
      (candidate) => candidate.pageType === pageType && candidate.name === name,
    );
    return `<td>${count === undefined ? '–' : count.count}</td>`;
  };
  const rows = pageTypes
    .map(
      (pageType) =>
        `<tr><th scope="row">${escapeHtml(pageType)}</th>${names
          .map((name) => cell(pageType, name))
          .join('')}</tr>`,
    )
    .join('\n');
  return `<h2 id="analytics">Analytics: events per page type, last 28 days</h2>
<p>Counted by the shop's analytics script (<code>/scripts/econda.js</code>, loaded with the visitor's consent): page views and the data layer's events, without address or visitor; also <code>GET /api/analytics/events/</code>.</p>
${
  rows === ''
    ? '<p>No events counted yet.</p>'
    : `<table class="analytics"><thead><tr><th scope="col">page type</th>${names
        .map((name) => `<th scope="col">${escapeHtml(name)}</th>`)
        .join('')}</tr></thead><tbody>
${rows}
</tbody></table>`
}`;
}

/**
 * Development only, beside the outbox: the web vitals shoppers' browsers measured (issue 20),
 * the p75 of each metric per page type over 28 days, rated as Google rates them. The same
 * figures are the JSON of `GET /api/metrics/web-vitals/`; below them the errors browsers
 * reported (issue 20, §8), the JSON of `GET /api/client-errors/`, and the analytics script's
 * counts (issue 20, §2), the JSON of `GET /api/analytics/events/`.
 */
export function createWebVitalsPageRouter(services: StorefrontServices): Router {
  const router = Router();
  router.get('/', async (_request, response, next) => {
    try {
      const [figures, errors, counts] = await Promise.all([
        services.commerce.webVitals.summary(),
        services.commerce.clientErrors.latest(),
        services.commerce.analytics.summary(),
      ]);
      const pageTypes = [...new Set(figures.map((figure) => figure.pageType))];
      const cell = (pageType: string, metric: (typeof webVitalNames)[number]) => {
        const figure = figures.find(
          (candidate) => candidate.pageType === pageType && candidate.metric === metric,
        );
        if (figure === undefined) return '<td>–</td>';
        const rating = webVitalRating(metric, figure.p75);
        return `<td data-rating="${rating}" style="color:${ratingColours[rating]}">${escapeHtml(
          shown(metric, figure.p75),
        )} <small>(${figure.samples})</small></td>`;
      };
      const rows = pageTypes
        .map(
          (pageType) =>
            `<tr><th scope="row">${escapeHtml(pageType)}</th>${webVitalNames
              .map((metric) => cell(pageType, metric))
              .join('')}</tr>`,
        )
        .join('\n');
      response
        .status(200)
        .setHeader('Cache-Control', noStore)
        .setHeader('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'")
        .type('html')
        .send(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Web vitals, analytics and client errors</title>
<style>body{font-family:sans-serif;max-width:60rem;margin:2rem auto}table{border-collapse:collapse;width:100%}th,td{border-bottom:1px solid #ccc;padding:.4rem;text-align:right}th[scope=row],thead th:first-child{text-align:left}table.errors th,table.errors td{text-align:left;vertical-align:top}pre{white-space:pre-wrap;font-size:.8rem}</style></head>
<body><h1>Web vitals: p75 per page type, last 28 days</h1>
<p>Measured in shoppers' browsers and sent as each page is left; in brackets the number of measurements. Green is good, amber needs improvement, red is poor.</p>
${
  rows === ''
    ? '<p>No measurements yet.</p>'
    : `<table><thead><tr><th scope="col">page type</th>${webVitalNames
        .map((metric) => `<th scope="col">${metric}</th>`)
        .join('')}</tr></thead><tbody>
${rows}
</tbody></table>`
}
${analyticsSection(counts)}
${clientErrorsSection(errors)}</body></html>`);
    } catch (error) {
      next(error);
    }
  });
  return router;
}
