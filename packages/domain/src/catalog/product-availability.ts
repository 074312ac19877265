import type { Product } from '../entities';
import { availabilityCode, isBuyableVariant } from './availability';

/** A whole product's availability: buyable when any variant is. */
export type ProductAvailability = 'buyable' | 'notDeliverable' | 'soldOut';

/**
 * The availability of a whole product from its variants' BVC (§4): `buyable` when any
 * variant has code 1 or 2; `soldOut` when every variant has code 4; otherwise
 * `notDeliverable` (codes 3, a mix of 3 and 4, unknown codes, or no variants at all), since
 * some of it may come back.
 */
export function productAvailability(
  product: Pick<Product, 'variants'> | null | undefined,
): ProductAvailability {
  const variants = product?.variants ?? [];
  if (variants.some(isBuyableVariant)) return 'buyable';
  const allSoldOut =
    variants.length > 0 &&
    variants.every((variant) => availabilityCode(variant?.logistics?.bvc) === 4);
  return allSoldOut ? 'soldOut' : 'notDeliverable';
}

/** Whether any variant of the product can be bought (§4: BVC 1 or 2). */
export function isProductBuyable(product: Pick<Product, 'variants'> | null | undefined): boolean {
  return productAvailability(product) === 'buyable';
}

/**
 * Whether the product as a whole is sold out for the shopper: no variant is buyable (all are
 * BVC 3 or 4, or there are none). Use {@link productAvailability} to tell the two apart.
 */
export function isProductSoldOut(product: Pick<Product, 'variants'> | null | undefined): boolean {
  return !isProductBuyable(product);
}
