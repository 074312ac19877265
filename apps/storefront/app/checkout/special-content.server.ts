import type { BlockDataMap } from '@vitrine/cms-blocks';
import type { SpecialContentKind } from '@vitrine/content';
import type { RouterContextProvider } from 'react-router';
import { contentLocaleOf } from '../../server/content/content-locale';
import { resolveBlockData } from '../cms/block-data.server';
import { type PageStory, publishedPageStory } from '../cms/cms-page.server';
import { loadSiteLayout } from '../cms/site-layout.server';

/**
 * A CMS special content (§2: the checkout, basket and login blocks, the no-results and
 * thank-you-expired pages), rendered as a CMS page renders a story.
 */
export interface SpecialContentView {
  readonly story: PageStory;
  readonly blockData: BlockDataMap;
}

/**
 * The locale's special content of the kind; null when the CMS has none (the page then shows
 * its own text).
 */
export async function loadSpecialContent(
  context: Readonly<RouterContextProvider>,
  kind: SpecialContentKind,
  url: URL,
): Promise<SpecialContentView | null> {
  const { shop, locale, services } = context;
  const [story, layout] = await Promise.all([
    services.content.published.specialContent(kind, contentLocaleOf(shop, locale)),
    loadSiteLayout(context),
  ]);
  if (story === null || layout === null) return null;
  return {
    story: publishedPageStory(story.content),
    blockData: await resolveBlockData({
      content: story.content,
      url,
      context,
      layout: layout.content.layout,
      formAction: url.pathname,
    }),
  };
}
