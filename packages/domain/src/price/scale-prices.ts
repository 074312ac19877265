/**
 * Scale (quantity) pricing (spec §3 scaleAmount1-3, scalePrice1-3, scaleUnit1-3; §9 up to
 * three thresholds): from a minimum quantity on, a cheaper unit price applies.
 */
import type { ScalePriceData } from '../entities/product';

export type ScaleIndex = 1 | 2 | 3;

export interface ScaleThreshold {
  /** Which of the three delivered scales this is; the promotion key names it (§4). */
  readonly index: ScaleIndex;
  /** The quantity from which the scale price applies. */
  readonly minimumQuantity: number;
  /** Unit price in cents from `minimumQuantity` on. */
  readonly price: number;
  readonly unit: string | null;
}

const scaleIndexes: readonly ScaleIndex[] = [1, 2, 3];

function readScale(data: ScalePriceData, index: ScaleIndex): ScaleThreshold | null {
  const minimumQuantity = data[`scaleAmount${index}`];
  const price = data[`scalePrice${index}`];
  const unit = data[`scaleUnit${index}`];
  if (typeof minimumQuantity !== 'number' || !Number.isSafeInteger(minimumQuantity)) return null;
  if (minimumQuantity < 1) return null;
  if (typeof price !== 'number' || !Number.isSafeInteger(price) || price < 0) return null;
  const trimmedUnit = typeof unit === 'string' ? unit.trim() : '';
  return { index, minimumQuantity, price, unit: trimmedUnit === '' ? null : trimmedUnit };
}

/**
 * The usable scales, sorted by minimum quantity (then by index). A scale whose amount is not
 * a whole number ≥ 1 or whose price is not whole, non-negative cents is left out, so an
 * empty field in the ERP export simply means "no such scale".
 *
 * @example
 * scaleThresholds({ scaleAmount1: 10, scalePrice1: 899, scaleAmount2: 5, scalePrice2: 949 });
 * // [{ index: 2, minimumQuantity: 5, price: 949, unit: null },
 * //  { index: 1, minimumQuantity: 10, price: 899, unit: null }]
 */
export function scaleThresholds(
  data: ScalePriceData | null | undefined,
): readonly ScaleThreshold[] {
  if (!data) return [];
  return scaleIndexes
    .map((index) => readScale(data, index))
    .filter((threshold): threshold is ScaleThreshold => threshold !== null)
    .sort((a, b) => a.minimumQuantity - b.minimumQuantity || a.index - b.index);
}

/**
 * The scale reached at `quantity`: the highest threshold at or below it, or `null` below the
 * first threshold or for a quantity that is not a number. With two scales at the same
 * minimum quantity, the one with the higher index wins (it comes later in the sort).
 */
export function scaleThresholdAt(
  thresholds: readonly ScaleThreshold[],
  quantity: number,
): ScaleThreshold | null {
  let reached: ScaleThreshold | null = null;
  for (const threshold of thresholds) {
    if (threshold.minimumQuantity <= quantity) reached = threshold;
  }
  return reached;
}

/**
 * The unit price in cents at `quantity`: the reached scale's price, else `basePrice`.
 *
 * @example
 * scaleUnitPrice(scaleThresholds({ scaleAmount1: 3, scalePrice1: 899 }), 4, 999); // 899
 */
export function scaleUnitPrice(
  thresholds: readonly ScaleThreshold[],
  quantity: number,
  basePrice: number,
): number {
  return scaleThresholdAt(thresholds, quantity)?.price ?? basePrice;
}
