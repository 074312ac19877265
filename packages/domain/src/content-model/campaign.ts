import { z } from 'zod';
import type { Campaign, CampaignTrigger } from '../campaign/types';
import { key, listOf, text } from './fields';
import { type ContentLink, linkSchema } from './link';
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
