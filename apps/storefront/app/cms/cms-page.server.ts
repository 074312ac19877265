import { allBlocks, type BlockDataMap, storyBlock } from '@vitrine/cms-blocks';
import { shopContext } from '@vitrine/commerce';
import type { Story } from '@vitrine/content';
import {
  type BannerCampaign,
  bannerCampaign,
  type CampaignBlock,
  type ContentBlock,
  isEmptyRichtext,
  type PageAlternate,
  parseBlock,
  publishedStoryContent,
  resolveFallbackResult,
  resolveLayoutResult,
  resolvePageRequest,
  resolvePageResult,
  resolveRedirectLookup,
  shopBaseUrl,
  storyContentForBrowser,
  storyPagePath,
} from '@vitrine/domain';
import { data, type RouterContextProvider, redirect } from 'react-router';
import { contentLocaleOf, fallbackLocaleKeys } from '../../server/content/content-locale';
import { hreflangAlternates } from '../../server/content/hreflang';
import {
  noStore,
  notFoundPageCache,
  privatePageCache,
  publicPageCache,
} from '../../server/http/cache-control';
import { shareEqualValues } from '../shared-values.server';
import { resolveBlockData } from './block-data.server';
import { type PageMeta, pageMeta } from './page-meta';
import { loadSiteLayout } from './site-layout.server';

/**
 * The story as the page sends it to the browser: its root block, read on the server with the
 * content model (`storyBlock`), which the block views render as it is — the browser loads no
 * schemas. A published page's is read from its published content (`publishedStoryContent`:
 * links as their addresses, no editor ids, no blank fields). The preview's also names the story
 * (the editor's bridge sends its changes by id) and keeps its raw content with every block's
 * `_uid` and `_editable` (`storyContentForBrowser`), which the visual editor's markers are read
 * from and the bridge maps clicks to blocks with.
 */
export type PageStory = { readonly block: ContentBlock | null } & Partial<
  Pick<Story, 'id' | 'uuid' | 'name' | 'full_slug' | 'content'>
>;

const linkOptions = { normaliseStorySlug: storyPagePath };

/** A published story as a page sends it: its root block only. */
export function publishedPageStory(content: unknown): PageStory {
  return { block: storyBlock(publishedStoryContent(content, linkOptions)) };
}

function pageStory(story: Story, preview: boolean): PageStory {
  if (!preview) return publishedPageStory(story.content);
  const { id, uuid, name, full_slug } = story;
  const content = storyContentForBrowser(story.content);
  return { id, uuid, name, full_slug, content, block: storyBlock(content) };
}

/**
 * The layout's campaigns the page's banners name, as the banners read them (`bannerCampaign`),
 * with their conditions only where a campaign banner without its own shows them. In the CMS
 * preview all of them, whole: the editor may add a banner or clear a banner's conditions.
 */
function pageCampaigns(
  content: unknown,
  campaigns: readonly CampaignBlock[],
  preview: boolean,
): readonly BannerCampaign[] {
  if (preview) return campaigns;
  const parsed = parseBlock(content);
  if (!parsed.success) return [];
  const banners = allBlocks(parsed.block).flatMap((block) =>
    block.component === 'banner' || block.component === 'campaign_banner' ? [block] : [],
  );
  return campaigns
    .filter((campaign) => banners.some((banner) => banner.campaignId === campaign.id))
    .map((campaign) =>
      bannerCampaign(campaign, {
        linkOptions,
        showsConditions: banners.some(
          (banner) =>
            banner.campaignId === campaign.id &&
            banner.component === 'campaign_banner' &&
            isEmptyRichtext(banner.conditions),
        ),
      }),
    );
}

/** What the CMS page renders. */
export interface CmsPageData {
  readonly story: PageStory;
  /** CMS preview: draft content, the editor's bridge, no alternate-locale replace. */
  readonly preview: boolean;
  /** The page was not found and the shop's fallback page is shown instead (§2 step 3). */
  readonly notFound: boolean;
  /**
   * The page in the other locales, its address by hreflang (the head's alternate links): one
   * field each, not an object each, in every page's inline data.
   */
  readonly alternates: Readonly<Record<string, string>>;
  readonly meta: PageMeta;
  /** The page's own address with its query, which listing links start from. */
  readonly currentUrl: string;
  readonly localePrefix: string;
  /** What the story's data blocks asked for, by block `_uid`. */
  readonly blockData: BlockDataMap;
  /** The layout's campaigns the page's banners name; they show within their windows. */
  readonly campaigns: readonly BannerCampaign[];
  /** When the page was rendered (ISO): campaign windows read the same on server and browser. */
  readonly now: string;
}

export interface CmsPageArgs {
  readonly request: Request;
  /** The catch-all's splat; undefined on the home route. */
  readonly splat: string | undefined;
  readonly context: Readonly<RouterContextProvider>;
}

