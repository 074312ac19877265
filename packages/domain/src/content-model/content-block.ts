import { z } from 'zod';
import { blockList, type ContentBlock } from './blocks';
import { key, oneOf, text } from './fields';

/**
 * What a content block is for (§2 special content: no-results page, thank-you-expired page,
 * checkout content block, basket content block, login content block; §2 page resolution: the
 * fallback page).
 */
export const contentBlockPurposes = [
  'noResults',
  'thankYouExpired',
  'checkout',
  'basket',
  'login',
  'notFound',
  'general',
] as const;
export type ContentBlockPurpose = (typeof contentBlockPurposes)[number];

/** Content the shop shows inside one of its own screens. */
export interface ContentBlockBlock {
  readonly component: 'content_block';
  readonly _uid: string;
  readonly purpose: ContentBlockPurpose;
  readonly title: string;
  readonly body: readonly ContentBlock[];
}

export const contentBlockSchema: z.ZodType<ContentBlockBlock, unknown> = z
  .object({
    _uid: key,
    purpose: oneOf(contentBlockPurposes, 'general'),
    title: text,
    body: blockList(),
  })
  .transform((fields) => ({ component: 'content_block' as const, ...fields }));
