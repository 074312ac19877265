import type { Currency } from '@vitrine/domain';
import type { PriceHistoryRow } from './catalog-rows';
import { shelfPrice } from './prices';
import type { Random } from './random';

const dayMs = 86_400_000;

/**
 * When an article's prices changed: the same schedule for all its variants and shops (a
 * campaign or a reduction is the article's). Drawn up front from a source of the article's
 * own, so the schedule is the same for the same seed and the rest of the catalog stays what
 * it was.
 */
export interface PriceSchedule {
  /** The reduction's (last step's) start; null for an article without a reduction. */
  readonly reductionStart: Date | null;
  /** A first, smaller step of a reduction in steps (§ 11 (3) PAngV), before `reductionStart`. */
  readonly firstStep: { readonly at: Date; readonly share: number } | null;
  /** A short campaign at a lower price before the reduction, or null. */
  readonly campaign: { readonly from: Date; readonly to: Date; readonly cut: number } | null;
}

/**
 * The demo's price changes of a reduced article: the reduction began 2–25 days before the
 * catalog date, one in four in two steps; half of them had a short campaign of 3–6 days in
 * the weeks before, so that the lowest price of the 30 days before the reduction is not
 * always the regular one. An article younger than its schedule was launched at the reduced
 * price (no prior price).
 */
export function priceSchedule(
  random: Random,
  reduced: boolean,
  createdAt: Date,
  catalogDate: Date,
): PriceSchedule {
  const reductionDays = random.int(2, 25);
  const staged = random.chance(0.25);
  const stepDays = random.int(3, 10);
  const withCampaign = random.chance(0.5);
  const campaignLead = random.int(8, 28);
  const campaignDays = random.int(3, 6);
  const cut = random.pick([0.05, 0.1, 0.15]);
  if (!reduced) return { reductionStart: null, firstStep: null, campaign: null };
  // Price changes take effect at 6 in the morning (UTC), as a shop's nightly price run would.
  const reductionStart = new Date(catalogDate.getTime() - reductionDays * dayMs + 6 * 3_600_000);
  const stepAt = new Date(reductionStart.getTime() - stepDays * dayMs);
  const firstStep = staged && stepAt > createdAt ? { at: stepAt, share: 0.5 } : null;
  const episodeStart = firstStep?.at ?? reductionStart;
  const campaignFrom = new Date(episodeStart.getTime() - campaignLead * dayMs);
  const campaignTo = new Date(campaignFrom.getTime() + campaignDays * dayMs);
  const campaign =
    withCampaign && campaignFrom > createdAt && campaignTo < episodeStart
      ? { from: campaignFrom, to: campaignTo, cut }
      : null;
  return { reductionStart, firstStep, campaign };
}

/**
 * One variant's price history in one shop, oldest first: its regular price from the article's
 * creation, and for a reduced article the campaign, the steps and the reduced price of its
 * schedule. The last entry is always the price the shop sells at (`withTax`).
 */
export function priceHistoryRows(input: {
  readonly shopId: number;
  readonly variantId: number;
  readonly currency: Currency;
  readonly regular: number;
  readonly withTax: number;
  readonly reduction: number | null;
  readonly createdAt: Date;
  readonly schedule: PriceSchedule;
}): PriceHistoryRow[] {
  const { shopId, variantId, schedule } = input;
  const row = (at: Date, withTax: number): PriceHistoryRow => ({
    shopId,
    variantId,
    validFrom: at.toISOString(),
    withTax,
  });
  const start = schedule.reductionStart;
  if (input.reduction === null || start === null || start <= input.createdAt) {
    return [row(input.createdAt, input.withTax)];
  }
  const rows = [row(input.createdAt, input.regular)];
  const { campaign, firstStep } = schedule;
  // A campaign takes off less than the reduction does, and only one that rounds to a price
  // between the two is one.
  const campaignPrice =
    campaign === null
      ? null
      : shelfPrice(
          input.regular * (1 - Math.min(campaign.cut, input.reduction * 0.5)),
          input.currency,
        );
  if (
    campaign !== null &&
    campaignPrice !== null &&
    campaignPrice < input.regular &&
    campaignPrice > input.withTax
  ) {
    rows.push(row(campaign.from, campaignPrice));
    rows.push(row(campaign.to, input.regular));
  }
  if (firstStep !== null) {
    const partly = shelfPrice(
      input.regular * (1 - input.reduction * firstStep.share),
      input.currency,
    );
    // A step that rounds to either end is no step of its own.
    if (partly < input.regular && partly > input.withTax) rows.push(row(firstStep.at, partly));
  }
  rows.push(row(start, input.withTax));
  return rows;
}
