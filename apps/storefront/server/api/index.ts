import type { Shop, ShopLocale } from '@vitrine/domain';
import express, { type ErrorRequestHandler, Router } from 'express';
import { contentLocaleOf } from '../content/content-locale';
import { noStore } from '../http/cache-control';
import type { StorefrontServices } from '../services';
import { createAnalyticsRouter } from './analytics';
import { sendApiError } from './api-error';
import { createCatalogRouter } from './catalog';
import { createCmsRouter } from './cms';
import { createConsentRecordsRouter } from './consent-records';
import { createInternalTrafficRouter } from './internal-traffic';
import { createSearchRouter } from './search';
import { originCheck } from './security/origin-check';
import { createRateLimits, type RateLimits } from './security/rate-limits';
import { storableInputCheck } from './security/storable-input-check';
import { createOrderRoutes, createShoppingRouter } from './shopping/index';
import { createBuildRouter, createClientErrorsRouter, createTelemetryRouter } from './telemetry';
import { createNewsletterRouter, createUserRouter } from './user/index';
import { visitorMiddleware } from './visitor';

/**
 * The JSON contract of spec §7 under /api. Each area is a router of its own file; they
 * answer failures with {@link import('./api-error').ApiErrorBody} and never with a 500 for
 * anything a client can send.
 */
export function createApiRouter(
  services: StorefrontServices,
  options: {
    readonly rateLimits?: RateLimits;
    /** Signs the session cookie ({@link import('./session-cookie').sessionSecret}). */
    readonly sessionSecret?: string;
    /** The running build's id, as `GET /api/build/` tells it (issue 20). */
    readonly buildId?: string;
  } = {},
): Router {
  const api = Router();
  api.use((_request, response, next) => {
    response.setHeader('Cache-Control', noStore);
    next();
  });
  api.use(express.json({ limit: '64kb', strict: true }));
  api.use(express.urlencoded({ extended: false, limit: '64kb', parameterLimit: 100 }));
  // Issue 12: NUL, lone surrogates and deep nesting are refused here, once for every call.
  api.use(storableInputCheck());

  api.use(originCheck());
  const rateLimits = options.rateLimits ?? createRateLimits();
  api.use(
    visitorMiddleware(services, options.sessionSecret ? { secret: options.sessionSecret } : {}),
  );
  // Areas are mounted here, e.g. api.use('/user', createUserRouter(services));
  api.use('/cms', createCmsRouter(services));
  api.use('/shop', createCatalogRouter(services));
  api.use('/shop/search', createSearchRouter(services, { rateLimits }));
  // Checkout prices shipping with the shop's CMS shipping-cost config (§3 Site layout config);
  // the layout falls back to §9's 4.99 / 14.99 when the CMS has none or cannot be read.
  const shippingCosts = async (shop: Shop, locale: ShopLocale) =>
    (await services.content.published.layout(contentLocaleOf(shop, locale)))?.layout.config
      .shippingCosts ?? null;
  api.use('/shop', createShoppingRouter(services, { shippingCosts }));
  api.use('/user/orders', createOrderRoutes(services));
  api.use(
    '/user',
    // §4: at sign-in the anonymous basket and wishlist are re-added into the customer's
    // (account/sign-in-flow.ts, shared with the login page).
    createUserRouter(services, { rateLimits }),
  );
  api.use('/mcs/selfi', createNewsletterRouter(services, { rateLimits }));
  api.use('/metrics', createTelemetryRouter(services, { rateLimits }));
  api.use('/visitor', createInternalTrafficRouter(services.env.VITRINE_INTERNAL_NETWORKS ?? []));
  api.use('/consent-records', createConsentRecordsRouter(services, { rateLimits }));
  api.use('/client-errors', createClientErrorsRouter(services, { rateLimits }));
  api.use('/analytics', createAnalyticsRouter(services, { rateLimits }));
  if (options.buildId !== undefined) api.use('/build', createBuildRouter(options.buildId));

  api.use((_request, response) => {
    sendApiError(response, 404, 'api.notFound');
  });
  api.use(apiErrorHandler);
  return api;
}

/** The key of a client's failure the router or a body parser found. */
function clientErrorKey(error: unknown, status: number): string {
  if (status === 413) return 'api.payloadTooLarge';
  // The router could not decode a path parameter's escapes (`%E0%A4%A`).
  if (error instanceof URIError) return 'api.malformedUrl';
  return 'api.malformedBody';
}

/**
 * Body-parser failures (malformed JSON, too large, wrong charset) and undecodable path
 * parameters are the client's: 4xx.
 */
const apiErrorHandler: ErrorRequestHandler = (error, _request, response, _next) => {
  const status =
    typeof error === 'object' && error !== null && 'status' in error ? Number(error.status) : 500;
  if (status >= 400 && status < 500) {
    sendApiError(response, status, status === 413 ? 'api.payloadTooLarge' : 'api.badRequest', [
      { field: null, key: clientErrorKey(error, status) },
    ]);
    return;
  }
  console.error('Unexpected /api error', error);
  sendApiError(response, 500, 'api.serverError');
};
