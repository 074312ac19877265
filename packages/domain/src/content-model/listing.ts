import { z } from 'zod';
import { commaList, key, oneOf, text } from './fields';

/** The listing sorts (§9: the default is relevancy, descending), as the catalog names them. */
export const listingSorts = [
  'relevance',
  'price-asc',
  'price-desc',
  'newest',
  'rating',
  'name',
] as const;
export type ListingSort = (typeof listingSorts)[number];

/** The listing filters an editor can show (§2 listing facet, filter dialogs). */
export const listingFacetNames = [
  'brand',
  'color',
  'size',
  'price',
  'sale',
  'rating',
  'availability',
] as const;
export type ListingFacetName = (typeof listingFacetNames)[number];

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
