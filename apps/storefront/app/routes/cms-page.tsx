import {
  type BlockDataMap,
  type ListingPreviewSource,
  namedComponents,
  preloadBlockViews,
} from '@vitrine/cms-blocks';
import { routePath } from '@vitrine/domain';
import { ErrorPage } from '@vitrine/ui';
import * as React from 'react';
import { useLocation } from 'react-router';
import { blockViewsMetaName } from '../cms/block-views-meta';
import type { CmsFormResult } from '../cms/cms-form-post.server';
import { loadCmsPage } from '../cms/cms-page.server';
import { CmsStoryView } from '../cms/cms-story-view';
import { contentBlockTitle } from '../cms/content-block-title';
import { cmsPageMetaTags } from '../cms/page-meta-tags';
import { useLivePreviewStory } from '../cms/preview-bridge';
import { handlePageFormPost } from '../routing/page-form-post.server';
import { usePagePreview } from '../routing/page-preview';
import { useProductCardShopping } from '../shopping/product-card-shopping';
import type { ShoppingFormResult } from '../shopping/shopping-form-post.server';
import { blockItemLists } from '../tracking/block-item-lists';
import { useItemListViews } from '../tracking/use-item-list-views';
import type { Route } from './+types/cms-page';

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  return [
    ...cmsPageMetaTags(loaderData),
    // The story's components, for the browser to load their views before it hydrates.
    {
      name: blockViewsMetaName,
      content: [...namedComponents(loaderData.story.block)].join(' '),
    },
  ];
}

// Public pages may be kept by a CDN briefly; preview pages never (the loader decides). A
// form's outcome is the visitor's own: the action's headers (no-store) win.
export function headers({ actionHeaders, loaderHeaders, errorHeaders }: Route.HeadersArgs) {
  if (actionHeaders.has('Cache-Control')) return actionHeaders;
  return errorHeaders ?? loaderHeaders;
}

/** §2 page resolution for the home page and the catch-all CMS content page. */
export function loader({ request, params, context }: Route.LoaderArgs) {
  return loadCmsPage({ request, splat: '*' in params ? params['*'] : undefined, context });
}

/**
 * A form posted to its page without JavaScript: a CMS block's (contact form, newsletter
 * sign-up) or a product card's (add to cart, wishlist heart; also by its fetcher).
 */
export function action({ request, context }: Route.ActionArgs) {
  return handlePageFormPost(request, context);
}

/**
 * A client navigation loads the code of the next story's block views before showing it, so
 * the page does not appear with holes where its blocks are still loading.
 */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const data = await serverLoader();
  await preloadBlockViews(namedComponents(data.story.block));
  return data;
}

export default function CmsPage({ loaderData, actionData }: Route.ComponentProps) {
  const story = useLivePreviewStory(loaderData.story, loaderData.preview);
  const screenTitle = contentBlockTitle(story.block);
  const page = { ...loaderData, blockData: withFormOutcome(loaderData.blockData, actionData) };
  const shopping = useProductCardShopping();
  const location = useLocation();
  const listingPreview = useListingPreview();
  useItemListViews(blockItemLists(loaderData.blockData), `${location.pathname}${location.search}`);
  if (loaderData.notFound) {
    // §2 step 3: the shop's fallback page is its 404, the error page with the editor's
    // headline and text, and the search to find the way on (issue 21).
    return (
      <ErrorPage
        id="inhalt"
        status={404}
        headline={screenTitle || undefined}
        searchAction={routePath('search', loaderData.localePrefix)}
      >
        <CmsStoryView story={story} page={page} productActions={shopping.actions} />
      </ErrorPage>
    );
  }
  return (
    <main
      id="inhalt"
      data-preview={loaderData.preview ? 'true' : undefined}
      className="mx-auto flex w-full max-w-7xl flex-col gap-6 px-4 py-8"
    >
      {screenTitle ? (
        <h1 className="font-display text-3xl font-bold text-ink md:text-4xl">{screenTitle}</h1>
      ) : null}
      <CmsStoryView
        story={story}
        page={page}
        productActions={shopping.actions}
        listingPreview={listingPreview}
      />
      {shopping.layer}
    </main>
  );
}

/** The block that sent a form gets what its post came to (block data, as it gets its subjects). */
function withFormOutcome(
  blockData: BlockDataMap,
  result: CmsFormResult | ShoppingFormResult | undefined,
): BlockDataMap {
  if (result === undefined || !('block' in result) || !Object.hasOwn(blockData, result.block)) {
    return blockData;
  }
  const data = blockData[result.block];
  const kind = result.intent === 'contact' ? 'contactForm' : 'newsletterSignup';
  if (data === undefined || data.kind !== kind) return blockData;
  return { ...blockData, [result.block]: { ...data, outcome: result.outcome } };
}

/** A listing block's filter dialog asks this route what its draft finds (issue 21). */
function useListingPreview(): ListingPreviewSource {
  const { load, loaded } = usePagePreview<typeof clientLoader>();
  return React.useMemo(
    () => ({
      load,
      loaded: loaded === null ? null : { href: loaded.href, blockData: loaded.data.blockData },
    }),
    [load, loaded],
  );
}
