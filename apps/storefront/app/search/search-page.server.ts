import { isValidationFailure, type SearchPage, shopContext } from '@vitrine/commerce';
import {
  pageTitle,
  productLink,
  shopBaseUrl,
  type ViewItemListEvent,
  viewTileListEvent,
} from '@vitrine/domain';
import {
  type ListingFacets,
  type ListingPagination,
  type ListingSort,
  listingQueryFromSearchParams,
  type ProductTile,
  productTile,
} from '@vitrine/domain/listing';
import { routePath } from '@vitrine/domain/routing';
import {
  directProductQuery,
  type SearchEvent,
  searchEvent,
  searchItemList,
  searchQueryOf,
} from '@vitrine/domain/search';
import { data, type RouterContextProvider, redirect } from 'react-router';
import { privatePageCache, publicPageCache } from '../../server/http/cache-control';
import { loadSpecialContent, type SpecialContentView } from '../checkout/special-content.server';
import { localisedHref } from '../cms/localised-href';
import { loadSiteLayout } from '../cms/site-layout.server';
import { loadLanguageTexts, translator } from '../i18n/translator';
import { shareEqualValues } from '../shared-values.server';
import { searchText } from './search-texts';

/**
 * What the search page shows: a prompt (no text yet), a refusal (a text too long, a filter,
 * sort or page the catalog cannot read), the results, or the no-results page.
 */
export type SearchPageState = 'prompt' | 'tooLong' | 'invalid' | 'results' | 'noResults';

/** The results as the shared `ProductListing` takes them: the listing block's contract. */
export interface SearchListingView {
  readonly products: readonly ProductTile[];
  readonly facets: ListingFacets;
  readonly pagination: ListingPagination;
  readonly sort: ListingSort;
}

/** The search page's loader data: view models only, never the engine's rows. */
export interface SearchPageData {
  readonly state: SearchPageState;
  /** The text as searched (trimmed); '' for the prompt and a text too long. */
  readonly query: string;
  /** The engine searched a corrected text (typo tolerance): "meinten Sie …" links to it. */
  readonly correctedQuery: string | null;
  /** Nothing found: other spellings that find something ("meinten Sie …"), best first. */
  readonly spellingSuggestions: readonly string[];
  readonly listing: SearchListingView | null;
  /** The CMS no-results content (§2 special content). */
  readonly noResults: SpecialContentView | null;
  /** The page's address with its query: every filter, sort and page link is made from it. */
  readonly currentUrl: string;
  readonly localePrefix: string;
  readonly head: { readonly title: string; readonly canonical: string };
  /** §4 events, built here from the engine's products (the browser gets only the tiles). */
  readonly tracking: {
    readonly search: SearchEvent | null;
    readonly viewItemList: ViewItemListEvent | null;
  };
  /** When the page was rendered (ISO), for the CMS content's campaign windows. */
  readonly now: string;
}

/**
 * The product a product number or a GTIN names, as its page's address in the locale (with the
 * variant a variant's number or code names); null for none: the text is then searched.
 */
async function directProductHref(
  context: Readonly<RouterContextProvider>,
  text: string,
): Promise<string | null> {
  const direct = directProductQuery(text);
  if (direct === null) return null;
  const { shop, locale, services } = context;
  const catalogContext = shopContext(shop, locale);
  if (direct.kind === 'ean') {
    // The code on a package names one variant: its page opens with that variant chosen.
    const found = await services.commerce.catalog.variantByGtin(catalogContext, direct.ean);
    if (found === null) return null;
    return localisedHref(
      productLink(found.product, { variant: found.variant.referenceKey }),
      locale.pathPrefix,
    );
  }
  const product = await services.commerce.catalog.productByNumber(
    catalogContext,
    direct.productNumber,
  );
  if (product === null) return null;
  const variant = product.variants.find(
    (candidate) => candidate.referenceKey === direct.productNumber,
  );
  return localisedHref(
    productLink(product, { variant: variant?.referenceKey ?? null }),
    locale.pathPrefix,
  );
}

