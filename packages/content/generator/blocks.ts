import type { StoryContent } from '../src/space/story';
import { idFrom, uuidFrom } from './ids';

/** A block as it goes into a story: component, editor id and fields. */
export type Block = StoryContent;
export type Fields = Readonly<Record<string, unknown>>;

/** Where a story of the demo space lives; the links of other stories point here. */
export interface StoryAddress {
  readonly uuid: string;
  readonly fullSlug: string;
}

/** A rich-text node as Storyblok stores it. */
export type RichtextNode = Readonly<Record<string, unknown>>;

/**
 * Builds the blocks of one story. Every block gets a stable `_uid` from the story's slug and
 * its position, so regenerating the space yields the same files.
 */
export class BlockBuilder {
  private count = 0;

  constructor(
    private readonly fullSlug: string,
    private readonly addresses: ReadonlyMap<string, StoryAddress>,
    private readonly brandFolder: string,
  ) {}

  block(component: string, fields: Fields = {}): Block {
    this.count += 1;
    return { component, _uid: uuidFrom(`${this.fullSlug}#${this.count}`), ...fields };
  }

  /** A Storyblok link field to another story of the same locale, by page key. */
  storyLink(key: string, anchor?: string) {
    const address = this.addresses.get(key);
    if (address === undefined) throw new Error(`${this.fullSlug} links to the unknown page ${key}`);
    return {
      id: address.uuid,
      url: '',
      linktype: 'story',
      fieldtype: 'multilink',
      cached_url: address.fullSlug,
      ...(anchor ? { anchor } : {}),
    };
  }

  /** The uuid of another story, for relation fields. */
  storyUuid(key: string): string {
    return this.storyLink(key).id;
  }

  has(key: string): boolean {
    return this.addresses.has(key);
  }

  /** A Storyblok link field to a path or URL. */
  urlLink(url: string) {
    return { id: '', url, linktype: 'url', fieldtype: 'multilink', cached_url: url };
  }

  /** A Storyblok asset field of a demo image served by the local content space. */
  asset(name: string, alt: string) {
    const filename = `/_content/assets/${this.brandFolder}/${name}.png`;
    return {
      id: idFrom(filename),
      alt,
      name,
      focus: '',
      title: '',
      filename,
      copyright: '',
      fieldtype: 'asset',
      is_external_url: false,
    };
  }
}

function textNodes(text: string, marks: readonly RichtextNode[] = []): RichtextNode[] {
  return text.split('\n').flatMap((line, index) => {
    const node =
      marks.length > 0 ? { type: 'text', text: line, marks } : { type: 'text', text: line };
    return index === 0 ? [node] : [{ type: 'hard_break' }, node];
  });
}

/** Storyblok rich text (spec §3: doc, heading, paragraph, lists, blockquote, embedded blocks). */
export const rich = {
  doc: (...content: readonly (RichtextNode | readonly RichtextNode[])[]): RichtextNode => ({
    type: 'doc',
    content: content.flat(),
  }),
  paragraph: (text: string): RichtextNode => ({ type: 'paragraph', content: textNodes(text) }),
  heading: (level: number, text: string): RichtextNode => ({
    type: 'heading',
    attrs: { level },
    content: textNodes(text),
  }),
  bullets: (items: readonly string[]): RichtextNode => ({
    type: 'bullet_list',
    content: items.map((item) => ({
      type: 'list_item',
      content: [{ type: 'paragraph', content: textNodes(item) }],
    })),
  }),
  quote: (text: string, heading?: string): RichtextNode => ({
    type: 'blockquote',
    content: [
      ...(heading ? [{ type: 'paragraph', content: textNodes(heading, [{ type: 'bold' }]) }] : []),
      { type: 'paragraph', content: textNodes(text) },
    ],
  }),
  rule: (): RichtextNode => ({ type: 'horizontal_rule' }),
  blok: (id: string, body: readonly Block[]): RichtextNode => ({
    type: 'blok',
    attrs: { id, body },
  }),
  /** A paragraph whose text links to a story (a link mark with the story's uuid). */
  linkParagraph: (
    text: string,
    link: { readonly id: string; readonly cached_url: string },
  ): RichtextNode => ({
    type: 'paragraph',
    content: textNodes(text, [
      {
        type: 'link',
        attrs: {
          href: `/${link.cached_url}`,
          uuid: link.id,
          linktype: 'story',
          target: '_self',
          anchor: null,
        },
      },
    ]),
  }),
};
