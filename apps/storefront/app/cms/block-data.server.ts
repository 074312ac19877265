import type {
  BlockData,
  BlockDataMap,
  BlockDataRequest,
  ContactFormBlockData,
  ListingDataRequest,
  RecommendationsDataRequest,
} from '@vitrine/cms-blocks';
import { blockDataRequests, contactAction, newsletterAction } from '@vitrine/cms-blocks';
import { isValidationFailure, type ShopContext, shopContext } from '@vitrine/commerce';
import type { ShopLocale, SiteLayout } from '@vitrine/domain';
import { listingQueryFromSearchParams, productTile } from '@vitrine/domain/listing';
import type { ShopRequestContext } from '../load-context';

export interface BlockDataInput {
  /** The story content as the CMS sent it. */
  readonly content: unknown;
  /** The page's URL: a listing's page, sort and filters come from its query. */
  readonly url: URL;
  readonly context: Pick<ShopRequestContext, 'shop' | 'locale' | 'services'>;
  readonly layout: SiteLayout;
  /**
   * Where the page's forms post without JavaScript: the page itself (`/faq/`; the home page
   * `/?index`, React Router's address of an index route's action).
   */
  readonly formAction: string;
}

const categoryLink = (category: { readonly name: string; readonly slug: string }) => ({
  name: category.name,
  path: `/${category.slug}/`,
});

async function listingData(
  request: ListingDataRequest,
  commerce: ShopRequestContext['services']['commerce'],
  shop: ShopContext,
  url: URL,
): Promise<BlockData | null> {
  const category = commerce.catalog.category(shop, request.categorySlug);
  if (category === null) return null;
  const query = listingQueryFromSearchParams(url.searchParams);
  const base = { categoryId: category.id, sort: request.defaultSort };
  let page = await commerce.catalog.listing(shop, {
    ...base,
    ...query,
    sort: query.sort ?? request.defaultSort,
  });
  // A query the catalog refuses (a hand-typed sort, page 0) shows the listing as it starts.
  if (page !== null && isValidationFailure(page)) page = await commerce.catalog.listing(shop, base);
  if (page === null || isValidationFailure(page)) return null;
  return {
    kind: 'listing',
    // What the cards show, not the engine's rows: the page's data stays small (issue 13).
    products: page.products.map((product) => productTile(product)),
    facets: page.facets,
    pagination: page.pagination,
    sort: page.sort,
    categoryName: category.name,
    // Links to the category pages above and below this one (issue 21: breadcrumb and the
    // compact subcategory row); a category's page lives at its slug, as the product page's
    // breadcrumb links it.
    trail: (commerce.catalog.breadcrumbs(shop, category.id) ?? []).slice(0, -1).map(categoryLink),
    subcategories: category.children.map(categoryLink),
  };
}

async function recommendationsData(
  request: RecommendationsDataRequest,
  commerce: ShopRequestContext['services']['commerce'],
  shop: ShopContext,
): Promise<BlockData> {
  const answer = await commerce.recommendations.recommend(shop, {
    size: request.size,
    fill_with_random: request.fillWithRandom,
    ...(request.itemId === '' ? {} : { item_id: request.itemId }),
    catalog_filter: request.filters.map((filter) => ({
      property: filter.property,
      constraint_type: filter.type === 'exclude' ? 'exclude' : 'include',
      operator: filter.operator,
      operands: filter.value
        .split(',')
        .map((operand) => operand.trim())
        .filter((operand) => operand !== ''),
    })),
  });
  // §8: recommendation errors (an editor's filter the provider refuses) give an empty list.
  if (isValidationFailure(answer)) {
    return { kind: 'recommendations', recommendationId: request.recommendationId, products: [] };
  }
  const ids = answer.data
    .map((item) => Number(item.product_id))
    .filter((id) => Number.isSafeInteger(id));
  const products = await commerce.catalog.productsByIds(shop, ids);
  // The slider is swiped, not its cards: each card shows its first picture only.
  return {
    kind: 'recommendations',
    recommendationId: request.recommendationId,
    products: products.map((product) => productTile(product, { swiper: false })),
  };
}

/**
 * The contact form's data (§3 Site layout: its subjects come from the layout), for a CMS
 * contact_form block and for the account's contact page alike: the subjects, where the form
 * posts without JavaScript, and the contact call it posts to with it.
 */
export function contactFormData(
  layout: SiteLayout,
  locale: ShopLocale,
  formAction: string,
): ContactFormBlockData {
  return {
    kind: 'contactForm',
    subjects: layout.contactSubjects,
    action: formAction,
    // §7 "all calls take a query locale": the mail to the service team and its subject
    // label are in the visitor's language.
    endpoint: `${contactAction}?locale=${encodeURIComponent(locale.iso)}`,
  };
}

/**
 * Resolves what a story's data blocks ask for (listing, recommendation slot, the forms) with
 * the real services, keyed by block `_uid`. Products go out as the cards' tiles
 * (`productTile`), never as the engine's products. A request that cannot be answered (an unknown
 * category) is left out, and its block renders without data.
 */
export async function resolveBlockData(input: BlockDataInput): Promise<BlockDataMap> {
  const { shop, locale, services } = input.context;
  const commerceShop = shopContext(shop, locale);
  const resolve = async (request: BlockDataRequest): Promise<BlockData | null> => {
    switch (request.kind) {
      case 'listing':
        return listingData(request, services.commerce, commerceShop, input.url);
      case 'recommendations':
        return recommendationsData(request, services.commerce, commerceShop);
      case 'contactForm':
        return contactFormData(input.layout, locale, input.formAction);
      case 'newsletterSignup':
        return {
          kind: 'newsletterSignup',
          action: input.formAction,
          // The confirmation mail is in the visitor's language (§7: every call takes a locale).
          endpoint: `${newsletterAction}?locale=${encodeURIComponent(locale.iso)}`,
        };
    }
  };
  const entries = await Promise.all(
    blockDataRequests(input.content).map(async (request) => {
      try {
        return [request.uid, await resolve(request)] as const;
      } catch (error) {
        console.error(`Data of block ${request.uid} could not be resolved`, error);
        return [request.uid, null] as const;
      }
    }),
  );
  return Object.fromEntries(
    entries.filter((entry): entry is readonly [string, BlockData] => entry[1] !== null),
  );
}
