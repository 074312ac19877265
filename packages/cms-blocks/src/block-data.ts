import {
  type ContactSubjectBlock,
  type ContentBlock,
  type FieldError,
  type ListingFacetName,
  type ListingSort,
  parseBlock,
  type RecommendationFilter,
} from '@vitrine/domain';
import type { ListingFacets, ListingPagination, ProductTile } from '@vitrine/domain/listing';
import { allBlocks } from './block-children';

export {
  BlockDataProvider,
  type BlockDataProviderProps,
  useBlockData,
} from './block-data-provider';

/**
 * The product listing a page needs (§2: a page with a listing block is a listing page). The
 * page adds the URL-driven state (page, sort, filters of its search params) when it asks the
 * catalog; `defaultSort` applies when the URL names none.
 */
export interface ListingDataRequest {
  readonly kind: 'listing';
  readonly uid: string;
  /** The commerce category slug, e.g. `kombikinderwagen`. */
  readonly categorySlug: string;
  readonly defaultSort: ListingSort;
  /** The filters the editor chose to show, in order; empty: the catalog's own choice. */
  readonly filters: readonly ListingFacetName[];
}

/** A recommendation slot (§3 Recommendation slot; §7 the recommendation provider call). */
export interface RecommendationsDataRequest {
  readonly kind: 'recommendations';
  readonly uid: string;
  readonly recommendationId: string;
  readonly fillWithRandom: boolean;
  /** §9: 12 unless the editor set another. */
  readonly size: number;
  /** The block's own item, else the product of the page (context), else `''`. */
  readonly itemId: string;
  readonly filters: readonly RecommendationFilter[];
  readonly trackingId: string;
}

/** The contact form's subjects come from the layout (§3 Site layout: contact subjects). */
export interface ContactSubjectsDataRequest {
  readonly kind: 'contactForm';
  readonly uid: string;
}

/** The newsletter sign-up asks where it posts and what its last post came to. */
export interface NewsletterSignupDataRequest {
  readonly kind: 'newsletterSignup';
  readonly uid: string;
}

export type BlockDataRequest =
  | ListingDataRequest
  | RecommendationsDataRequest
  | ContactSubjectsDataRequest
  | NewsletterSignupDataRequest;

/** What the page knows that a request may take. */
export interface BlockDataRequestContext {
  /** The product a product page shows: slots without their own item relate to it. */
  readonly itemId?: string;
}

/**
 * A resolved listing: commerce's `ListingPage` with its products as the cards show them
 * (`productTile()` of the domain), never the engine's rows.
 */
export interface ListingBlockData {
  readonly kind: 'listing';
  readonly products: readonly ProductTile[];
  readonly facets: ListingFacets;
  readonly pagination: ListingPagination;
  readonly sort: ListingSort;
  /** The category's name, shown when the block has no headline of its own. */
  readonly categoryName?: string;
  /** The categories above this one, root first: the breadcrumb's links (issue 21). */
  readonly trail?: readonly CategoryLinkData[];
  /** The category's children in the catalog's order: the subcategory row's links (issue 21). */
  readonly subcategories?: readonly CategoryLinkData[];
}

/** A category as a link shows it: its name and its page's path in the shop's default locale. */
export interface CategoryLinkData {
  readonly name: string;
  /** `/kinderwagen/`: the page localises it (`localizePath`), as it does every link. */
  readonly path: string;
}

/** A resolved recommendation slot: the products' tiles in the provider's order (may be empty). */
export interface RecommendationsBlockData {
  readonly kind: 'recommendations';
  /** The slot's recommendation id (§3): the §4 item list its cards are tracked in. */
  readonly recommendationId: string;
  readonly products: readonly ProductTile[];
}

/**
 * The hidden fields a CMS form posts without JavaScript, so the page it posts to knows which
 * form of which block was sent: `intent` is `contact` or `newsletter`, `block` the block's `_uid`.
 */
