import { z } from 'zod';
import { assetSchema, type ContentAsset } from './asset';
import { key, text } from './fields';

/**
 * The shop's meta defaults (§3 Site layout: meta defaults; §2 page titles use a template
 * appended with ' | '): the site name the template appends, and what a page without its
 * own description or image shows.
 */
export interface MetaDefaultsBlock {
  readonly component: 'meta_defaults';
  readonly _uid: string;
  readonly siteName: string;
  readonly description: string;
  readonly ogImage: ContentAsset | null;
}

export const metaDefaultsSchema: z.ZodType<MetaDefaultsBlock, unknown> = z
  .object({ _uid: key, siteName: text, description: text, ogImage: assetSchema })
  .transform((fields) => ({ component: 'meta_defaults' as const, ...fields }));
