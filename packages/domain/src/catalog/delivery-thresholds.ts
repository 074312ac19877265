import type { Company } from '../market/types';

/** The day limits of the delivery message rules (§4), per company. */
export interface DeliveryThresholds {
  /** Max days at or below which delivery is `instant`. */
  readonly instantMaxDays: number;
  /** Max days from which (and below `lateMinDays`) delivery is `soon`. */
  readonly soonMinDays: number;
  /** Max days from which delivery is `late` or, with varying times, `available` (§9: 14). */
  readonly lateMinDays: number;
}

/** §9: the late delivery threshold. */
export const lateDeliveryMinDays = 14;

const otherCompanies: DeliveryThresholds = {
  instantMaxDays: 4,
  soonMinDays: 5,
  lateMinDays: lateDeliveryMinDays,
};

/** §4: company baby is instant up to 3 days and soon from 4; the others up to 4 and from 5. */
export const deliveryThresholds: Readonly<Record<Company, DeliveryThresholds>> = {
  baby: { instantMaxDays: 3, soonMinDays: 4, lateMinDays: lateDeliveryMinDays },
  bm: otherCompanies,
  mh: otherCompanies,
  vital: otherCompanies,
};

/** The thresholds of a company; an unknown company (bad cookie, stale config) gets the others'. */
export function deliveryThresholdsOf(company: Company): DeliveryThresholds {
  // Own keys only: a cookie value such as 'toString' must not reach the object's prototype.
  return Object.hasOwn(deliveryThresholds, company) ? deliveryThresholds[company] : otherCompanies;
}
