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
  return (
    <main id="inhalt" data-preview={loaderData.preview ? 'true' : undefined}>
      <CmsStoryView story={story} page={loaderData} />
    </main>
  );
}
