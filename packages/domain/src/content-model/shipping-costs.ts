import { z } from 'zod';
import { cents, key, listOf, text } from './fields';

/** §9 fallback shipping: freight 14,99. */
export const fallbackFreightCents = 1499;
/** §9 fallback shipping: standard shipping 4,99 from order value 0,00. */
export const fallbackShippingCents = 499;

/**
 * One shipping-cost condition (spec §3 Shipping fallback: label, versandkosten,
 * ab_bestellwert), amounts in cents: `versandkosten` apply from an order value of
 * `ab_bestellwert`.
 */
export interface ShippingCostCondition {
  readonly label: string;
  readonly versandkosten: number;
  readonly ab_bestellwert: number;
}

/** The shop's shipping costs (spec §3 Shipping fallback), amounts in cents. */
export interface ShippingCostsBlock {
  readonly component: 'shipping_costs';
  readonly _uid: string;
  /** Freight for bulky goods. */
  readonly frachtkosten: number;
  /** Ordered by `ab_bestellwert`, lowest first; never empty. */
  readonly versandkostenBedingungen: readonly ShippingCostCondition[];
}

/** The §9 fallback: 14,99 freight; 4,99 standard shipping from 0,00. */
export const fallbackShippingCosts: ShippingCostsBlock = {
  component: 'shipping_costs',
  _uid: '',
  frachtkosten: fallbackFreightCents,
  versandkostenBedingungen: [
    { label: '', versandkosten: fallbackShippingCents, ab_bestellwert: 0 },
  ],
};

const conditionSchema: z.ZodType<ShippingCostCondition, unknown> = z.object({
  label: text,
  versandkosten: cents(fallbackShippingCents),
  ab_bestellwert: cents(0),
});

export const shippingCostsSchema: z.ZodType<ShippingCostsBlock, unknown> = z
  .object({
    _uid: key,
    frachtkosten: cents(fallbackFreightCents),
    versandkostenBedingungen: listOf(conditionSchema),
  })
  .transform((fields) => ({
    component: 'shipping_costs' as const,
    _uid: fields._uid,
    frachtkosten: fields.frachtkosten,
    versandkostenBedingungen:
      fields.versandkostenBedingungen.length === 0
        ? fallbackShippingCosts.versandkostenBedingungen
        : [...fields.versandkostenBedingungen].sort((a, b) => a.ab_bestellwert - b.ab_bestellwert),
  }));

/**
 * The standard shipping cost of an order value in cents: the condition with the highest
 * `ab_bestellwert` the order reaches, else the lowest condition's cost.
 *
 * @example
 * shippingCostFor(fallbackShippingCosts, 2000) // 499
 */
export function shippingCostFor(costs: ShippingCostsBlock, orderValueCents: number): number {
  const conditions = costs.versandkostenBedingungen;
  const reached = conditions.filter((condition) => condition.ab_bestellwert <= orderValueCents);
  const condition = reached.at(-1) ?? conditions[0];
  return condition?.versandkosten ?? fallbackShippingCents;
}
