import { z } from 'zod';
import { blocksOfType } from './blocks';
import { flag, key, text } from './fields';
import type { LinkBlock } from './link-block';

/** A column of the footer: a title and its links. */
export interface FooterColumnBlock {
  readonly component: 'footer_column';
  readonly _uid: string;
  readonly title: string;
  readonly links: readonly LinkBlock[];
}

/** A subject of the contact form (§3 Site layout: contact subjects). */
export interface ContactSubjectBlock {
  readonly component: 'contact_subject';
  readonly _uid: string;
  /** Sent with the message; stable across languages. */
  readonly key: string;
  readonly label: string;
  /** The form asks for an order number with this subject. */
  readonly requiresOrderNumber: boolean;
}

export const footerColumnSchema: z.ZodType<FooterColumnBlock, unknown> = z
  .object({ _uid: key, title: text, links: blocksOfType(['link']) })
  .transform((fields) => ({ component: 'footer_column' as const, ...fields }));

export const contactSubjectSchema: z.ZodType<ContactSubjectBlock, unknown> = z
  .object({ _uid: key, key, label: text, requiresOrderNumber: flag(false) })
  .transform((fields) => ({
    component: 'contact_subject' as const,
    ...fields,
    key: fields.key || fields._uid,
  }));
