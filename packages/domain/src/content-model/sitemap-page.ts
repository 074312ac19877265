import { storyPagePath } from './story-path';

/**
 * The shop path a published story is listed under in the sitemap (§2 SEO), or null when it is
 * no page a search engine should find: only content pages (`page`; the layout and the special
 * content blocks are stories without a page of their own) whose robots field does not say
 * `noindex` (legal pages the editors keep out of the index).
 *
 * @example
 * sitemapPagePath({ full_slug: 'baby/de-de/kategorieseiten/buggys', content: { component: 'page', robots: '' } }) // 'buggys'
 * sitemapPagePath({ full_slug: 'baby/de-de/agb', content: { component: 'page', robots: 'noindex,follow' } }) // null
 */
export function sitemapPagePath(story: {
  readonly full_slug: string;
  readonly content: unknown;
}): string | null {
  const content = story.content;
  if (typeof content !== 'object' || content === null) return null;
  if (!('component' in content) || content.component !== 'page') return null;
  const robots = 'robots' in content && typeof content.robots === 'string' ? content.robots : '';
  if (/noindex/i.test(robots)) return null;
  return storyPagePath(story.full_slug);
}
