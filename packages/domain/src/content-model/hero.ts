import { z } from 'zod';
import { assetSchema, type ContentAsset } from './asset';
import { blocksOfType } from './blocks';
import { key, text } from './fields';
import type { ButtonBlock, LinkBlock } from './link-block';

/** The large stage at the top of a page: headline, text, image and call-to-action links. */
export interface HeroBlock {
  readonly component: 'hero';
  readonly _uid: string;
  readonly headline: string;
  readonly text: string;
  readonly image: ContentAsset | null;
  readonly ctas: readonly (LinkBlock | ButtonBlock)[];
}

export const heroSchema: z.ZodType<HeroBlock, unknown> = z
  .object({
    _uid: key,
    headline: text,
    text,
    image: assetSchema,
    ctas: blocksOfType(['link', 'button']),
  })
  .transform((fields) => ({ component: 'hero' as const, ...fields }));
