import express, { type RequestHandler, Router } from 'express';
import type { StorefrontServices } from '../services';
import { sendBadRequest } from './api-error';
import { recordHandler } from './record-handler';
import type { RateLimits } from './security/rate-limits';
import { telemetryReadAccess } from './security/telemetry-read-access';

/**
 * A beacon's body: `navigator.sendBeacon` sends a string as `text/plain` (a type that needs no
 * CORS preflight when the collector is another host), which is read here as the JSON it holds.
 * JSON bodies are read by the /api's own parser before this.
 */
function beaconBody(): RequestHandler[] {
  return [
    express.text({ type: 'text/plain', limit: '4kb' }),
    (request, response, next) => {
      if (typeof request.body !== 'string') {
        next();
        return;
      }
      try {
        request.body = JSON.parse(request.body) as unknown;
        next();
      } catch {
        sendBadRequest(response, [{ field: null, key: 'api.malformedBody' }]);
      }
    },
  ];
}

/**
 * The collector of the shop's own analytics script (issue 20, §2 `/scripts/econda.js`):
 * - `POST /api/analytics/events/` `{ name, path, shop, locale }` — one page view or §4
 *   data-layer event, as a beacon; counted under its page type (the address is not kept, nor
 *   anything of the visitor), rate-limited per client, a malformed one a 400 with the field's
 *   message key, else 204.
 * - `GET /api/analytics/events/` — the counts per page type and event over 28 days, as the
 *   `/_dev/metrics` page shows them; in production only with the read token
 *   ({@link telemetryReadAccess}).
 */
export function createAnalyticsRouter(
  services: StorefrontServices,
  options: { readonly rateLimits: RateLimits },
): Router {
  const router = Router();
  router.post(
    '/events/',
    options.rateLimits.limit('analyticsEvents'),
    ...beaconBody(),
    recordHandler((body) => services.commerce.analytics.record(body)),
  );
  router.get('/events/', telemetryReadAccess(services.env), async (_request, response, next) => {
    try {
      response.json({ counts: await services.commerce.analytics.summary() });
    } catch (error) {
      next(error);
    }
  });
  return router;
}
