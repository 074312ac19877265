import { z } from 'zod';
import { key, oneOf, text } from './fields';
import { type ContentLink, linkSchema } from './link';
import { type RichtextDoc, richtextSchema } from './richtext';

export const bannerBackgrounds = ['brand', 'accent', 'neutral', 'sale'] as const;
export type BannerBackground = (typeof bannerBackgrounds)[number];

/** A strip of text with a link, e.g. above the header (layout banners) or in a page. */
export interface BannerBlock {
  readonly component: 'banner';
  readonly _uid: string;
  readonly text: string;
  readonly link: ContentLink | null;
  readonly background: BannerBackground;
  /** When set, the banner shows only while that layout campaign is active. */
  readonly campaignId: string;
}

/**
 * A banner for one of the layout's campaigns (spec §3 Campaign): shown while the campaign
 * is active; its conditions open in the campaign-conditions dialog (§2 dialogs).
 */
export interface CampaignBannerBlock {
  readonly component: 'campaign_banner';
  readonly _uid: string;
  /** The `id` of a `campaign` in the layout story. */
  readonly campaignId: string;
  readonly label: string;
  readonly conditions: RichtextDoc;
}

export const bannerSchema: z.ZodType<BannerBlock, unknown> = z
  .object({
    _uid: key,
    text,
    link: linkSchema,
    background: oneOf(bannerBackgrounds, 'brand'),
    campaignId: key,
  })
  .transform((fields) => ({ component: 'banner' as const, ...fields }));

export const campaignBannerSchema: z.ZodType<CampaignBannerBlock, unknown> = z
  .object({ _uid: key, campaignId: key, label: text, conditions: richtextSchema })
  .transform((fields) => ({ component: 'campaign_banner' as const, ...fields }));