export const cmsFormFields = { intent: 'intent', block: 'block' } as const;
export type CmsFormIntent = 'contact' | 'newsletter';

/**
 * What a form's post without JavaScript came to; the page renders again with it. Errors name
 * the form's own fields with their message keys (§5); the entered values are shown again.
 */
export type FormOutcome =
  | { readonly state: 'sent' }
  | {
      readonly state: 'invalid';
      readonly errors: readonly FieldError[];
      readonly values: Readonly<Record<string, string>>;
    }
  | {
      /** Refused or not done (too many posts, a foreign page, a failure): try again later. */
      readonly state: 'failed';
      readonly values: Readonly<Record<string, string>>;
    };

/** The contact form's subjects and where it posts. */
export interface ContactFormBlockData {
  readonly kind: 'contactForm';
  readonly subjects: readonly ContactSubjectBlock[];
  /** Where the form posts without JavaScript: the page itself; the current URL without one. */
  readonly action?: string;
  /**
   * The JSON call the form posts to with JavaScript (`/api/user/contact/?locale=…`); the
   * action when there is none.
   */
  readonly endpoint?: string;
  readonly outcome?: FormOutcome;
  /**
   * What the fields show first, by field name (`name`, `email`): a signed-in customer's own,
   * where the shop prefills the form (§6 contactFormPrefill). A post's outcome shows its own.
   */
  readonly prefill?: Readonly<Record<string, string>>;
  /**
   * Called in the browser once the form sent a message with JavaScript (the account's contact
   * page answers it with its toast, issue 19); a page without one shows the success text only.
   */
  readonly onSent?: () => void;
}

/** Where the newsletter sign-up posts, and what its post without JavaScript came to. */
export interface NewsletterSignupBlockData {
  readonly kind: 'newsletterSignup';
  /** Where the form posts without JavaScript: the page itself; the current URL without one. */
  readonly action?: string;
  /** The JSON call with JavaScript (`/api/mcs/selfi/newsletter/?locale=…`). */
  readonly endpoint?: string;
  readonly outcome?: FormOutcome;
}

export type BlockData =
  | ListingBlockData
  | RecommendationsBlockData
  | ContactFormBlockData
  | NewsletterSignupBlockData;

/** Resolved data by block `_uid`. */
export type BlockDataMap = Readonly<Record<string, BlockData>>;

function requestOf(block: ContentBlock, context: BlockDataRequestContext): BlockDataRequest[] {
  switch (block.component) {
    case 'listing':
      return [
        {
          kind: 'listing',
          uid: block._uid,
          categorySlug: block.categorySlug,
          defaultSort: block.defaultSort,
          filters: block.filters,
        },
      ];
    case 'recommendation_slot':
      return [
        {
          kind: 'recommendations',
          uid: block._uid,
          recommendationId: block.recommendationId,
          fillWithRandom: block.fillWithRandom,
          size: block.size,
          itemId: block.itemId || (context.itemId ?? ''),
          filters: block.filters,
          trackingId: block.trackingId,
        },
      ];
    case 'contact_form':
      return [{ kind: 'contactForm', uid: block._uid }];
    case 'newsletter_signup':
      return [{ kind: 'newsletterSignup', uid: block._uid }];
    default:
      return [];
  }
}

/**
 * What a story's blocks need from the page's services, in document order: a pure walk of the
 * story content (raw, as the CMS sends it). Blocks without a `_uid` cannot receive data and
 * ask for none. Nothing else is fetched by a block.
 *
 * @example
 * blockDataRequests(story.content, {})
 * // [{ kind: 'listing', uid: '…', categorySlug: 'kinderwagen', defaultSort: 'relevance', filters: [] }]
 */
export function blockDataRequests(
  content: unknown,
  context: BlockDataRequestContext = {},
): BlockDataRequest[] {
  const parsed = parseBlock(content);
  if (!parsed.success) return [];
  return allBlocks(parsed.block)
    .flatMap((block) => requestOf(block, context))
    .filter((request) => request.uid !== '');
}
