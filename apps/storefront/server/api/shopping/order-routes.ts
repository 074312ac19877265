import { isValidationFailure, shopContext } from '@vitrine/commerce';
import { type NextFunction, type Request, type Response, Router } from 'express';
import type { StorefrontServices } from '../../services';
import { sendApiError, sendBadRequest, sendNotFound } from '../api-error';
import { apiShopLocale } from '../request-shop';
import { serviceAddressOf } from '../service-address';
import { visitorOf } from '../visitor';

/** Orders belong to a guest or registered customer: 401 `api.unauthorized` for anyone else. */
function requireCustomer(_request: Request, response: Response, next: NextFunction): void {
  const visitor = visitorOf(response);
  if (visitor.kind === 'anonymous' || visitor.customerId === null) {
    sendApiError(response, 401, 'api.unauthorized', [{ field: null, key: 'api.unauthorized' }]);
    return;
  }
  next();
}

const customerOf = (response: Response) => ({ customerId: visitorOf(response).customerId ?? '' });

/**
 * The customer's orders under /api/user/orders (spec §2 /konto/bestellungen/, /konto/bestellung/…):
 * - `GET /` → `{ orders }`;
 * - `GET {orderNumber}/` → `{ order }` (lines, addresses, totals, status, complaints, the
 *   parcels shipped as `packages` (§3: carrierKey, trackingNumber, shippedAt, items),
 *   `cancellable`, `complainable`, `tracking` for the purchase event);
 * - `POST {orderNumber}/cancel/` → `{ order }`, 409 `orders.notCancellable` once shipped or where
 *   the shop's cancelOrder flag is off;
 * - `POST {orderNumber}/complaint/` `{ items: [{ lineId, quantity }], reason, comment }` → 201
 *   `{ order }`, 409 `orders.notComplainable` before shipping; stored on the order, mailed to
 *   customer service (`CONTACT_MAIL_TO`) with a receipt to the customer.
 * An order number that is not the caller's answers 404.
 */
export function createOrderRoutes(services: StorefrontServices): Router {
  const router = Router();
  const { orders } = services.commerce;
  router.use(requireCustomer);

  router.get('/', async (request, response, next) => {
    try {
      const { shop, locale } = apiShopLocale(request, response);
      response.json({ orders: await orders.list(shopContext(shop, locale), customerOf(response)) });
    } catch (error) {
      next(error);
    }
  });

  router.get('/:orderNumber/', async (request, response, next) => {
    try {
      const { shop, locale } = apiShopLocale(request, response);
      const order = await orders.detail(
        shopContext(shop, locale),
        customerOf(response),
        request.params.orderNumber ?? '',
      );
      if (order === null) {
        sendNotFound(response);
        return;
      }
      response.json({ order });
    } catch (error) {
      next(error);
    }
  });

  router.post('/:orderNumber/cancel/', async (request, response, next) => {
    try {
      const { shop, locale } = apiShopLocale(request, response);
      const outcome = await orders.cancel(
        shopContext(shop, locale),
        customerOf(response),
        request.params.orderNumber ?? '',
      );
      if ('kind' in outcome) {
        if (outcome.kind === 'notFound') sendNotFound(response);
        else sendApiError(response, 409, outcome.key, [{ field: null, key: outcome.key }]);
        return;
      }
      response.json({ order: outcome });
    } catch (error) {
      next(error);
    }
  });

  router.post('/:orderNumber/complaint/', async (request, response, next) => {
    try {
      const { shop, locale } = apiShopLocale(request, response);
      const outcome = await orders.complain(
        shopContext(shop, locale),
        customerOf(response),
        request.params.orderNumber ?? '',
        request.body,
        { serviceAddress: serviceAddressOf(shop, services.env.CONTACT_MAIL_TO) },
      );
      if (isValidationFailure(outcome)) {
        sendBadRequest(response, outcome.issues);
        return;
      }
      if ('kind' in outcome) {
        if (outcome.kind === 'notFound') sendNotFound(response);
        else sendApiError(response, 409, outcome.key, [{ field: null, key: outcome.key }]);
        return;
      }
      response.status(201).json({ order: outcome });
    } catch (error) {
      next(error);
    }
  });

  return router;
}
