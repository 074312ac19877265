import { assetSummary } from './asset';
import { linkSummary } from './link';
import { teaserStorySummary } from './teaser';

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
