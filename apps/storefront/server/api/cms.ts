import { resolvePageRequest } from '@vitrine/domain';
import { Router } from 'express';
import { contentLocaleOf, fallbackLocaleKeys } from '../content/content-locale';
import { hreflangAlternates } from '../content/hreflang';
import { privatePageCache, publishedContentCache } from '../http/cache-control';
import { previewAccessOf } from '../preview/preview-access';
import type { StorefrontServices } from '../services';
import { sendApiError } from './api-error';
import { apiShopLocale, shopContextOf } from './request-shop';

function searchOf(originalUrl: string): string {
  const start = originalUrl.indexOf('?');
  return start === -1 ? '' : originalUrl.slice(start);
}

/**
 * §7 `GET /api/cms/layoutCached/` — the locale's layout with its banners and config items
 * (`{ layout, banners, config }`; all empty when no layout loads, §8) — and
 * `GET /api/cms/{slug}` — a page and its hreflang alternates (`{ page, alternates }`; the root
 * is `_`), in draft with the CMS preview marker. A path that is no page is a 404, a content
 * service failure a 502.
 */
export function createCmsRouter(services: StorefrontServices): Router {
  const router = Router();
  const previewAccess = previewAccessOf(services.preview);

  router.get('/layoutCached/', async (request, response, next) => {
    try {
      const { shop, locale } = apiShopLocale(request, response);
      const content = await services.content.published.layout(contentLocaleOf(shop, locale));
      response.setHeader('Cache-Control', publishedContentCache);
      response.json(
        content === null
          ? { layout: null, banners: [], config: null }
          : {
              layout: content.layout,
              banners: content.layout.banners,
              config: content.layout.config,
            },
      );
    } catch (error) {
      next(error);
    }
  });

  router.get(/^\/.+$/, async (request, response, next) => {
    try {
      const search = searchOf(request.originalUrl);
      const decision = resolvePageRequest({ slug: request.path, search });
      if (decision.kind === 'notFound') {
        sendApiError(response, 404, 'api.notFound');
        return;
      }
      if (decision.kind === 'redirect') {
        response.redirect(301, `${request.baseUrl}${decision.to}`);
        return;
      }
      const { shop, locale } = apiShopLocale(request, response);
      const { hostKind, port } = shopContextOf(response);
      const preview = previewAccess(search);
      const client = preview ? services.content.preview : services.content.published;
      const result = await client.page({
        ...contentLocaleOf(shop, locale),
        path: decision.path,
        fallbackLocaleKeys: fallbackLocaleKeys(shop, locale),
      });
      if (result.error) {
        sendApiError(response, 502, 'cms.contentUnavailable');
        return;
      }
      if (result.page === null) {
        sendApiError(response, 404, 'api.notFound');
        return;
      }
      response.setHeader('Cache-Control', preview ? privatePageCache : publishedContentCache);
      response.json({
        page: result.page,
        alternates: hreflangAlternates(result.alternates, shop, hostKind, port),
      });
    } catch (error) {
      next(error);
    }
  });

  return router;
}
