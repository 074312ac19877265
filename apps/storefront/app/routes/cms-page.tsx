import { loadCmsPage } from '../cms/cms-page.server';
import { CmsStoryView } from '../cms/cms-story-view';
import { cmsPageMetaTags } from '../cms/page-meta-tags';
import { useLivePreviewStory } from '../cms/preview-bridge';
import type { Route } from './+types/cms-page';

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData ? cmsPageMetaTags(loaderData) : [];
}

// Public pages may be kept by a CDN briefly; preview pages never (the loader decides).
export function headers({ loaderHeaders, errorHeaders }: Route.HeadersArgs) {
  return errorHeaders ?? loaderHeaders;
}

/** §2 page resolution for the home page and the catch-all CMS content page. */
export function loader({ request, params, context }: Route.LoaderArgs) {
  return loadCmsPage({ request, splat: '*' in params ? params['*'] : undefined, context });
}

export default function CmsPage({ loaderData }: Route.ComponentProps) {
  const story = useLivePreviewStory(loaderData.story, loaderData.preview);
  const screenTitle = contentBlockTitle(story.content);
  return (
    <main
      id="inhalt"
      data-preview={loaderData.preview ? 'true' : undefined}
      className="mx-auto flex w-full max-w-7xl flex-col gap-6 px-4 py-8"
    >
      {screenTitle ? (
        <h1 className="font-display text-3xl font-bold text-ink md:text-4xl">{screenTitle}</h1>
      ) : null}
      <CmsStoryView story={story} page={loaderData} />
    </main>
  );
}

/**
 * A content block (the fallback page of §2 step 3) is content for a screen of the shop, with
 * no heading of its own: the screen gives it its title as the page heading.
 */
function contentBlockTitle(content: {
  readonly component: string;
  readonly [field: string]: unknown;
}) {
  return content.component === 'content_block' && typeof content.title === 'string'
    ? content.title.trim()
    : '';
}
