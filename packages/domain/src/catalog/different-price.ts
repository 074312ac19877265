import type { Variant } from '../entities';

type PricedVariant = Pick<Variant, 'price' | 'stock'>;

function priceOf(variant: PricedVariant): number | null {
  const price = variant?.price?.withTax;
  return typeof price === 'number' && Number.isFinite(price) ? price : null;
}

function isInStock(variant: PricedVariant): boolean {
  const quantity = variant?.stock?.quantity;
  return typeof quantity === 'number' && quantity > 0;
}

/**
 * The listing's 'different price' (§4): variants differ in price (with tax) or in stock. Stock
 * is compared as in stock or not, since exact quantities differ for almost every product and
 * would make the flag meaningless. Fewer than two variants never differ.
 */
export function hasDifferentPrice(variants: readonly PricedVariant[] | null | undefined): boolean {
  const [first, ...rest] = variants ?? [];
  if (first === undefined) return false;
  return rest.some(
    (variant) => priceOf(variant) !== priceOf(first) || isInStock(variant) !== isInStock(first),
  );
}
