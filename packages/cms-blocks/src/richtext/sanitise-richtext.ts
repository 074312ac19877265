import {
  type ContentBlock,
  type LinkTargetOptions,
  linkTarget,
  type RichtextAttrs,
  type RichtextDoc,
  type RichtextMark,
  type RichtextNode,
} from '@vitrine/domain';
import { isValidImageUrl } from '@vitrine/domain/catalog';

/** A rich-text node ready for the renderer: only attributes the shop itself chose to keep. */
export type SafeRichtextNode =
  | {
      readonly type: 'text';
      readonly text: string;
      readonly marks: readonly RichtextMark[];
    }
  | {
      readonly type: 'blok';
      readonly attrs: { readonly body: readonly ContentBlock[] };
    }
  | {
      readonly type: Exclude<RichtextNode['type'], 'text' | 'blok'>;
      readonly attrs: RichtextAttrs;
      readonly content: readonly SafeRichtextNode[];
    };

export interface SafeRichtextDoc {
  readonly type: 'doc';
  readonly content: readonly SafeRichtextNode[];
}

/**
 * The attributes each node and mark may keep. Everything else an editor or an import could put
 * there — `on*` handlers, `style`, `class`, URLs of emoji images — never reaches the page.
 */
const allowedAttributes: Readonly<Record<string, readonly string[]>> = {
  heading: ['level'],
  ordered_list: ['order'],
  code_block: ['language'],
  image: ['src', 'alt', 'title'],
  emoji: ['name', 'emoji'],
  tableCell: ['colspan', 'rowspan'],
  tableHeader: ['colspan', 'rowspan'],
  anchor: ['id'],
};

const safeId = /^[\w-]{1,80}$/;
const safeLanguage = /^[\w+#.-]{1,30}$/;

function allowed(type: string, attrs: RichtextAttrs): RichtextAttrs {
  const names = allowedAttributes[type] ?? [];
  return Object.fromEntries(
    Object.entries(attrs).filter(([name, value]) => {
      if (!names.includes(name)) return false;
      if (name === 'id') return typeof value === 'string' && safeId.test(value);
      if (name === 'language') return typeof value === 'string' && safeLanguage.test(value);
      return true;
    }),
  );
}

function text(value: unknown): string | null {
  return typeof value === 'string' ? value : null;
}

/** A link mark's target through the domain's link rule (§3 Link); null drops the mark. */
function safeLinkMark(mark: RichtextMark, options: LinkTargetOptions): RichtextMark | null {
  const href = text(mark.attrs.href) ?? text(mark.attrs.url);
  const linktype = text(mark.attrs.linktype) ?? 'url';
  const target = linkTarget(
    {
      linktype,
      url: href,
      email: linktype === 'email' ? href : null,
      story: { full_slug: text(mark.attrs.story_full_slug) ?? href },
      anchor: text(mark.attrs.anchor),
      target: text(mark.attrs.target),
    },
    options,
  );
  if (target === null) return null;
  return {
    type: 'link',
    attrs: { href: target.href, target: target.target, linktype: 'url' },
  };
}

function safeMarks(marks: readonly RichtextMark[], options: LinkTargetOptions): RichtextMark[] {
  return marks.flatMap((mark) => {
    if (mark.type === 'link') {
      const link = safeLinkMark(mark, options);
      return link === null ? [] : [link];
    }
    return [{ type: mark.type, attrs: allowed(mark.type, mark.attrs) }];
  });
}

function safeNode(node: RichtextNode, options: LinkTargetOptions): SafeRichtextNode[] {
  if (node.type === 'text') {
    return [{ type: 'text', text: node.text, marks: safeMarks(node.marks, options) }];
  }
  if (node.type === 'blok') return [{ type: 'blok', attrs: { body: node.blocks } }];
  if (node.type === 'image') {
    // §3: a valid image file, at a web address (the asset link rule refuses other schemes).
    const source = linkTarget({ linktype: 'asset', url: text(node.attrs.src) });
    if (source === null || !isValidImageUrl(source.href)) return [];
    return [
      {
        type: 'image',
        attrs: { ...allowed('image', node.attrs), src: source.href },
        content: [],
      },
    ];
  }
  return [
    {
      type: node.type,
      attrs: allowed(node.type, node.attrs),
      content: node.content.flatMap((child) => safeNode(child, options)),
    },
  ];
}

/**
 * Rich text as the page may show it (spec §3 rich text nodes): every node type of the model,
 * with only the attributes the renderer needs. Links go through the domain's link rule, so a
 * `javascript:` or `data:` link loses its mark and keeps its text; images need a valid image
 * file (§3); handlers, styles and classes are dropped. Text stays text: the renderer escapes it.
 */
export function sanitiseRichtext(
  doc: RichtextDoc,
  options: LinkTargetOptions = {},
): SafeRichtextDoc {
  return { type: 'doc', content: doc.content.flatMap((node) => safeNode(node, options)) };
}