/**
 * The catch-all CMS page's page resolution (§2 steps 1–4, §8), the domain deciding each step:
 * 1. `fabula-ng/…` and file extensions are 404 'Not found';
 * 2. a path with capitals is redirected (301) to its lower-case form, query kept;
 * 3. the page is fetched (with the layout); if it fails or is missing, the redirect lookup
 *    decides: its target with its status, else the fallback page is shown with status 404 (the
 *    error state), or the error page when there is no fallback either;
 * 4. a page whose alternate for this locale lives at another path is replaced by it (not in
 *    the CMS preview); then its metadata applies. Without a layout, the error page (500).
 * Redirects and errors are thrown as React Router responses. The route guards of §4 ran
 * before, as the shop layout's middleware (their rule redirect is the lookup of step 3).
 */
export async function loadCmsPage({ request, splat, context }: CmsPageArgs) {
  const url = new URL(request.url);
  const { shop, locale, services, hostKind, port } = context;
  // Drafts only for a request that proved it comes from the CMS editor (issue 12 item 7); a
  // preview URL is never stored, whether its proof held or not.
  const preview = context.preview.granted;
  const previewed = preview || context.preview.requested;
  const cacheHeaders = { 'Cache-Control': previewed ? privatePageCache : publicPageCache };
  const notFoundHeaders = { 'Cache-Control': previewed ? privatePageCache : notFoundPageCache };

  const step1 = resolvePageRequest({
    slug: splat ?? '',
    localePrefix: locale.pathPrefix,
    search: url.search,
  });
  if (step1.kind === 'notFound') {
    throw data(step1.message, { status: 404, statusText: 'Not Found', headers: notFoundHeaders });
  }
  if (step1.kind === 'redirect') throw redirect(step1.to, { status: 301, headers: cacheHeaders });

  const client = preview ? services.content.preview : services.content.published;
  const contentLocale = contentLocaleOf(shop, locale);
  const [result, layout] = await Promise.all([
    client.page({
      ...contentLocale,
      path: step1.path,
      fallbackLocaleKeys: fallbackLocaleKeys(shop, locale),
    }),
    loadSiteLayout(context),
  ]);
  const layoutDecision = resolveLayoutResult(layout);
  if (layoutDecision.kind === 'clearLayout') {
    throw data(`No layout for ${contentLocale.company}/${contentLocale.localeKey}`, {
      status: layoutDecision.status,
      headers: { 'Cache-Control': noStore },
    });
  }
  const layoutView = layoutDecision.layout.view;
  const baseUrl = shopBaseUrl(shop, locale, hostKind, port);
  const pagePath = step1.path === '' ? '/' : `/${step1.path}/`;
  // Equal parts go out once (`shareEqualValues`): a link two blocks share, the teasers' empty
  // assets, the badges and colours several cards show.
  const page = async (
    story: Story,
    notFound: boolean,
    alternates: readonly PageAlternate[],
  ): Promise<CmsPageData> =>
    shareEqualValues({
      story: pageStory(story, preview),
      preview,
      notFound,
      alternates: notFound
        ? {}
        : Object.fromEntries(
            hreflangAlternates(alternates, shop, hostKind, port).map(({ hreflang, href }) => [
              hreflang,
              href,
            ]),
          ),
      meta: pageMeta({
        content: story.content,
        storyName: story.name,
        layout: layoutView,
        baseUrl,
        path: pagePath,
        search: url.search,
        indexable: !preview && !notFound,
      }),
      currentUrl: `${url.pathname}${url.search}`,
      localePrefix: locale.pathPrefix,
      blockData: await resolveBlockData({
        content: story.content,
        url,
        context,
        layout: layoutDecision.layout.content.layout,
        // The home page is the index route: its action is addressed with `?index`.
        formAction: splat === undefined ? `${url.pathname}?index` : url.pathname,
      }),
      campaigns: pageCampaigns(
        story.content,
        layoutDecision.layout.content.layout.campaigns,
        preview,
      ),
      now: new Date().toISOString(),
    });

  const step2 = resolvePageResult({
    result,
    path: step1.path,
    localePrefix: locale.pathPrefix,
    search: url.search,
    localeIso: locale.iso,
    preview,
  });
  if (step2.kind === 'render') {
    return data(await page(step2.page, false, step2.alternates), { headers: cacheHeaders });
  }
  // The alternate may be renamed by an editor any time: a temporary redirect, not a permanent one.
  if (step2.kind === 'replace') throw redirect(step2.to, { status: 302, headers: cacheHeaders });

  const rule = await services.commerce.redirects.lookup(shopContext(shop, locale), step2.path);
  const step3 = resolveRedirectLookup(rule, step2.path);
  if (step3.kind === 'redirect') {
    throw redirect(step3.to, { status: step3.status, headers: cacheHeaders });
  }
  const fallback = await client.specialContent('notFound', contentLocale);
  const step4 = resolveFallbackResult({ page: fallback });
  if (step4.kind === 'errorPage') {
    throw data(step3.error.message, {
      status: step4.status,
      statusText: 'Not Found',
      headers: notFoundHeaders,
    });
  }
  return data(await page(step4.page, true, []), {
    status: step4.status,
    headers: notFoundHeaders,
  });
}
