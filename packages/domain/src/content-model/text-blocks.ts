import { z } from 'zod';
import { integer, key, text } from './fields';
import { type RichtextDoc, richtextSchema } from './richtext';

/** A heading of level 1 to 4 (anything else gives 2). */
export interface HeadlineBlock {
  readonly component: 'headline';
  readonly _uid: string;
  readonly level: 1 | 2 | 3 | 4;
  readonly text: string;
}

/** Plain text; line breaks are kept. */
export interface TextBlock {
  readonly component: 'text';
  readonly _uid: string;
  readonly text: string;
}

/** Storyblok rich text with every node type of spec §3, embedded components included. */
export interface RichtextBlock {
  readonly component: 'richtext';
  readonly _uid: string;
  readonly content: RichtextDoc;
}

export const headlineSchema: z.ZodType<HeadlineBlock, unknown> = z
  .object({
    _uid: key,
    level: integer(2, 1, 4).transform((value) => value as HeadlineBlock['level']),
    text,
  })
  .transform((fields) => ({ component: 'headline' as const, ...fields }));

export const textSchema: z.ZodType<TextBlock, unknown> = z
  .object({ _uid: key, text })
  .transform((fields) => ({ component: 'text' as const, ...fields }));

export const richtextBlockSchema: z.ZodType<RichtextBlock, unknown> = z
  .object({ _uid: key, content: richtextSchema })
  .transform((fields) => ({ component: 'richtext' as const, ...fields }));
