/**
 * The price a product card in a listing shows (spec §2 product card, §4 "Listing price shows
 * 'different price' when variants differ in price or stock").
 */

import { hasDifferentPrice } from '../catalog/different-price';
import { displayedVariant } from '../catalog/displayed-variant';
import type { Price, Product } from '../entities';

export interface ListingPrice {
  readonly price: Price;
  /** The variants differ, so the card reads "from" the lowest price. */
  readonly hasDifferentPrice: boolean;
}

/**
 * The card's price: with differing variants the lowest price of the range ("from"), else the
 * displayed variant's price (§4: the first whose BVC is not 3 or 4), else the range's minimum.
 * Null when the product has no price at all.
 *
 * @example
 * listingPrice(product); // { price: product.priceRange.min, hasDifferentPrice: true }
 */
export function listingPrice(
  product: Pick<Product, 'variants' | 'priceRange'> | null | undefined,
): ListingPrice | null {
  if (!product) return null;
  const variants = product.variants ?? [];
  const different = hasDifferentPrice(variants);
  const price = different
    ? (product.priceRange?.min ?? displayedVariant(variants)?.price)
    : (displayedVariant(variants)?.price ?? product.priceRange?.min);
  return price === undefined || price === null ? null : { price, hasDifferentPrice: different };
}
