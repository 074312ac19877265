import type { Logistics } from '../entities';
import type { Company } from '../market/types';
import { availabilityCode, isPreorder } from './availability';
import { deliveryDays } from './delivery-days';
import { deliveryThresholdsOf } from './delivery-thresholds';

/** Above this many weeks the late message shows "> 5" (§4). */
export const lateWeeksShownUpTo = 5;

/**
 * What the shopper reads about delivery (§4): a message key plus its values. `preorder` is
 * true for code 2 with 999 or more days.
 */
export type DeliveryMessage =
  | { readonly key: 'delivery.none'; readonly preorder: false }
  | { readonly key: 'delivery.sold'; readonly preorder: false }
  | {
      readonly key: 'delivery.late';
      readonly weeks: number;
      readonly weeksDisplay: string;
      readonly preorder: boolean;
    }
  | { readonly key: 'delivery.download'; readonly preorder: false }
  | {
      readonly key: 'delivery.instant' | 'delivery.soon';
      readonly daysFrom: number;
      readonly daysTo: number;
      readonly preorder: false;
    }
  | { readonly key: 'delivery.available'; readonly preorder: boolean };

export type DeliveryMessageKey = DeliveryMessage['key'];

export interface DeliveryMessageContext {
  readonly company: Company;
  /** Whether the product's buyable variants differ in delivery days (`hasVaryingDeliveryTimes`). */
  readonly varyingDeliveryTimes: boolean;
}

/**
 * The delivery message of a variant, rules applied in the order of §4:
 * 1. code 3 → `none`, code 4 → `sold` (an unknown code reads as 3);
 * 2. max days ≥ 14 without varying times → `late`, weeks = round(days / 7), shown "> 5" above 5;
 * 3. 0 to 0 days → `download`;
 * 4. max days ≤ 3 (baby) or ≤ 4 (others) → `instant`;
 * 5. max days ≥ 4 (baby) or ≥ 5 (others) and < 14 → `soon`;
 * 6. max days ≥ 14 with varying times → `available`.
 * A buyable variant whose delivery days are unknown also gets `available`: it can be bought,
 * but no time can be promised.
 *
 * @example
 * deliveryMessage({ bvc: 1, deliveryDaysFrom: 14, deliveryDaysTo: 21 }, { company: 'vital', varyingDeliveryTimes: false });
 * // { key: 'delivery.late', weeks: 3, weeksDisplay: '3', preorder: false }
 */
export function deliveryMessage(
  logistics: Pick<Logistics, 'bvc' | 'deliveryDaysFrom' | 'deliveryDaysTo'> | null | undefined,
  context: DeliveryMessageContext,
): DeliveryMessage {
  const code = availabilityCode(logistics?.bvc);
  if (code === 4) return { key: 'delivery.sold', preorder: false };
  if (code !== 1 && code !== 2) return { key: 'delivery.none', preorder: false };

  const preorder = isPreorder(logistics);
  const days = deliveryDays(logistics);
  if (days === null) return { key: 'delivery.available', preorder };

  const thresholds = deliveryThresholdsOf(context.company);
  if (days.to >= thresholds.lateMinDays && !context.varyingDeliveryTimes) {
    const weeks = Math.round(days.to / 7);
    const weeksDisplay = weeks > lateWeeksShownUpTo ? `> ${lateWeeksShownUpTo}` : String(weeks);
    return { key: 'delivery.late', weeks, weeksDisplay, preorder };
  }
  if (days.from === 0 && days.to === 0) return { key: 'delivery.download', preorder: false };
  if (days.to <= thresholds.instantMaxDays) {
    return { key: 'delivery.instant', daysFrom: days.from, daysTo: days.to, preorder: false };
  }
  if (days.to >= thresholds.soonMinDays && days.to < thresholds.lateMinDays) {
    return { key: 'delivery.soon', daysFrom: days.from, daysTo: days.to, preorder: false };
  }
  return { key: 'delivery.available', preorder };
}
