import type { Product } from '../entities';
import { isProductBuyable } from './product-availability';
import { isBulky, isBundle, isPersonalised, isVppArticle } from './product-traits';

type RetailProduct = Pick<Product, 'attributes' | 'advancedAttributes'>;

/** §4: personalised, bulky, VPP and bundle products are unsuitable for retail stores. */
export function isUnsuitableForRetail(product: RetailProduct | null | undefined): boolean {
  return isPersonalised(product) || isBulky(product) || isVppArticle(product) || isBundle(product);
}

/**
 * §4: a product that is not buyable (no variant with BVC 1 or 2), or is personalised, bulky, a
 * VPP article or a bundle, is online only.
 */
export function isOnlineOnly(
  product: (RetailProduct & Pick<Product, 'variants'>) | null | undefined,
): boolean {
  return !isProductBuyable(product) || isUnsuitableForRetail(product);
}
