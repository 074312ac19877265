import { z } from 'zod';
import { blocksOfType } from './blocks';
import { key, text } from './fields';
import { type RichtextDoc, richtextSchema } from './richtext';

/** One question and its answer. */
export interface AccordionItemBlock {
  readonly component: 'accordion_item';
  readonly _uid: string;
  readonly title: string;
  readonly content: RichtextDoc;
}

/** A list of questions that open one at a time, e.g. the FAQ. */
export interface AccordionBlock {
  readonly component: 'accordion';
  readonly _uid: string;
  readonly title: string;
  readonly items: readonly AccordionItemBlock[];
}

export const accordionItemSchema: z.ZodType<AccordionItemBlock, unknown> = z
  .object({ _uid: key, title: text, content: richtextSchema })
  .transform((fields) => ({ component: 'accordion_item' as const, ...fields }));

export const accordionSchema: z.ZodType<AccordionBlock, unknown> = z
  .object({ _uid: key, title: text, items: blocksOfType(['accordion_item']) })
  .transform((fields) => ({ component: 'accordion' as const, ...fields }));
