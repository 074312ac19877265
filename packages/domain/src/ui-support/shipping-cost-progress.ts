/**
 * The basket's shipping-cost progress dialog (spec §2): which shipping cost applies to the
 * order value now, and how much more it takes to reach the next, cheaper step of the shop's
 * shipping-cost conditions (§3 Shipping fallback, §9: 4,99 from 0,00 unless the CMS says
 * otherwise). Amounts are integer cents.
 */
import type { ShippingCostCondition } from '../content-model/shipping-costs';

export interface ShippingCostStep {
  /** Order value in cents from which this step applies. */
  readonly threshold: number;
  /** Shipping cost in cents at this step; 0 is free shipping. */
  readonly cost: number;
  /** What is missing to reach it, in cents. */
  readonly remaining: number;
}

export interface ShippingCostProgress {
  /** Shipping cost in cents for the order value now. */
  readonly cost: number;
  /** The next cheaper step, or null when none is left. */
  readonly next: ShippingCostStep | null;
  /** Share of the way to the next step, 0 to 1; 1 when none is left. */
  readonly share: number;
}

const amount = (value: number): number =>
  Number.isFinite(value) ? Math.max(0, Math.round(value)) : 0;

/**
 * Where an order value stands among the shipping-cost conditions. The condition with the
 * highest threshold at or below the value applies (the lowest one when the value is below
 * all); the next step is the first higher threshold with a lower cost. An empty list has no
 * steps and costs nothing.
 *
 * @example
 * shippingCostProgress(3500, [
 *   { label: '', versandkosten: 499, ab_bestellwert: 0 },
 *   { label: '', versandkosten: 0, ab_bestellwert: 5000 },
 * ]); // { cost: 499, next: { threshold: 5000, cost: 0, remaining: 1500 }, share: 0.7 }
 */
export function shippingCostProgress(
  orderValue: number,
  conditions: readonly ShippingCostCondition[],
): ShippingCostProgress {
  const value = amount(orderValue);
  const steps = [...conditions]
    .map((condition) => ({
      threshold: amount(condition.ab_bestellwert),
      cost: amount(condition.versandkosten),
    }))
    .sort((a, b) => a.threshold - b.threshold);
  const applying = steps.filter((step) => step.threshold <= value).at(-1) ?? steps[0];
  if (applying === undefined) return { cost: 0, next: null, share: 1 };
  const next = steps.find((step) => step.threshold > value && step.cost < applying.cost);
  if (next === undefined) return { cost: applying.cost, next: null, share: 1 };
  return {
    cost: applying.cost,
    next: { ...next, remaining: next.threshold - value },
    share: value / next.threshold,
  };
}

/** One step of the shop's shipping costs as the basket lists them (the shipping-cost rule). */
export interface ShippingCostRuleStep {
  /** The CMS's name of the step (`label`, e.g. "Standardversand"). */
  readonly label: string;
  /** Order value in cents from which the step applies. */
  readonly threshold: number;
  /** Shipping cost in cents at this step; 0 is free shipping. */
  readonly cost: number;
  /** Whether it is the step the order value has now. */
  readonly applies: boolean;
}

/**
 * The shop's shipping-cost steps by order value, lowest first, the one the order value has
 * marked: the same rule as `shippingCostProgress` (the highest threshold at or below the
 * value; the lowest one when the value is below all).
 *
 * @example
 * shippingCostRule(3500, [
 *   { label: 'Gratis', versandkosten: 0, ab_bestellwert: 5000 },
 *   { label: 'Standard', versandkosten: 499, ab_bestellwert: 0 },
 * ]);
 * // [{ label: 'Standard', threshold: 0, cost: 499, applies: true },
 * //  { label: 'Gratis', threshold: 5000, cost: 0, applies: false }]
 */
export function shippingCostRule(
  orderValue: number,
  conditions: readonly ShippingCostCondition[],
): readonly ShippingCostRuleStep[] {
  const value = amount(orderValue);
  const steps = conditions
    .map((condition) => ({
      label: condition.label.trim(),
      threshold: amount(condition.ab_bestellwert),
      cost: amount(condition.versandkosten),
    }))
    .sort((a, b) => a.threshold - b.threshold);
  const applying = steps.filter((step) => step.threshold <= value).at(-1) ?? steps[0];
  return steps.map((step) => ({ ...step, applies: step === applying }));
}
