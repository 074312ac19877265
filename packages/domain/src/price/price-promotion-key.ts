/**
 * The price promotion key a basket call carries (spec §4): `Promotion{n}` where n is the
 * index of the highest scale threshold at or below the new quantity, else `default`.
 */
import { type ScaleIndex, type ScaleThreshold, scaleThresholdAt } from './scale-prices';

export type PricePromotionKey = `Promotion${ScaleIndex}` | 'default';

/** True for a key this rule can produce; stored keys from the server are checked with it. */
export function isPricePromotionKey(value: unknown): value is PricePromotionKey {
  return typeof value === 'string' && /^(?:Promotion[123]|default)$/.test(value);
}

/**
 * @example
 * const thresholds = scaleThresholds({ scaleAmount1: 3, scalePrice1: 899, scaleAmount2: 10, scalePrice2: 799 });
 * pricePromotionKey(thresholds, 2); // 'default'
 * pricePromotionKey(thresholds, 5); // 'Promotion1'
 * pricePromotionKey(thresholds, 10); // 'Promotion2'
 */
export function pricePromotionKey(
  thresholds: readonly ScaleThreshold[],
  quantity: number,
): PricePromotionKey {
  const reached = scaleThresholdAt(thresholds, quantity);
  return reached ? `Promotion${reached.index}` : 'default';
}
