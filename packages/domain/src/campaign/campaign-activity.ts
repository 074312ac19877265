import { campaignTriggerMatches, isBlankCampaignTrigger } from './campaign-trigger';
import { isWithinCampaignWindow } from './campaign-window';
import type { Campaign, CampaignPageContext } from './types';

/**
 * Whether a campaign runs on this page now (§3 Campaign/trigger): `now` lies in its UTC
 * window and at least one of its triggers matches the page. Triggers combine with "any"
 * because editors list alternative places ("these brands, or these products"), and a
 * campaign meant for several kinds of pages would otherwise need one copy per kind.
 * A campaign without triggers — or with only blank ones — runs on every page of its window.
 *
 * @example
 * isCampaignActive(
 *   { dateTo: '2025-12-24', triggers: [{ type: 'marke', value: 'Nido' }] },
 *   { brand: 'nido' },
 *   new Date('2025-12-01T00:00:00Z'),
 * ) // true
 */
export function isCampaignActive(
  campaign: Campaign | null | undefined,
  page: CampaignPageContext | null | undefined,
  now: Date | number,
): boolean {
  if (!campaign || !isWithinCampaignWindow(campaign, now)) return false;
  const triggers = (Array.isArray(campaign.triggers) ? campaign.triggers : []).filter(
    (trigger) => !isBlankCampaignTrigger(trigger),
  );
  return (
    triggers.length === 0 || triggers.some((trigger) => campaignTriggerMatches(trigger, page ?? {}))
  );
}

/** The campaigns that run on this page now, in their CMS order. */
export function activeCampaigns<TCampaign extends Campaign>(
  campaigns: readonly TCampaign[] | null | undefined,
  page: CampaignPageContext | null | undefined,
  now: Date | number,
): readonly TCampaign[] {
  return (Array.isArray(campaigns) ? campaigns : []).filter((campaign) =>
    isCampaignActive(campaign, page, now),
  );
}
