import { escapeHtml } from '@vitrine/commerce';
import { webVitalNames, webVitalRating } from '@vitrine/domain/telemetry';
import { Router } from 'express';
import { noStore } from '../http/cache-control';
import type { StorefrontServices } from '../services';

const ratingColours = { good: '#0a7a3b', 'needs-improvement': '#8a5a00', poor: '#b3261e' };

/** A p75 as people read it: milliseconds whole, CLS with its three decimals. */
const shown = (metric: string, value: number) =>
  metric === 'CLS' ? value.toFixed(3) : `${Math.round(value)} ms`;

/**
 * Development only, beside the outbox: the web vitals shoppers' browsers measured (issue 20),
 * the p75 of each metric per page type over 28 days, rated as Google rates them. The same
 * figures are the JSON of `GET /api/metrics/web-vitals/`.
 */
export function createWebVitalsPageRouter(services: StorefrontServices): Router {
  const router = Router();
  router.get('/', async (_request, response, next) => {
    try {
      const figures = await services.commerce.webVitals.summary();
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
        .send(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Web vitals</title>
<style>body{font-family:sans-serif;max-width:60rem;margin:2rem auto}table{border-collapse:collapse;width:100%}th,td{border-bottom:1px solid #ccc;padding:.4rem;text-align:right}th[scope=row],thead th:first-child{text-align:left}</style></head>
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
}</body></html>`);
    } catch (error) {
      next(error);
    }
  });
  return router;
}
