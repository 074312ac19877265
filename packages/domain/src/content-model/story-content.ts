import type { LinkTargetOptions } from '../campaign/link-target';
import { assetSummary } from './asset';
import { addressLink, linkSchema, linkSummary } from './link';
import { teaserSchema, teaserStorySummary } from './teaser';

function forBrowser(content: unknown, field?: string, parent?: object): unknown {
  if (Array.isArray(content)) return content.map((item) => forBrowser(item));
  if (typeof content !== 'object' || content === null) return content;
  if (field === 'story' && (parent as { component?: unknown }).component === 'teaser') {
    return teaserStorySummary(content);
  }
  const fieldtype = (content as { fieldtype?: unknown }).fieldtype;
  if (fieldtype === 'asset') return assetSummary(content);
  if (fieldtype === 'multilink') return linkSummary(content);
  return Object.fromEntries(
    Object.entries(content).map(([key, value]) => [key, forBrowser(value, key, content)]),
  );
}

/**
 * Story content as a page sends it to the browser, read the same by the content model but
 * without what no block reads: each resolved teaser story cut to its teaser's fields
 * (`teaserStorySummary`: not the whole story it links to), each asset to its file, alt
 * text, title and focus (`assetSummary`) and each link to its target (`linkSummary`). The
 * input is not changed.
 *
 * @example
 * storyContentForBrowser(story.content); // the same page, a fraction of the bytes
 */
export function storyContentForBrowser<Content>(content: Content): Content {
  return forBrowser(content) as Content;
}

/**
 * The blocks whose `_uid` is read outside the visual editor: the page's data is keyed by it
 * (`blockDataRequests`), the forms post it to say which block sent them, and ids and names of
 * elements are made from it (a campaign banner's conditions dialog, an accordion's group). Every
 * other block's `_uid` only maps the editor's clicks to blocks, which a published page has none of.
 */
export const blocksReadingTheirUid: ReadonlySet<string> = new Set([
  'listing',
  'recommendation_slot',
  'contact_form',
  'newsletter_signup',
  'campaign_banner',
  'accordion',
]);

/**
 * Fields the server reads and no block renders: a page's meta tags (the page's `meta`, made on
 * the server) and what a recommendation slot asks the provider for (`blockDataRequests`).
 */
const readOnTheServer: Readonly<Record<string, ReadonlySet<string>>> = {
  page: new Set([
    'title',
    'description',
    'ogTitle',
    'ogDescription',
    'ogImage',
    'robots',
    'canonical',
  ]),
  recommendation_slot: new Set(['fillWithRandom', 'itemId', 'filters']),
};

/** A link field as the address it renders, or — without one — as no more than its type. */
function resolvedLink(value: unknown, options: LinkTargetOptions): unknown {
  // An empty link field still counts as set (a teaser then does not take its story's link).
  return addressLink(linkSchema.parse(value), options) ?? linkSummary(value);
}

/** A resolved teaser story cut to what its teaser does not set itself. */
function teaserStoryForPage(story: unknown, teaser: Readonly<Record<string, unknown>>): unknown {
  if (typeof story !== 'object' || story === null || Array.isArray(story)) return story;
  const summary = teaserStorySummary(story) as Readonly<Record<string, unknown>>;
  const own = teaserSchema.parse(teaser);
  const description = (summary.content as { description?: unknown }).description;
  const name = own.headline === '' ? summary.name : undefined;
  const fullSlug = own.link === null ? summary.full_slug : undefined;
  const text = own.text === '' ? description : undefined;
  // A story the teaser overrides in every field renders nothing of its own.
  if ([name, fullSlug, text].every(isBlank)) return undefined;
  const fields = {
    uuid: summary.uuid,
    name,
    full_slug: fullSlug,
    content: text === undefined ? {} : { description: text },
  };
  return Object.fromEntries(Object.entries(fields).filter(([, field]) => field !== undefined));
}

/** Left out, null or `''`: the content model's readers give each the same (not `' '`). */
function isBlank(value: unknown): boolean {
  return value === null || value === undefined || value === '';
}

function forPage(content: unknown, options: LinkTargetOptions): unknown {
  if (Array.isArray(content)) return content.map((item) => forPage(item, options));
  if (typeof content !== 'object' || content === null) return content;
  const record = content as Readonly<Record<string, unknown>>;
  if (record.fieldtype === 'asset') return assetSummary(content);
  if (record.fieldtype === 'multilink') return resolvedLink(content, options);
  const component = typeof record.component === 'string' ? record.component : undefined;
  const entries = Object.entries(record).flatMap(([key, value]): [string, unknown][] => {
    if (key === '_uid' && component !== undefined && !blocksReadingTheirUid.has(component)) {
      return [];
    }
    if (key === '_editable') return [];
    if (component !== undefined && readOnTheServer[component]?.has(key)) return [];
    if (key === 'story' && component === 'teaser') {
      const story = teaserStoryForPage(value, record);
      return isBlank(story) ? [] : [[key, story]];
    }
    // A blank field reads as one left out (the content model's readers default both alike).
    if (isBlank(value)) return [];
    return [[key, forPage(value, options)]];
  });
  return Object.fromEntries(entries);
}

/**
 * Story content as the published page sends it to the browser: what `storyContentForBrowser`
 * keeps, and of that only what the blocks render. Each link is the address it leads to (a
 * `url` link to the href the link rule gives, `linkTarget`), not the CMS's link object with
 * the story's uuid and slug; a block's `_uid` only where it is read outside the editor
 * (`blocksReadingTheirUid`); no blank fields (read as left out); a teaser's resolved story
 * only with what the teaser does not set itself; not the fields only the server reads (a
 * page's meta tags, a recommendation slot's request). Rendered, it gives the same page. The CMS
 * preview keeps `storyContentForBrowser`: the editor's bridge maps clicks by `_uid` and
 * `_editable`. The input is not changed.
 *
 * @example
 * publishedStoryContent(story.content, { normaliseStorySlug: storyPagePath });
 * // links as { linktype: 'url', url: '/kinderwagen/' }, no `_uid` on a hero or teaser
 */
export function publishedStoryContent<Content>(
  content: Content,
  linkOptions: LinkTargetOptions = {},
): Content {
  return forPage(content, linkOptions) as Content;
}
