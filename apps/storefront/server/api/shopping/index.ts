import { Router } from 'express';
import type { StorefrontServices } from '../../services';
import { createBasketRoutes } from './basket-routes';
import { createWishlistRoutes } from './wishlist-routes';

/** The shopping calls of spec §7 under /api/shop: basket and wishlist (checkout follows). */
export function createShoppingRouter(services: StorefrontServices): Router {
  const router = Router();
  router.use('/basket', createBasketRoutes(services));
  router.use('/wishlist', createWishlistRoutes(services));
  return router;
}
