import { z } from 'zod';
import {
  type ListingFilterName,
  type ListingSort,
  listingFilterNames,
  listingSorts,
} from '../listing/listing-types';
import { commaList, key, oneOf, text } from './fields';

export { type ListingSort, listingSorts };

/** The listing filters an editor can show (§2 listing facet, filter dialogs): every filter. */
export const listingFacetNames = listingFilterNames;
export type ListingFacetName = ListingFilterName;

/**
 * The product listing of a category page (§2: a page with a listing block is a listing
 * page). `categorySlug` is a category slug of the commerce catalog, e.g. `kombikinderwagen`.
 */
export interface ListingBlock {
  readonly component: 'listing';
  readonly _uid: string;
  readonly headline: string;
  readonly categorySlug: string;
  readonly defaultSort: ListingSort;
  /** The filters shown, in order; empty means the catalog's own choice. */
  readonly filters: readonly ListingFacetName[];
}

const filterNames: ReadonlySet<string> = new Set(listingFacetNames);

export const listingSchema: z.ZodType<ListingBlock, unknown> = z
  .object({
    _uid: key,
    headline: text,
    categorySlug: key.transform((slug) => slug.toLowerCase()),
    defaultSort: oneOf(listingSorts, 'relevance'),
    filters: commaList.transform((names) => [
      ...new Set(
        names
          .map((name) => name.toLowerCase())
          .filter((name): name is ListingFacetName => filterNames.has(name)),
      ),
    ]),
  })
  .transform((fields) => ({ component: 'listing' as const, ...fields }));
