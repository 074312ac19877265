/**
 * The unit (base) price of an article, e.g. "12,99 € / 1 l" (spec §3 reference withTax, unit,
 * size; §9 units LI = l, QM = m²).
 */
import { displayUnit } from '../catalog/display-unit';
import type { ReferencePrice } from '../entities/product';

/**
 * The label for a unit code: LI → l, QM → m² (case-insensitive). Other codes are shown as
 * delivered, trimmed, because hiding a base price is worse than showing a raw unit code;
 * an empty or missing code is `null`.
 */
export function unitLabel(code: string | null | undefined): string | null {
  if (typeof code !== 'string') return null;
  const label = displayUnit(code.trim());
  return label === '' ? null : label;
}

export interface UnitPrice {
  /** Cents for `amount` units. */
  readonly price: number;
  /** Display label of the unit, e.g. `l`. */
  readonly unit: string;
  /** How many units the price is for, e.g. 1 or 100. */
  readonly amount: number;
}

/**
 * The unit price to show, or `null` when the reference is missing or unusable (price not a
 * whole, non-negative number of cents; size not a positive finite number; no unit).
 *
 * @example
 * unitPrice({ withTax: 1299, unit: 'LI', size: 1 }); // { price: 1299, unit: 'l', amount: 1 }
 */
export function unitPrice(reference: ReferencePrice | null | undefined): UnitPrice | null {
  if (!reference) return null;
  const { withTax, size } = reference;
  if (!Number.isSafeInteger(withTax) || withTax < 0) return null;
  if (typeof size !== 'number' || !Number.isFinite(size) || size <= 0) return null;
  const unit = unitLabel(reference.unit);
  if (unit === null) return null;
  return { price: withTax, unit, amount: size };
}
