import 'react-router';
import { createRequestHandler } from '@react-router/express';
import { preloadBlockViews } from '@vitrine/cms-blocks';
import { toNodeListener } from '@vitrine/content';
import { errorReleaseTag } from '@vitrine/domain/error-reporting';
import { preloadDialogs } from '@vitrine/ui';
import express, { type Express, type RequestHandler } from 'express';
import type { ClientSettings } from '../app/recovery/client-settings';
import { createApiRouter } from './api';
import { createRateLimits } from './api/security/rate-limits';
import { sessionSecret } from './api/session-cookie';
import { consentVariantOf } from './consent/consent-cache-variant';
import { consentChoiceRouter } from './consent/consent-choice';
import { publishWebhookRouter } from './content/publish-webhook';
import { countryChoiceRouter } from './country/country-choice';
import { createOutboxRouter } from './dev/outbox';
import { createWebVitalsPageRouter } from './dev/web-vitals-page';
import { createPageRenderCache, type PageRenderCache } from './http/page-render-cache';
import { rootLocaleRedirectMiddleware } from './http/root-locale-redirect';
import { pageContextFactory } from './page-context';
import { createPreviewRouter } from './preview';
import { contentSecurityPolicyMiddleware } from './security/content-security-policy';
import { securityHeaders } from './security/security-headers';
import { crawlerFilesRouter } from './seo/crawler-files';
import {
  contentMountPath,
  openStorefrontServices,
  type StorefrontOptions,
  type StorefrontServices,
} from './services';
import { shopContextMiddleware } from './shop-context';
import { siteIconsMiddleware } from './site-icons';
import { tagManagerSetting, tagManagerStartWarning } from './tracking/tag-manager-setting';

export { parseStorefrontEnv, type StorefrontEnv } from './env';
export { responseCompression } from './http/response-compression';
export type { StorefrontOptions } from './services';

export interface Storefront {
  /** The storefront's request handling: everything but static files and the listening socket. */
  readonly app: Express;
  readonly services: StorefrontServices;
  /**
   * The headers of every answer (nosniff, referrer policy, HSTS over HTTPS), for the server to
   * run before its static files too; it reads `request.secure` with the app's `trust proxy`.
   */
  readonly securityHeaders: RequestHandler;
  /** Anonymous public pages kept in memory (issue 14); null when `VITRINE_RENDER_CACHE_MB=0`. */
  readonly renderCache: PageRenderCache | null;
  close(): Promise<void>;
}

/**
 * Opens the storefront's services once (database, catalog, content) and builds the request
 * handling on top: security headers, the shop resolved from the host name, the local content
 * space, the image service, the /api contract and the pages.
 */
