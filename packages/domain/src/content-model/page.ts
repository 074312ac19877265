import { z } from 'zod';
import { assetSchema, type ContentAsset } from './asset';
import { blockList, type ContentBlock } from './blocks';
import { integer, key, oneOf, text } from './fields';
import { type ContentLink, linkSchema } from './link';

/** A content page (spec §3 CMS page: title, og fields, description, robots, canonical). */
export interface PageBlock {
  readonly component: 'page';
  readonly _uid: string;
  readonly body: readonly ContentBlock[];
  readonly title: string;
  readonly description: string;
  readonly ogTitle: string;
  readonly ogDescription: string;
  readonly ogImage: ContentAsset | null;
  /** E.g. `noindex,follow`; `''` leaves the shop's default. */
  readonly robots: string;
  readonly canonical: ContentLink | null;
}

export const sectionBackgrounds = ['none', 'light', 'accent', 'dark'] as const;
export type SectionBackground = (typeof sectionBackgrounds)[number];

export interface SectionBlock {
  readonly component: 'section';
  readonly _uid: string;
  readonly title: string;
  readonly background: SectionBackground;
  readonly blocks: readonly ContentBlock[];
}

export interface GridBlock {
  readonly component: 'grid';
  readonly _uid: string;
  /** 1 to 4 columns on wide screens; anything else gives 2. */
  readonly columns: 1 | 2 | 3 | 4;
  readonly blocks: readonly ContentBlock[];
}

export const pageSchema: z.ZodType<PageBlock, unknown> = z
  .object({
    _uid: key,
    body: blockList(),
    title: text,
    description: text,
    ogTitle: text,
    ogDescription: text,
    ogImage: assetSchema,
    robots: key,
    canonical: linkSchema,
  })
  .transform((fields) => ({ component: 'page' as const, ...fields }));

export const sectionSchema: z.ZodType<SectionBlock, unknown> = z
  .object({
    _uid: key,
    title: text,
    background: oneOf(sectionBackgrounds, 'none'),
    blocks: blockList(),
  })
  .transform((fields) => ({ component: 'section' as const, ...fields }));

export const gridSchema: z.ZodType<GridBlock, unknown> = z
  .object({
    _uid: key,
    columns: integer(2, 1, 4).transform((value) => value as GridBlock['columns']),
    blocks: blockList(),
  })
  .transform((fields) => ({ component: 'grid' as const, ...fields }));
