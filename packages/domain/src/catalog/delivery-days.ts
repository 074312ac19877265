import type { Logistics } from '../entities';

/** A variant's delivery time in whole days, earliest first. */
export interface DeliveryDays {
  readonly from: number;
  readonly to: number;
}

function wholeDays(raw: unknown): number | null {
  const days = typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : raw;
  if (typeof days !== 'number' || !Number.isFinite(days)) return null;
  // A promise of 3.5 days is a promise of 4; a negative time is "now".
  return Math.max(0, Math.ceil(days));
}

/**
 * The delivery days of a variant as whole, non-negative days (fractions round up, so a
 * shopper is never promised less than the data says). Null when the maximum is unknown; an
 * unknown minimum is taken to equal the maximum, and a minimum above the maximum is swapped.
 *
 * @example
 * deliveryDays({ deliveryDaysFrom: 2, deliveryDaysTo: 3.2 }); // { from: 2, to: 4 }
 */
export function deliveryDays(
  logistics: Pick<Logistics, 'deliveryDaysFrom' | 'deliveryDaysTo'> | null | undefined,
): DeliveryDays | null {
  const to = wholeDays(logistics?.deliveryDaysTo);
  if (to === null) return null;
  const from = wholeDays(logistics?.deliveryDaysFrom) ?? to;
  return { from: Math.min(from, to), to: Math.max(from, to) };
}

/** The maximum delivery days (§4 "max days"), or null when unknown. */
export function maxDeliveryDays(
  logistics: Pick<Logistics, 'deliveryDaysFrom' | 'deliveryDaysTo'> | null | undefined,
): number | null {
  return deliveryDays(logistics)?.to ?? null;
}

/** Whether two delivery times are the same; two unknown times count as the same. */
export function isSameDeliveryDays(a: DeliveryDays | null, b: DeliveryDays | null): boolean {
  if (a === null || b === null) return a === b;
  return a.from === b.from && a.to === b.to;
}
