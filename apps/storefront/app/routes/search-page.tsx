import { namedComponents, preloadBlockViews } from '@vitrine/cms-blocks';
import type { ProductImage } from '@vitrine/domain';
import { routePath } from '@vitrine/domain/routing';
import { maxSearchQueryLength, searchItemList, searchPageHref } from '@vitrine/domain/search';
import { type ImageSource, Link, ProductListing, SiteSearch } from '@vitrine/ui';
import { useTranslation } from 'react-i18next';
import { type MetaDescriptor, useNavigate } from 'react-router';
import { blockViewsMetaName } from '../cms/block-views-meta';
import { CmsStoryView } from '../cms/cms-story-view';
import { contentBlockTitle } from '../cms/content-block-title';
import { shopImageUrl } from '../cms/image-url';
import { localisedHref } from '../cms/localised-href';
import { handlePageFormPost } from '../routing/page-form-post.server';
import { usePagePreview } from '../routing/page-preview';
import type { SearchPageData } from '../search/search-page.server';
import { loadSearchPage } from '../search/search-page.server';
import { useSearchText } from '../search/search-texts';
import { useShopArrangement } from '../shop-arrangement';
import { useProductCardShopping } from '../shopping/product-card-shopping';
import { blockItemLists } from '../tracking/block-item-lists';
import { useDataLayerEvent } from '../tracking/data-layer';
import { useItemListViews } from '../tracking/use-item-list-views';
import type { Route } from './+types/search-page';

/** A search page is never indexed, its links are followed (§2: search and filtered pages). */
export function meta({ loaderData }: Route.MetaArgs): MetaDescriptor[] {
  if (!loaderData) return [];
  const story = loaderData.noResults?.story;
  return [
    { title: loaderData.head.title },
    { name: 'robots', content: 'noindex,follow' },
    { tagName: 'link', rel: 'canonical', href: loaderData.head.canonical },
    // The no-results content's components, for the browser to load before it hydrates.
    ...(story
      ? [{ name: blockViewsMetaName, content: [...namedComponents(story.block)].join(' ') }]
      : []),
  ];
}

// Public like a listing; a form's outcome is the visitor's own: the action's headers win.
export function headers({ actionHeaders, loaderHeaders, errorHeaders }: Route.HeadersArgs) {
  if (actionHeaders.has('Cache-Control')) return actionHeaders;
  return errorHeaders ?? loaderHeaders;
}

export function loader({ request, context }: Route.LoaderArgs) {
  return loadSearchPage({ request, context });
}

/** A product card's add to cart or heart posted without JavaScript: the page answers itself. */
export function action({ request, context }: Route.ActionArgs) {
  return handlePageFormPost(request, context);
}

/** A client navigation to the no-results page loads its blocks' code before showing it. */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const data = await serverLoader();
  if (data.noResults) await preloadBlockViews(namedComponents(data.noResults.story.block));
  return data;
}

const productImageSource =
  (image: ProductImage): ImageSource =>
  ({ width, quality, format }) =>
    shopImageUrl(image.src, { width, quality, format });

const headingClass = 'font-display text-3xl font-bold text-ink';

export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const { state, query, listing, currentUrl, localePrefix, tracking } = loaderData;
  const t = useSearchText();
  const shopping = useProductCardShopping();
  const navigate = useNavigate();
  const preview = usePagePreview<typeof loader>();
  const previewed = preview.loaded?.data.listing ?? null;
  // §4 / GA4: the search once per text, the list once per page of results shown.
  useDataLayerEvent(tracking.search, `search-${query}`);
  useDataLayerEvent(tracking.viewItemList, currentUrl);
  const { actions } = shopping;
  const localizePath = (path: string) => localisedHref(path, localePrefix);
  const arrangement = useShopArrangement();
  return (
    <main
      id="inhalt"
      data-slot="search-page"
      data-state={state}
      className="mx-auto flex w-full max-w-7xl flex-col gap-6 px-4 py-8"
    >
      {state === 'results' && listing !== null ? (
        <>
          <CorrectedQuery page={loaderData} />
          <ProductListing
            tiles={listing.products}
            facets={listing.facets}
            pagination={listing.pagination}
            sort={listing.sort}
            currentUrl={currentUrl}
            columns={arrangement.listingColumns}
            heading={<h1 className={headingClass}>{t('heading', { query })}</h1>}
            onNavigate={(href, { keepScroll }) =>
              void navigate(href, { preventScrollReset: keepScroll })
            }
            onPreview={preview.load}
            preview={
              preview.loaded === null || previewed === null
                ? null
                : {
                    href: preview.loaded.href,
                    total: previewed.pagination.total,
                    facets: previewed.facets,
                  }
            }
            priority
            imageSource={productImageSource}
            localizePath={localizePath}
            formAction={actions.formAction}
            onAddToCart={actions.onAddToCart}
            onWishlistToggle={actions.onWishlistToggle}
            isWishlisted={actions.isWishlisted}
            isAddingToCart={actions.isAddingToCart}
            onSelect={(tile) =>
              actions.onSelect?.(tile, {
                ...searchItemList,
                ffPosition:
                  (listing.pagination.page - 1) * listing.pagination.perPage +
                  listing.products.indexOf(tile),
              })
            }
          />
        </>
      ) : state === 'noResults' ? (
        <NoResults page={loaderData} productActions={actions} />
      ) : (
        <SearchMessage page={loaderData} />
      )}
      {shopping.layer}
    </main>
  );
}

