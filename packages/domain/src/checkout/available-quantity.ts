/**
 * How many units of a variant a basket may hold (spec §3 basket item availableQuantity, §4
 * BVC). BVC 1 sells from stock; BVC 2 (waiting for stock or preorder) is buyable without
 * stock, up to a per-line limit the shop sets; 3 and 4 cannot be bought at all.
 */
import { availabilityCode } from '../catalog/availability';
import type { Variant } from '../entities/product';

/** The most units of a back-ordered (BVC 2) variant one basket takes. */
export const backorderLineLimit = 99;

/**
 * @example
 * availableQuantity({ logistics: { bvc: 1, … }, stock: { quantity: 3 } }); // 3
 * availableQuantity({ logistics: { bvc: 4, … }, stock: { quantity: 3 } }); // 0
 */
export function availableQuantity(variant: Pick<Variant, 'logistics' | 'stock'>): number {
  const code = availabilityCode(variant.logistics?.bvc);
  if (code === 2) return backorderLineLimit;
  if (code !== 1) return 0;
  const stock = variant.stock?.quantity;
  return typeof stock === 'number' && Number.isSafeInteger(stock) && stock > 0 ? stock : 0;
}
