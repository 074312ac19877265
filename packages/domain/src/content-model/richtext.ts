import { z } from 'zod';
import type { ContentBlock } from './blocks';
import { parseBlockList } from './blocks';

/** The node types of Storyblok rich text (spec §3 Content story: rich text nodes). */
export const richtextNodeTypes = [
  'paragraph',
  'heading',
  'blockquote',
  'bullet_list',
  'ordered_list',
  'list_item',
  'code_block',
  'horizontal_rule',
  'hard_break',
  'image',
  'emoji',
  'table',
  'tableRow',
  'tableHeader',
  'tableCell',
] as const;
export type RichtextElementType = (typeof richtextNodeTypes)[number];

export const richtextMarkTypes = [
  'bold',
  'italic',
  'strike',
  'underline',
  'code',
  'link',
  'styled',
  'superscript',
  'subscript',
  'highlight',
  'textStyle',
  'anchor',
] as const;
export type RichtextMarkType = (typeof richtextMarkTypes)[number];

/** Attribute values as rich text carries them; nested objects are not kept. */
export type RichtextAttrs = Readonly<Record<string, string | number | boolean | null>>;

export interface RichtextMark {
  readonly type: RichtextMarkType;
  readonly attrs: RichtextAttrs;
}

export interface RichtextText {
  readonly type: 'text';
  readonly text: string;
  readonly marks: readonly RichtextMark[];
}

/** Embedded components (`blok`): blocks of the content model inside the text. */
export interface RichtextBlok {
  readonly type: 'blok';
  readonly blocks: readonly ContentBlock[];
}

export interface RichtextElement {
  readonly type: RichtextElementType;
  readonly attrs: RichtextAttrs;
  readonly content: readonly RichtextNode[];
}

export type RichtextNode = RichtextText | RichtextBlok | RichtextElement;

export interface RichtextDoc {
  readonly type: 'doc';
  readonly content: readonly RichtextNode[];
}

/** Rich text nested deeper than this is cut off: no editor builds it, and recursion is finite. */
const maxDepth = 32;

const nodeTypes: ReadonlySet<string> = new Set(richtextNodeTypes);
const markTypes: ReadonlySet<string> = new Set(richtextMarkTypes);

function isRecord(value: unknown): value is Readonly<Record<string, unknown>> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function attrsOf(value: unknown): RichtextAttrs {
  if (!isRecord(value)) return {};
  const entries = Object.entries(value).filter(
    ([, attr]) => attr === null || ['string', 'number', 'boolean'].includes(typeof attr),
  ) as [string, string | number | boolean | null][];
  return Object.fromEntries(entries);
}

function marksOf(value: unknown): RichtextMark[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((mark) =>
    isRecord(mark) && typeof mark.type === 'string' && markTypes.has(mark.type)
      ? [{ type: mark.type as RichtextMarkType, attrs: attrsOf(mark.attrs) }]
      : [],
  );
}

function nodesOf(value: unknown, depth: number): RichtextNode[] {
  if (!Array.isArray(value) || depth > maxDepth) return [];
  return value.flatMap((node) => {
    const parsed = nodeOf(node, depth);
    return parsed === null ? [] : [parsed];
  });
}

function nodeOf(node: unknown, depth: number): RichtextNode | null {
  if (!isRecord(node) || typeof node.type !== 'string') return null;
  if (node.type === 'text') {
    return typeof node.text === 'string' && node.text !== ''
      ? { type: 'text', text: node.text, marks: marksOf(node.marks) }
      : null;
  }
  if (node.type === 'blok') {
    const body = isRecord(node.attrs) ? node.attrs.body : undefined;
    return { type: 'blok', blocks: parseBlockList(body) };
  }
  if (!nodeTypes.has(node.type)) return null;
  return {
    type: node.type as RichtextElementType,
    attrs: attrsOf(node.attrs),
    content: nodesOf(node.content, depth + 1),
  };
}

/** Plain text typed where rich text was expected: one paragraph per blank-line block. */
function docFromText(value: string): RichtextDoc {
  const paragraphs = value
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '');
  return {
    type: 'doc',
    content: paragraphs.map((paragraph) => ({
      type: 'paragraph',
      attrs: {},
      content: [{ type: 'text', text: paragraph, marks: [] }],
    })),
  };
}

/**
 * Reads a Storyblok rich-text field. Unknown node and mark types, text nodes without text
 * and non-scalar attributes are dropped; embedded components are read as blocks; a plain
 * string becomes paragraphs; anything else is an empty document. Never throws.
 */
export function parseRichtext(value: unknown): RichtextDoc {
  if (typeof value === 'string') return docFromText(value);
  if (!isRecord(value) || value.type !== 'doc') return { type: 'doc', content: [] };
  return { type: 'doc', content: nodesOf(value.content, 0) };
}

export const richtextSchema: z.ZodType<RichtextDoc, unknown> = z
  .unknown()
  .optional()
  .transform(parseRichtext);

/** Whether a document has no visible content. */
export function isEmptyRichtext(doc: RichtextDoc): boolean {
  return doc.content.length === 0;
}
