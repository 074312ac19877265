import { shopContext } from '@vitrine/commerce';
import { Router } from 'express';
import type { StorefrontServices } from '../../services';
import { apiShopLocale } from '../request-shop';
import { payloadOf, sendFailure } from './answer';
import { shopperFor } from './shopper';

const keyOf = (payload: unknown): unknown =>
  typeof payload === 'object' && payload !== null
    ? (payload as { wishlistKey?: unknown }).wishlistKey
    : undefined;

/**
 * §7 wishlist calls under /api/shop/wishlist: `POST addItem/` (`{ wishlistKey, itemCreationId:
 * { productId } | { variantId } }` → `{ type, wishlist }`), `DELETE deleteItem/`
 * (`{ wishlistKey, itemKey }` → `{ wishlist }`) and `GET get/{wishlistKey}/` (→ `{ wishlist }`).
 * A key that is not the caller's answers 404.
 */
export function createWishlistRoutes(services: StorefrontServices): Router {
  const router = Router();
  const { wishlist } = services.commerce;

  router.post('/addItem/', async (request, response, next) => {
    try {
      const payload = payloadOf(request);
      const { shop, locale } = apiShopLocale(request, response);
      const shopper = await shopperFor(services, request, response, keyOf(payload), 'wishlist', {
        opensSession: true,
      });
      const outcome = await wishlist.addItem(shopContext(shop, locale), shopper, payload);
      if (outcome.kind !== 'ok') {
        sendFailure(response, outcome);
        return;
      }
      response.json({ type: outcome.type, wishlist: outcome.wishlist });
    } catch (error) {
      next(error);
    }
  });

  router.delete('/deleteItem/', async (request, response, next) => {
    try {
      const payload = payloadOf(request);
      const { shop, locale } = apiShopLocale(request, response);
      const shopper = await shopperFor(services, request, response, keyOf(payload), 'wishlist', {
        opensSession: false,
      });
      const outcome = await wishlist.deleteItem(shopContext(shop, locale), shopper, payload);
      if ('kind' in outcome) {
        sendFailure(response, outcome);
        return;
      }
      response.json({ wishlist: outcome });
    } catch (error) {
      next(error);
    }
  });

  router.get('/get/:wishlistKey/', async (request, response, next) => {
    try {
      const { wishlistKey } = request.params;
      const { shop, locale } = apiShopLocale(request, response);
      const shopper = await shopperFor(services, request, response, wishlistKey, 'wishlist', {
        opensSession: false,
      });
      const found = await wishlist.get(shopContext(shop, locale), shopper, wishlistKey);
      if (found === null) {
        sendFailure(response, { kind: 'notFound' });
        return;
      }
      response.json({ wishlist: found });
    } catch (error) {
      next(error);
    }
  });

  return router;
}