export async function createStorefront(options: StorefrontOptions): Promise<Storefront> {
  // Every block view's and dialog's code is loaded before the first page, so server HTML never
  // streams a fallback (the browser loads only what the pages it shows use).
  const [services] = await Promise.all([
    openStorefrontServices(options),
    preloadBlockViews(),
    preloadDialogs(),
  ]);
  const tagManagerWarning = tagManagerStartWarning(options.env);
  if (tagManagerWarning !== null) console.error(`Vitrine storefront: ${tagManagerWarning}`);
  const app = express();
  app.disable('x-powered-by');
  // Whom to believe about X-Forwarded-For (the client address of the rate limits): TRUST_PROXY.
  app.set('trust proxy', options.env.TRUST_PROXY);

  app.use(securityHeaders());

  app.get('/healthz', (_request, response) => {
    response.type('text/plain').send('ok');
  });

  const { cdnHandler } = services.content;
  if (cdnHandler) app.use(contentMountPath, toNodeListener(cdnHandler));

  // The CMS preview: who may see drafts, /sbBridge.js and, in development, saving edited stories.
  app.use(
    createPreviewRouter({
      services,
      storiesDirectory: options.env.CONTENT_STORIES_DIR,
      development: options.env.NODE_ENV !== 'production',
    }),
  );
  // After the preview decision, which opens framing and the bridge to a proven editor.
  app.use(
    contentSecurityPolicyMiddleware({
      storyblokContent: services.content.kind === 'storyblok',
      development: options.env.NODE_ENV !== 'production',
      tagManagerOrigin: tagManagerSetting(options.env)?.origin ?? null,
      // The proof-of-consent host and the analytics collector, when they are elsewhere (issue 20).
      connectOrigins: [
        ...new Set(
          [
            options.env.VITRINE_CONSENT_RECORDS_ORIGIN,
            options.env.VITRINE_ANALYTICS_ORIGIN,
          ].flatMap((origin) => (origin ? [new URL(origin).origin] : [])),
        ),
      ],
      // The browsers' error reports go to Sentry when it has a DSN (issue 20, §9).
      errorReportOrigin: options.env.SENTRY_DSN ? new URL(options.env.SENTRY_DSN).origin : null,
    }),
  );

  app.use(
    publishWebhookRouter({
      secret: options.env.STORYBLOK_WEBHOOK_SECRET,
      changes: services.publishedChanges,
    }),
  );
  app.use(shopContextMiddleware(services));
  app.use(siteIconsMiddleware());
  app.use(crawlerFilesRouter());
  // The language a visitor picked before, for the bare root (§9), ahead of the kept pages.
  app.use(rootLocaleRedirectMiddleware());
  // One session secret and one set of rate limits for the /api calls and the pages' form
  // posts, which stand in for those calls without JavaScript.
  const secret = sessionSecret({
    configured: options.env.SESSION_SECRET,
    secretFile: options.sessionSecretFile ?? null,
  });
  const rateLimits = createRateLimits();
  // The country picker's private offer and its choice (issue 20), never a kept page.
  app.use(countryChoiceRouter(services));
  // The consent banner's choice without JavaScript (issue 20).
  app.use(
    consentChoiceRouter(services, {
      rateLimits,
      recordsOrigin: options.env.VITRINE_CONSENT_RECORDS_ORIGIN ?? null,
    }),
  );

  // Development only (issue 6): every mail the shop sent, reset links included — never public.
  if (options.env.NODE_ENV !== 'production') app.use('/_dev/outbox', createOutboxRouter(services));
  // Development only (issue 20): the web vitals per page type and the browsers' errors;
  // production reads the JSON calls.
  if (options.env.NODE_ENV !== 'production') {
    app.use('/_dev/metrics', createWebVitalsPageRouter(services));
  }

  app.use(services.commerce.images.basePath, toNodeListener(services.commerce.images.handler));

  // The build's id (issue 20): React Router's manifest version unless the operator names one.
  const buildId =
    options.env.VITRINE_BUILD_ID ??
    (await import('virtual:react-router/server-build')).assets.version;
  const clientSettings: ClientSettings = {
    build: buildId,
    release: errorReleaseTag('storefront'),
    sampleRate: options.env.VITRINE_ERROR_SAMPLE_RATE,
    sentryDsn: options.env.SENTRY_DSN ?? null,
    // Only when it is set: every page's markup carries these settings.
    ...(options.env.VITRINE_ANALYTICS_ORIGIN
      ? { analyticsOrigin: new URL(options.env.VITRINE_ANALYTICS_ORIGIN).origin }
      : {}),
  };
  app.use('/api', createApiRouter(services, { sessionSecret: secret, rateLimits, buildId }));

  // Anonymous public pages from memory; the same headers let a CDN do this at scale.
  const renderCache =
    options.env.VITRINE_RENDER_CACHE_MB > 0
      ? createPageRenderCache({
          maxBytes: options.env.VITRINE_RENDER_CACHE_MB * 1024 * 1024,
          // A page with the consent banner and one without (issue 20): two variants per page.
          variantOf: consentVariantOf(services),
        })
      : null;
  if (renderCache) {
    app.use(renderCache.middleware);
    // The content was published, or the catalogue changed: every kept page may be out of date.
    services.publishedChanges.subscribe(() => renderCache.invalidate());
  }

  app.use(
    createRequestHandler({
      build: () => import('virtual:react-router/server-build'),
      mode: options.env.NODE_ENV,
      getLoadContext: pageContextFactory({
        services,
        rateLimits,
        sessionSecret: secret,
        clientSettings,
      }),
    }),
  );

  return {
    app,
    services,
    securityHeaders: securityHeaders(),
    renderCache,
    close: () => services.close(),
  };
}
