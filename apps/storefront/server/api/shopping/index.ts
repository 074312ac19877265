import { Router } from 'express';
import type { StorefrontServices } from '../../services';
import { createBasketRoutes } from './basket-routes';
import { type CheckoutRoutesOptions, createCheckoutRoutes } from './checkout-routes';
import { createWishlistRoutes } from './wishlist-routes';

export { createOrderRoutes } from './order-routes';

/** The shopping calls under /api/shop: basket and wishlist (§7), checkout (issue 6). */
export function createShoppingRouter(
  services: StorefrontServices,
  options: CheckoutRoutesOptions = {},
): Router {
  const router = Router();
  router.use('/basket', createBasketRoutes(services));
  router.use('/wishlist', createWishlistRoutes(services));
  router.use('/checkout', createCheckoutRoutes(services, options));
  return router;
}
