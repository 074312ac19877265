import {
  type BlockDataMap,
  BlockDataProvider,
  type BlockRenderContextValue,
  BlockRenderProvider,
  editableMarkers,
  type ListingPreviewSource,
  type ProductCardActions,
  StoryBlockView,
} from '@vitrine/cms-blocks';
import { type BannerCampaign, type PromotionParts, storyPagePath } from '@vitrine/domain';
import * as React from 'react';
import { useNavigate, useRouteLoaderData } from 'react-router';
import type { PageFrameData } from '../page-frame';
import { useShopArrangement } from '../shop-arrangement';
import type { PageStory } from './cms-page.server';
import { shopImageUrl } from './image-url';
import { localisedHref } from './localised-href';

/** What the page hands its blocks besides the story: all serialisable loader data. */
export interface CmsStoryPage {
  readonly preview: boolean;
  readonly currentUrl: string;
  readonly localePrefix: string;
  readonly blockData: BlockDataMap;
  readonly campaigns: readonly BannerCampaign[];
  /** The server's clock at render (ISO), so campaign windows read the same in the browser. */
  readonly now: string;
}

export interface CmsStoryViewProps {
  readonly story: Pick<PageStory, 'block' | 'content'>;
  readonly page: CmsStoryPage;
  /** The product cards' add to cart and heart; without them the cards show neither. */
  readonly productActions?: ProductCardActions;
  /** What another URL of the page shows (a listing's draft of filters, issue 21). */
  readonly listingPreview?: ListingPreviewSource;
}

const linkOptions = { normaliseStorySlug: storyPagePath };
const noActions: ProductCardActions = {};

/** §4 view promotion, its builder and session memory a chunk loaded by the first banner shown. */
function reportPromotionView(promotion: PromotionParts): void {
  void import('../tracking/promotion-view')
    .then(({ pushPromotionView }) => pushPromotionView(promotion))
    .catch(() => undefined);
}

/**
 * A story rendered through the block library (its root block, read on the server): the data the loader resolved for its data
 * blocks, and what blocks need from the page — the image service (`shopImageUrl`), preview
 * mode (unknown components shown), story links as shop paths with the locale prefix, the
 * current URL for listing links, the layout's campaigns, the render time and the product
 * cards' actions.
 */
export function CmsStoryView({
  story,
  page,
  productActions = noActions,
  listingPreview,
}: CmsStoryViewProps) {
  const { preview, currentUrl, localePrefix, campaigns, now } = page;
  const path = currentUrl.split('?', 1)[0] ?? '/';
  const routerNavigate = useNavigate();
  const arrangement = useShopArrangement();
  // The story's blocks are set in the language's typography where they render (`StoryBlockView`;
  // the layout's campaigns its banners show were set when the layout was loaded).
  const language = useRouteLoaderData<PageFrameData>('root')?.locale.language ?? 'de';
  const context = React.useMemo<Partial<BlockRenderContextValue>>(
    () => ({
      preview,
      language,
      imageUrl: shopImageUrl,
      linkOptions,
      localizePath: (target: string) => localisedHref(target, localePrefix),
      currentUrl,
      campaigns,
      campaignPage: { path },
      now: new Date(now),
      productActions,
      arrangement,
      // A listing's filter or sort is a client navigation that keeps the page where it is, so
      // an open filter dialog stays open over the listing (issue 21); a page of results starts
      // at the top. Without it every choice loaded the whole page again.
      navigate: (href, options) =>
        void routerNavigate(href, { preventScrollReset: options?.keepScroll ?? false }),
      ...(listingPreview === undefined ? {} : { listingPreview }),
      // An editor previewing a page is no shopper seeing a promotion.
      onPromotionView: preview ? undefined : reportPromotionView,
    }),
    [
      preview,
      language,
      localePrefix,
      currentUrl,
      campaigns,
      path,
      now,
      productActions,
      arrangement,
      routerNavigate,
      listingPreview,
    ],
  );
  // The raw content is only the preview's: the visual editor's markers are read from it.
  const markers = React.useMemo(
    () => (story.content === undefined ? undefined : editableMarkers(story.content)),
    [story.content],
  );
  return (
    <BlockRenderProvider value={context}>
      <BlockDataProvider data={page.blockData}>
        <StoryBlockView block={story.block} markers={markers} />
      </BlockDataProvider>
    </BlockRenderProvider>
  );
}
