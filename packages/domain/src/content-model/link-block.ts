import { z } from 'zod';
import { key, oneOf, text } from './fields';
import { type ContentLink, linkSchema } from './link';

/** A text link (spec §3 Link); rendered only when its link has the data for its type. */
export interface LinkBlock {
  readonly component: 'link';
  readonly _uid: string;
  readonly label: string;
  readonly link: ContentLink | null;
}

export const buttonVariants = ['primary', 'secondary', 'outline'] as const;
export type ButtonVariant = (typeof buttonVariants)[number];

/** A link shown as a button. */
export interface ButtonBlock {
  readonly component: 'button';
  readonly _uid: string;
  readonly label: string;
  readonly link: ContentLink | null;
  readonly variant: ButtonVariant;
}

export const linkBlockSchema: z.ZodType<LinkBlock, unknown> = z
  .object({ _uid: key, label: text, link: linkSchema })
  .transform((fields) => ({ component: 'link' as const, ...fields }));

export const buttonSchema: z.ZodType<ButtonBlock, unknown> = z
  .object({
    _uid: key,
    label: text,
    link: linkSchema,
    variant: oneOf(buttonVariants, 'primary'),
  })
  .transform((fields) => ({ component: 'button' as const, ...fields }));
