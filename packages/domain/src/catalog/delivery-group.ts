import type { Logistics } from '../entities';
import { availabilityCode } from './availability';
import { deliveryDays } from './delivery-days';

/** §4: grouping counts weeks up to 6. */
export const deliveryGroupMaxWeeks = 6;

/**
 * The delivery grouping weight of §4, for ordering basket items by delivery: weeks =
 * round(max days / 7) capped at 6, weight = weeks × 5; codes 3 and 4 weigh 999 × code. An
 * unknown code weighs as 3 and unknown days as the 6-week cap, so doubtful items sort last
 * among their kind.
 *
 * @example
 * deliveryGroupWeight({ bvc: 1, deliveryDaysFrom: 7, deliveryDaysTo: 10 }); // 5
 * deliveryGroupWeight({ bvc: 4, deliveryDaysFrom: 0, deliveryDaysTo: 0 }); // 3996
 */
export function deliveryGroupWeight(
  logistics: Pick<Logistics, 'bvc' | 'deliveryDaysFrom' | 'deliveryDaysTo'> | null | undefined,
): number {
  const code = availabilityCode(logistics?.bvc);
  if (code === 4) return 999 * 4;
  if (code !== 1 && code !== 2) return 999 * 3;
  const maxDays = deliveryDays(logistics)?.to;
  const weeks =
    maxDays === undefined
      ? deliveryGroupMaxWeeks
      : Math.min(Math.round(maxDays / 7), deliveryGroupMaxWeeks);
  return weeks * 5;
}

/** Items of one delivery group. */
export interface DeliveryGroup<T> {
  readonly weight: number;
  readonly items: readonly T[];
}

/**
 * Groups items by {@link deliveryGroupWeight}, lightest (soonest) group first, items keeping
 * their order within a group.
 *
 * @example
 * groupByDelivery(basket.items, (item) => item.variant.logistics);
 */
export function groupByDelivery<T>(
  items: readonly T[],
  logisticsOf: (item: T) => Parameters<typeof deliveryGroupWeight>[0],
): readonly DeliveryGroup<T>[] {
  const groups = new Map<number, T[]>();
  for (const item of items) {
    const weight = deliveryGroupWeight(logisticsOf(item));
    groups.set(weight, [...(groups.get(weight) ?? []), item]);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => a - b)
    .map(([weight, grouped]) => ({ weight, items: grouped }));
}