function listingView(page: SearchPage): SearchListingView {
  return {
    products: page.products.map((product) => productTile(product)),
    facets: page.facets,
    pagination: page.pagination,
    sort: page.sort,
  };
}

/**
 * The search page `/suche/?q=…` (§2, issue 17), in every shop and locale: the engine's search
 * (full text in the shop's language, typo tolerance) with the listing's facets, sort (relevance
 * by default, §9) and pages from the URL, shown as the category listing shows its products. A
 * product number opens the product's page (302: the number may name another product one day).
 * No result shows the CMS no-results content (§2 special content) with its recommendations.
 * A text over 200 characters, or a filter, sort or page the catalog cannot read, is a 400 page
 * with a message. Search pages are never indexed (`noindex,follow`, set in `meta`) and are
 * public: a CDN keeps them as it keeps listings.
 */
export async function loadSearchPage({
  request,
  context,
}: {
  readonly request: Request;
  readonly context: Readonly<RouterContextProvider>;
}) {
  const url = new URL(request.url);
  const { shop, locale, services, hostKind, port } = context;
  const previewed = context.preview.granted || context.preview.requested;
  const headers = { 'Cache-Control': previewed ? privatePageCache : publicPageCache };
  // The title is said in the page's language; the texts load once per server, on first use.
  const [layout] = await Promise.all([loadSiteLayout(context), loadLanguageTexts(locale.language)]);
  const t = searchText(translator(locale.language));
  const siteName = layout?.view.siteName ?? shop.brandName;
  const query = searchQueryOf(url.searchParams);
  const text = query.kind === 'search' ? query.text : '';

  const page = (
    state: SearchPageState,
    fields: Partial<
      Pick<
        SearchPageData,
        'correctedQuery' | 'spellingSuggestions' | 'listing' | 'noResults' | 'tracking'
      >
    > = {},
  ): SearchPageData =>
    shareEqualValues({
      state,
      query: text,
      correctedQuery: fields.correctedQuery ?? null,
      spellingSuggestions: fields.spellingSuggestions ?? [],
      listing: fields.listing ?? null,
      noResults: fields.noResults ?? null,
      currentUrl: `${url.pathname}${url.search}`,
      localePrefix: locale.pathPrefix,
      head: {
        title: pageTitle(text === '' ? t('title') : t('titleWithQuery', { query: text }), siteName),
        canonical: `${shopBaseUrl(shop, locale, hostKind, port)}${routePath('search')}`,
      },
      tracking: fields.tracking ?? { search: null, viewItemList: null },
      now: new Date().toISOString(),
    });

  if (query.kind === 'tooLong') return data(page('tooLong'), { status: 400, headers });
  if (query.kind === 'empty') return data(page('prompt'), { headers });

  const target = await directProductHref(context, query.text);
  if (target !== null) throw redirect(target, { status: 302, headers });

  const listingQuery = listingQueryFromSearchParams(url.searchParams);
  const result = await services.commerce.search.search(shopContext(shop, locale), {
    ...listingQuery,
    query: query.text,
  });
  if (isValidationFailure(result)) return data(page('invalid'), { status: 400, headers });

  const listing = listingView(result);
  const tracking = {
    search: searchEvent(query.text, { internalTraffic: false }),
    viewItemList: viewTileListEvent(
      {
        ...searchItemList,
        tiles: listing.products,
        firstPosition: (result.pagination.page - 1) * result.pagination.perPage,
      },
      { internalTraffic: false },
    ),
  };
  const filtered = Object.keys(listingQuery.filters).length > 0;
  // A filter that leaves nothing shows the listing's own empty state, where it can be undone.
  if (result.pagination.total === 0 && !filtered) {
    return data(
      page('noResults', {
        spellingSuggestions: result.spellingSuggestions,
        noResults: await loadSpecialContent(context, 'noResults', url),
        tracking,
      }),
      {
        headers,
      },
    );
  }
  return data(
    page('results', {
      correctedQuery: result.correctedQuery,
      listing: listingView(result),
      tracking,
    }),
    { headers },
  );
}
