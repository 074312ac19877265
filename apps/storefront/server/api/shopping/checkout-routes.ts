import { isValidationFailure, shopContext } from '@vitrine/commerce';
import type { Shop, ShopLocale } from '@vitrine/domain';
import type { ShippingCostsBlock } from '@vitrine/domain/content-model';
import { Router } from 'express';
import type { StorefrontServices } from '../../services';
import { sendApiError, sendBadRequest } from '../api-error';
import { apiShopLocale } from '../request-shop';
import { visitorOf } from '../visitor';

export interface CheckoutRoutesOptions {
  /**
   * The shop's shipping-cost config from the CMS (§3 shipping-cost config); null or absent uses
   * the §9 fallback (standard 4.99 from 0.00, freight 14.99).
   */
  readonly shippingCosts?: (shop: Shop, locale: ShopLocale) => Promise<ShippingCostsBlock | null>;
}

/**
 * Checkout under /api/shop/checkout:
 * - `GET summary/?voucherCode=&giftCardCode=` → `{ summary }`: the caller's basket priced with
 *   shipping, voucher, gift card, totals and the country's payment methods;
 * - `POST order/` `{ idempotencyKey, billingAddress | billingAddressId, shippingAddress? |
 *   shippingAddressId?, paymentMethod, paymentData?, voucherCode?, giftCardCode? }` (an `…Id`
 *   picks an entry of the customer's address book) → 201 `{ orderNumber, replayed: false, payment }`,
 *   or 200 with `replayed: true` for a key already used; `payment` is `authorised` (paid) or
 *   `pending` (placed, the payment not yet confirmed: never to be shown as paid, issue 18). Needs a guest or registered customer (401
 *   `api.unauthorized`); a declined payment is 402, a failed one 503, an empty or sold-out
 *   basket 409, each with its `checkout.*` key.
 */
export function createCheckoutRoutes(
  services: StorefrontServices,
  options: CheckoutRoutesOptions = {},
): Router {
  const router = Router();
  const { checkout, identity } = services.commerce;
  const shippingCostsOf = async (shop: Shop, locale: ShopLocale) =>
    options.shippingCosts ? await options.shippingCosts(shop, locale) : null;

  router.get('/summary/', async (request, response, next) => {
    try {
      const { shop, locale } = apiShopLocale(request, response);
      const { voucherCode, giftCardCode } = request.query;
      const summary = await checkout.summary(
        shopContext(shop, locale),
        visitorOf(response).userId,
        { voucherCode, giftCardCode },
        { shippingCosts: await shippingCostsOf(shop, locale) },
      );
      if (isValidationFailure(summary)) {
        sendBadRequest(response, summary.issues);
        return;
      }
      response.json({ summary });
    } catch (error) {
      next(error);
    }
  });

  router.post('/order/', async (request, response, next) => {
    try {
      const visitor = visitorOf(response);
      const customer =
        visitor.customerId === null || visitor.kind === 'anonymous'
          ? null
          : await identity.customer(visitor.customerId);
      if (customer === null || customer.email === null) {
        sendApiError(response, 401, 'api.unauthorized', [{ field: null, key: 'api.unauthorized' }]);
        return;
      }
      const { shop, locale } = apiShopLocale(request, response);
      const placed = await checkout.placeOrder(
        shopContext(shop, locale),
        {
          userId: visitor.userId,
          customerId: customer.id,
          email: customer.email,
          isGuest: customer.isGuest,
        },
        request.body,
        { shippingCosts: await shippingCostsOf(shop, locale) },
      );
      if (isValidationFailure(placed)) {
        sendBadRequest(response, placed.issues);
        return;
      }
      if (placed.kind === 'refused') {
        sendApiError(response, placed.status, placed.key, [
          { field: placed.field, key: placed.key },
        ]);
        return;
      }
      response.status(placed.replayed ? 200 : 201).json({
        orderNumber: placed.orderNumber,
        replayed: placed.replayed,
        payment: placed.payment,
      });
    } catch (error) {
      next(error);
    }
  });

  return router;
}
