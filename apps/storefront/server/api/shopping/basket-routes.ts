import { shopContext } from '@vitrine/commerce';
import { type Request, type Response, Router } from 'express';
import type { StorefrontServices } from '../../services';
import { apiShopLocale } from '../request-shop';
import { payloadOf, sendFailure } from './answer';
import { shopperFor } from './shopper';

const keyOf = (payload: unknown): unknown =>
  typeof payload === 'object' && payload !== null
    ? (payload as { basketKey?: unknown }).basketKey
    : undefined;

/**
 * §7 basket calls under /api/shop/basket: `POST addItem/`, `POST updateItem/`,
 * `DELETE deleteItem/` and `GET get/{basketKey}/`. Changes answer `{ type, basket }` — `type`
 * is `success` or `quantityCapped` (then with `requestedQuantity`, `availableQuantity` and the
 * message key `basket.quantityCapped`); a key that is not the caller's answers 404, an article
 * that cannot be bought or has no units left 409 (`basket.notBuyable`, `basket.quantityUnavailable`).
 */
export function createBasketRoutes(services: StorefrontServices): Router {
  const router = Router();
  const { basket } = services.commerce;

  const change =
    (call: 'addItem' | 'updateItem') =>
    async (request: Request, response: Response, next: (error?: unknown) => void) => {
      try {
        const payload = payloadOf(request);
        const { shop, locale } = apiShopLocale(request, response);
        const shopper = await shopperFor(services, request, response, keyOf(payload), 'basket', {
          opensSession: true,
        });
        const outcome = await basket[call](shopContext(shop, locale), shopper, payload);
        if (outcome.kind !== 'ok') {
          sendFailure(response, outcome);
          return;
        }
        const { kind: _kind, ...answer } = outcome;
        response.json(
          answer.type === 'quantityCapped'
            ? { ...answer, message: 'basket.quantityCapped' }
            : answer,
        );
      } catch (error) {
        next(error);
      }
    };

  router.post('/addItem/', change('addItem'));
  router.post('/updateItem/', change('updateItem'));

  router.delete('/deleteItem/', async (request, response, next) => {
    try {
      const payload = payloadOf(request);
      const { shop, locale } = apiShopLocale(request, response);
      const shopper = await shopperFor(services, request, response, keyOf(payload), 'basket', {
        opensSession: false,
      });
      const outcome = await basket.deleteItem(shopContext(shop, locale), shopper, payload);
      if ('kind' in outcome) {
        sendFailure(response, outcome);
        return;
      }
      response.json({ basket: outcome });
    } catch (error) {
      next(error);
    }
  });

  router.get('/get/:basketKey/', async (request, response, next) => {
    try {
      const { basketKey } = request.params;
      const { shop, locale } = apiShopLocale(request, response);
      const shopper = await shopperFor(services, request, response, basketKey, 'basket', {
        opensSession: false,
      });
      const found = await basket.get(shopContext(shop, locale), shopper, basketKey);
      if (found === null) {
        sendFailure(response, { kind: 'notFound' });
        return;
      }
      response.json({ basket: found });
    } catch (error) {
      next(error);
    }
  });

  return router;
}
