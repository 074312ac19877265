import {
  type ListingFilters as DomainListingFilters,
  type ListingAvailability,
  type ListingSort,
  listingAvailabilityValues,
  listingSorts,
} from '@vitrine/domain/listing';
import { z } from 'zod';
import { palette } from '../seed/vocabulary/palette';
import { maxDatabaseInteger, storableText } from '../validation';

/** Sort keys of listings and search: the domain's listing sorts (§9: relevancy by default). */
export const sortKeys = listingSorts;
export type SortKey = ListingSort;

/** A whole product's availability, as the domain's `productAvailability` names it. */
export const availabilityValues = listingAvailabilityValues;
export type AvailabilityValue = ListingAvailability;

/** §9: the colour palette keys a colour filter accepts. */
export const paletteKeys = palette.map((color) => color.key) as [string, ...string[]];

export const defaultPerPage = 24;
export const maxPerPage = 96;
/** Deeper pages are for crawlers gone astray; no shopper pages this far. */
export const maxPage = 1000;

const filterText = storableText().pipe(z.string().trim().min(1).max(80));

export const listingFiltersSchema = z.strictObject({
  brand: z.array(filterText).max(30).optional(),
  color: z.array(z.enum(paletteKeys)).max(paletteKeys.length).optional(),
  size: z.array(filterText).max(30).optional(),
  /** Price with tax in cents, both ends included. */
  price: z
    .strictObject({
      min: z.int().min(0).max(maxDatabaseInteger).optional(),
      max: z.int().min(0).max(maxDatabaseInteger).optional(),
    })
    .refine(
      (range) => range.min === undefined || range.max === undefined || range.min <= range.max,
      {
        error: 'listing.priceRange',
      },
    )
    .optional(),
  sale: z.boolean().optional(),
  /** Minimum average rating, 1 to 5 stars. */
  rating: z.int().min(1).max(5).optional(),
  availability: z.array(z.enum(availabilityValues)).max(availabilityValues.length).optional(),
});
export type ListingFilters = z.output<typeof listingFiltersSchema>;
// The catalog reads exactly the filters the domain's listing URL format writes.
listingFiltersSchema satisfies z.ZodType<DomainListingFilters>;

const pagingShape = {
  filters: listingFiltersSchema.default({}),
  sort: z.enum(sortKeys).default('relevance'),
  page: z.int().min(1).max(maxPage).default(1),
  perPage: z.int().min(1).max(maxPerPage).default(defaultPerPage),
};

export const listingInputSchema = z.strictObject({
  categoryId: z.int().min(1).max(maxDatabaseInteger),
  ...pagingShape,
});
export type ListingInput = z.input<typeof listingInputSchema>;
export type ParsedListingInput = z.output<typeof listingInputSchema>;

/** Longer search texts are cut, not refused: a pasted sentence still searches. */
export const maxQueryLength = 200;

export const searchInputSchema = z.strictObject({
  query: z.string().transform((text) => text.slice(0, maxQueryLength)),
  ...pagingShape,
});
export type SearchInput = z.input<typeof searchInputSchema>;
export type ParsedSearchInput = z.output<typeof searchInputSchema>;
