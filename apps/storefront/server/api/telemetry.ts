import { webVitalRating } from '@vitrine/domain/telemetry';
import { Router } from 'express';
import type { StorefrontServices } from '../services';
import { recordHandler } from './record-handler';
import type { RateLimits } from './security/rate-limits';
import { telemetryReadAccess } from './security/telemetry-read-access';

/**
 * The web vitals pages measure in shoppers' browsers (issue 20, §7 performance metrics):
 * - `POST /api/metrics/web-vitals/` `{ path, href, name, value }` — one measurement, sent
 *   without credentials as the page is left; stored per page type (the address is not kept),
 *   rate-limited per client, a malformed one a 400 with the field's message key, else 204.
 * - `GET /api/metrics/web-vitals/` — the p75 of each metric per page type over 28 days, with its
 *   rating, as the `/_dev/metrics` page shows them; in production only with the read token
 *   ({@link telemetryReadAccess}).
 */
export function createTelemetryRouter(
  services: StorefrontServices,
  options: { readonly rateLimits: RateLimits },
): Router {
  const router = Router();
  router.post(
    '/web-vitals/',
    options.rateLimits.limit('webVitals'),
    recordHandler((body) => services.commerce.webVitals.record(body)),
  );
  router.get(
    '/web-vitals/',
    telemetryReadAccess(services.env),
    async (_request, response, next) => {
      try {
        const figures = await services.commerce.webVitals.summary();
        response.json({
          figures: figures.map((figure) => ({
            ...figure,
            rating: webVitalRating(figure.metric, figure.p75),
          })),
        });
      } catch (error) {
        next(error);
      }
    },
  );
  return router;
}

/**
 * The errors shoppers' browsers report when no Sentry DSN is set (issue 20, §8, §9):
 * - `POST /api/client-errors/` `{ message, name?, stack?, path, source, release, context? }` —
 *   one sampled report, without credentials; rate-limited per client like the web vitals, a
 *   malformed one a 400 with the field's message key, else 204.
 * - `GET /api/client-errors/` — the latest reports, newest first, as `/_dev/metrics` lists them;
 *   in production only with the read token ({@link telemetryReadAccess}).
 */
export function createClientErrorsRouter(
  services: StorefrontServices,
  options: { readonly rateLimits: RateLimits },
): Router {
  const router = Router();
  router.post(
    '/',
    options.rateLimits.limit('clientErrors'),
    recordHandler((body) => services.commerce.clientErrors.record(body)),
  );
  router.get('/', telemetryReadAccess(services.env), async (_request, response, next) => {
    try {
      response.json({ errors: await services.commerce.clientErrors.latest() });
    } catch (error) {
      next(error);
    }
  });
  return router;
}

/**
 * `GET /api/build/` — the running build's id (issue 20, §4): open tabs ask for it now and then,
 * and a different one than their page's means a deploy happened. Never cached (the /api's
 * `no-store`), and the same for every shop.
 */
export function createBuildRouter(buildId: string): Router {
  const router = Router();
  router.get('/', (_request, response) => {
    response.json({ id: buildId });
  });
  return router;
}
