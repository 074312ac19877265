import type { Variant } from '../entities';
import { isBuyableVariant } from './availability';
import { deliveryDays, isSameDeliveryDays } from './delivery-days';

/**
 * "Varying times" of §4: the product's buyable variants do not all share the same delivery
 * days (both from and to). Fewer than two buyable variants never vary.
 *
 * @example
 * hasVaryingDeliveryTimes(product.variants); // true when one size ships in 2–3 days, one in 14–21
 */
export function hasVaryingDeliveryTimes(
  variants: readonly Pick<Variant, 'logistics'>[] | null | undefined,
): boolean {
  const buyable = (variants ?? []).filter(isBuyableVariant);
  const [first, ...rest] = buyable.map((variant) => deliveryDays(variant.logistics));
  if (first === undefined) return false;
  return rest.some((days) => !isSameDeliveryDays(days, first));
}
