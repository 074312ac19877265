import { linkTarget, pageTitle, parseBlock, robotsForQuery, storyPagePath } from '@vitrine/domain';
import type { SiteLayoutView } from './site-layout.server';

/** The metadata a CMS page applies (§3 CMS page: title, og fields, description, robots, canonical). */
export interface PageMeta {
  readonly title: string;
  readonly description: string;
  readonly ogTitle: string;
  readonly ogDescription: string;
  /** Absolute, or `''` when neither the page nor the shop has a share image. */
  readonly ogImage: string;
  /** Null keeps the default (index, follow). */
  readonly robots: string | null;
  /** Absolute; the page's own address without its query unless the editor set another. */
  readonly canonical: string;
}

export interface PageMetaInput {
  /** The story's content, as the CMS sent it. */
  readonly content: unknown;
  /** The story's name, the title of last resort. */
  readonly storyName: string;
  readonly layout: Pick<SiteLayoutView, 'siteName' | 'defaultDescription' | 'defaultImage'>;
  /** The shop locale's base URL (`https://ch.nido.example/fr`), without a trailing slash. */
  readonly baseUrl: string;
  /** The page path below the locale prefix, with slashes (`/ratgeber/`). */
  readonly path: string;
  readonly search: string;
  /** Preview and fallback pages are never indexed. */
  readonly indexable: boolean;
}

function absolute(url: string, baseUrl: string): string {
  if (url === '' || /^https?:\/\//i.test(url)) return url;
  return `${new URL(baseUrl).origin}${url.startsWith('/') ? '' : '/'}${url}`;
}

/**
 * A page's metadata: the page's own fields first, then the layout's meta defaults; the title
 * through the §2 template (`{title} | {site name}`); robots `noindex,follow` for filtered
 * queries (§2), `noindex` for pages that must not be indexed, else the editor's choice.
 */
export function pageMeta(input: PageMetaInput): PageMeta {
  const parsed = parseBlock(input.content);
  const block = parsed.success ? parsed.block : null;
  const page = block?.component === 'page' ? block : null;
  const ownTitle =
    block && 'title' in block && typeof block.title === 'string' ? block.title.trim() : '';
  const ownDescription =
    block && 'description' in block && typeof block.description === 'string'
      ? block.description.trim()
      : '';
  const title = ownTitle || input.storyName;
  const description = ownDescription || input.layout.defaultDescription;
  const canonicalLink = page
    ? linkTarget(page.canonical, { normaliseStorySlug: storyPagePath })
    : null;
  const canonical = canonicalLink
    ? canonicalLink.external
      ? canonicalLink.href
      : `${input.baseUrl}${canonicalLink.href}`
    : `${input.baseUrl}${input.path}`;
  const robots = !input.indexable
    ? 'noindex,follow'
    : (robotsForQuery(input.search) ?? (page?.robots.trim() || null));
  return {
    title: pageTitle(title, input.layout.siteName),
    description,
    ogTitle: page?.ogTitle.trim() || title,
    ogDescription: page?.ogDescription.trim() || description,
    ogImage: absolute(page?.ogImage?.filename ?? input.layout.defaultImage, input.baseUrl),
    robots,
    canonical,
  };
}
