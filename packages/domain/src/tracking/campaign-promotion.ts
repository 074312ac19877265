import type { PromotionParts } from './types';

/** What a campaign banner's promotion is named by: the layout campaign it shows (§3 Campaign). */
export interface PromotedCampaign {
  readonly id: string;
  readonly name: string;
  readonly headline: string;
}

/** The creative of every campaign banner: the CMS block that shows a layout campaign. */
export const campaignBannerCreative = 'campaign_banner';

/**
 * The promotion a campaign banner shows (§4 view promotion): the campaign's id and name (its
 * headline when it has none), the banner as the creative, and the page's path as its slot, so
 * a report tells the same campaign on the home page from the one on a listing. A slot is at
 * most 100 characters, as GA4 keeps event parameters.
 *
 * @example
 * campaignPromotion({ id: 'willkommen', name: 'Willkommensrabatt', headline: '' }, '/')
 * // { promotionId: 'willkommen', promotionName: 'Willkommensrabatt', creativeName: 'campaign_banner', creativeSlot: '/' }
 */
export function campaignPromotion(campaign: PromotedCampaign, pagePath: string): PromotionParts {
  return {
    promotionId: campaign.id,
    promotionName: campaign.name.trim() || campaign.headline.trim(),
    creativeName: campaignBannerCreative,
    creativeSlot: pagePath.slice(0, 100),
  };
}