/** The engine searched a corrected text: say so, and offer it ("meinten Sie …"). */
function CorrectedQuery({ page }: { readonly page: SearchPageData }) {
  const t = useSearchText();
  const { correctedQuery, query, localePrefix } = page;
  if (correctedQuery === null || correctedQuery === query.toLowerCase()) return null;
  return (
    <p data-slot="search-corrected" role="status" className="rounded-card bg-muted p-4">
      {t('correctedNote', { query, corrected: correctedQuery })}{' '}
      <span>
        {t('didYouMean')}{' '}
        <Link href={searchPageHref(correctedQuery, localePrefix)} className="font-semibold">
          {correctedQuery}
        </Link>
        {t('questionMark')}
      </span>
    </p>
  );
}

/**
 * Nothing found, even corrected: the catalog's spellings that find something, each a search
 * ("Meinten Sie kinderwagen, kindersitz oder kindersitze?").
 */
function SpellingSuggestions({ page }: { readonly page: SearchPageData }) {
  const t = useSearchText();
  const { i18n } = useTranslation();
  const { spellingSuggestions, localePrefix } = page;
  if (spellingSuggestions.length === 0) return null;
  const parts = new Intl.ListFormat(i18n.language, { type: 'disjunction' }).formatToParts(
    spellingSuggestions,
  );
  return (
    <p data-slot="search-spelling-suggestions" className="rounded-card bg-muted p-4">
      {t('didYouMean')}{' '}
      {parts.map((part, index) =>
        part.type === 'element' ? (
          <Link
            // biome-ignore lint/suspicious/noArrayIndexKey: the parts are fixed for the page
            key={index}
            href={searchPageHref(part.value, localePrefix)}
            className="font-semibold"
          >
            {part.value}
          </Link>
        ) : (
          part.value
        ),
      )}
      {t('questionMark')}
    </p>
  );
}

/** No product matched: the query, the CMS no-results content and its recommendations (§2). */
function NoResults({
  page,
  productActions,
}: {
  readonly page: SearchPageData;
  readonly productActions: ReturnType<typeof useProductCardShopping>['actions'];
}) {
  const t = useSearchText();
  const { noResults, query } = page;
  const title = contentBlockTitle(noResults?.story.block ?? null);
  // §4 view item list for the no-results content's recommendation slots.
  useItemListViews(noResults === null ? [] : blockItemLists(noResults.blockData), page.currentUrl);
  return (
    <section data-slot="search-no-results" className="flex flex-col gap-4">
      <h1 className={headingClass}>{title || t('noResultsFor', { query })}</h1>
      <p role="status" data-slot="search-no-results-query" className="text-lg">
        {t('noResultsFor', { query })}
      </p>
      <CorrectedQuery page={page} />
      <SpellingSuggestions page={page} />
      {noResults !== null ? (
        <CmsStoryView
          story={noResults.story}
          page={{
            preview: false,
            currentUrl: page.currentUrl,
            localePrefix: page.localePrefix,
            blockData: noResults.blockData,
            campaigns: [],
            now: page.now,
          }}
          productActions={productActions}
        />
      ) : null}
    </section>
  );
}

/** No search yet, or one refused (a text too long, a filter the catalog cannot read). */
function SearchMessage({ page }: { readonly page: SearchPageData }) {
  const t = useSearchText();
  const { state, query, localePrefix } = page;
  const action = routePath('search', localePrefix);
  return (
    <section data-slot="search-message" className="flex flex-col gap-4">
      <h1 className={headingClass}>{t('title')}</h1>
      {state === 'prompt' ? (
        <p>{t('prompt')}</p>
      ) : (
        <p role="alert" data-slot="search-refusal" className="font-semibold text-danger">
          {state === 'tooLong' ? t('tooLong', { max: maxSearchQueryLength }) : t('invalid')}
        </p>
      )}
      {state === 'invalid' && query !== '' ? (
        <p>
          <Link href={searchPageHref(query, localePrefix)}>{t('showAll', { query })}</Link>
        </p>
      ) : null}
      <SiteSearch
        action={action}
        defaultValue={state === 'invalid' ? query : undefined}
        className="max-w-xl"
      />
    </section>
  );
}
