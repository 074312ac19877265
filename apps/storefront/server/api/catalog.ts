import { isValidationFailure, shopContext } from '@vitrine/commerce';
import { Router } from 'express';
import { z } from 'zod';
import type { StorefrontServices } from '../services';
import { sendBadRequest } from './api-error';
import { apiShopLocale } from './request-shop';

/** A product or variant reference key as the catalog writes them (`2000123`, `2000123_02`). */
const referenceKey = z.string().regex(/^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/);

const recommendationsQuery = z.object({
  referenceKeys: z
    .string({ error: 'validation.required' })
    .max(3_300)
    .transform((value) =>
      value
        .split(',')
        .map((key) => key.trim())
        .filter((key) => key !== ''),
    )
    .pipe(z.array(referenceKey, { error: 'validation.invalidValue' }).min(1).max(50)),
  size: z.coerce.number().int().min(1).max(100).optional(),
});

/**
 * §7 `GET /api/shop/recommendations/?referenceKeys=a,b` — products recommended for the given
 * products, as a list for a slider (`{ products }`); and `GET /api/shop/redirect/{path}` —
 * the redirect of a path, or an empty object when there is none.
 */
export function createCatalogRouter(services: StorefrontServices): Router {
  const router = Router();
  const { commerce } = services;

  router.get('/recommendations/', async (request, response, next) => {
    try {
      const parsed = recommendationsQuery.safeParse(request.query);
      if (!parsed.success) {
        sendBadRequest(
          response,
          parsed.error.issues.map((issue) => ({
            field: String(issue.path[0] ?? 'referenceKeys'),
            key: issue.message.startsWith('validation.')
              ? issue.message
              : 'validation.invalidValue',
          })),
        );
        return;
      }
      const { shop, locale } = apiShopLocale(request, response);
      const context = shopContext(shop, locale);
      const answer = await commerce.recommendations.recommend(context, {
        item_id: parsed.data.referenceKeys,
        ...(parsed.data.size ? { size: parsed.data.size } : {}),
      });
      if (isValidationFailure(answer)) {
        sendBadRequest(response, answer.issues);
        return;
      }
      const ids = answer.data
        .map((item) => Number(item.product_id))
        .filter((id) => Number.isSafeInteger(id));
      response.json({ products: await commerce.catalog.productsByIds(context, ids) });
    } catch (error) {
      next(error);
    }
  });

  // The path after /redirect is the shop path asked about, locale prefix included (`/fr/…`).
  router.get(/^\/redirect\/.*$/, async (request, response, next) => {
    try {
      // The raw path: the lookup decodes it once itself.
      const path = request.path.slice('/redirect'.length);
      const { shop, locale } = apiShopLocale(request, response);
      const redirect = await commerce.redirects.lookup(shopContext(shop, locale), path);
      response.json(redirect ?? {});
    } catch (error) {
      next(error);
    }
  });

  return router;
}
