import { z } from 'zod';
import type { LinkTargetOptions } from '../campaign/link-target';
import type { Campaign, CampaignTrigger, CmsLink } from '../campaign/types';
import { key, listOf, text } from './fields';
import { addressLink, type ContentLink, linkSchema } from './link';
import { type RichtextDoc, richtextSchema } from './richtext';

/**
 * A campaign of the layout (spec §3 Campaign): a UTC date window and triggers, read by the
 * domain's campaign rules (`isCampaignActive`), and what the campaign shows.
 */
export interface CampaignBlock extends Campaign {
  readonly component: 'campaign';
  readonly _uid: string;
  /** The key banners and campaign banners refer to. */
  readonly id: string;
  readonly name: string;
  readonly headline: string;
  readonly text: string;
  readonly link: ContentLink | null;
  /** The conditions shown in the campaign-conditions dialog. */
  readonly conditions: RichtextDoc;
  /** The voucher code the campaign hands out (its banner shows it to copy); `''` without one. */
  readonly voucherCode: string;
  readonly dateFrom: string | null;
  readonly dateTo: string | null;
  readonly triggers: readonly CampaignTrigger[];
}

const nullableText = z
  .string()
  .transform((value) => value.trim())
  .catch('')
  .transform((value) => (value === '' ? null : value));

const triggerSchema: z.ZodType<CampaignTrigger, unknown> = z.object({
  type: z.string().trim().min(1),
  value: z.union([z.string(), z.number(), z.boolean()]).nullable().catch(null),
});

export const campaignSchema: z.ZodType<CampaignBlock, unknown> = z
  .object({
    _uid: key,
    id: key,
    name: text,
    headline: text,
    text,
    link: linkSchema,
    conditions: richtextSchema,
    voucherCode: key,
    dateFrom: nullableText,
    dateTo: nullableText,
    triggers: listOf(triggerSchema),
  })
  .transform((fields) => ({
    component: 'campaign' as const,
    ...fields,
    // A campaign without its own id is addressed by its block id.
    id: fields.id || fields._uid,
  }));

/**
 * What a banner reads of its campaign (§3 Campaign, §2 campaign-conditions dialog): the window
 * and triggers `isCampaignActive` reads, the texts, the link and the conditions.
 */
export interface BannerCampaign extends Campaign {
  readonly id: string;
  readonly name: string;
  readonly headline: string;
  readonly text: string;
  readonly link: CmsLink | null;
  readonly conditions: RichtextDoc;
  /** The campaign's voucher code, only when it has one. */
  readonly voucherCode?: string;
}

const noConditions: RichtextDoc = { type: 'doc', content: [] };

/**
 * A campaign as a published page sends it to its banners: what they read (`BannerCampaign`),
 * not the CMS block. Its link is the address it leads to (`addressLink`); its window and
 * triggers only when set; its conditions only when a banner on the page shows them (a
 * campaign banner with conditions of its own shows those).
 *
 * @example
 * bannerCampaign(campaign, { linkOptions: { normaliseStorySlug: storyPagePath }, showsConditions: false });
 * // { id: 'willkommen', name: 'Willkommensrabatt', …, link: { linktype: 'url', url: '/kinderwagen/' },
 * //   conditions: { type: 'doc', content: [] }, dateFrom: '2026-01-01 00:00' }
 */
export function bannerCampaign(
  campaign: CampaignBlock,
  options: { readonly linkOptions?: LinkTargetOptions; readonly showsConditions: boolean },
): BannerCampaign {
  const { id, name, headline, text, conditions, voucherCode, dateFrom, dateTo, triggers } =
    campaign;
  return {
    id,
    name,
    headline,
    text,
    link: addressLink(campaign.link, options.linkOptions),
    conditions: options.showsConditions ? conditions : noConditions,
    ...(voucherCode === '' ? {} : { voucherCode }),
    ...(dateFrom === null ? {} : { dateFrom }),
    ...(dateTo === null ? {} : { dateTo }),
    ...(triggers.length === 0 ? {} : { triggers }),
  };
}
