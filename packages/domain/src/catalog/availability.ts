import type { Bvc, Logistics, Variant } from '../entities';
import { maxDeliveryDays } from './delivery-days';

/** §4: code 2 with a maximum delivery of this many days or more is a preorder. */
export const preorderMinDays = 999;

/**
 * The availability code BVC (§4) from what the engine sent: 1 to 4, as a number or numeric
 * text; anything else is null (unknown), which every rule here treats as not buyable.
 */
export function availabilityCode(raw: unknown): Bvc | null {
  const code = typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : raw;
  return code === 1 || code === 2 || code === 3 || code === 4 ? code : null;
}

/** §4: codes 1 and 2 are buyable; 3 (not deliverable), 4 (sold out) and unknown codes are not. */
export function isBuyableCode(raw: unknown): boolean {
  const code = availabilityCode(raw);
  return code === 1 || code === 2;
}

/** Whether a variant can be bought (§4), read from its logistics' BVC. */
export function isBuyableVariant(variant: Pick<Variant, 'logistics'> | null | undefined): boolean {
  return isBuyableCode(variant?.logistics?.bvc);
}

/**
 * §4: code 2 with a maximum delivery of 999 days or more is a preorder.
 *
 * @example
 * isPreorder({ bvc: 2, deliveryDaysFrom: 10, deliveryDaysTo: 999 }); // true
 */
export function isPreorder(
  logistics: Pick<Logistics, 'bvc' | 'deliveryDaysFrom' | 'deliveryDaysTo'> | null | undefined,
): boolean {
  if (availabilityCode(logistics?.bvc) !== 2) return false;
  const maxDays = maxDeliveryDays(logistics);
  return maxDays !== null && maxDays >= preorderMinDays;
}
