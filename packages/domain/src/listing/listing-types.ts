import type { Currency } from '../market/types';

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

/**
 * The filters of a listing or search page, as the URL names them (§2 listing facets). The one
 * list the catalog, the facets, the URL format and the robots rule read.
 */
export const listingFilterNames = [
  'brand',
  'color',
  'size',
  'price',
  'sale',
  'rating',
  'availability',
] as const;
export type ListingFilterName = (typeof listingFilterNames)[number];

/** The filters whose value is a list of words (`brand=a,b`). */
export const listingListFilterNames = ['brand', 'color', 'size', 'availability'] as const;
export type ListingListFilterName = (typeof listingListFilterNames)[number];

/** A whole product's availability, as the domain's `productAvailability` names it. */
export const listingAvailabilityValues = ['buyable', 'notDeliverable', 'soldOut'] as const;
export type ListingAvailability = (typeof listingAvailabilityValues)[number];

/** The filters a listing URL carries; prices are cents with tax, both ends included. */
export interface ListingFilters {
  readonly brand?: readonly string[];
  readonly color?: readonly string[];
  readonly size?: readonly string[];
  readonly price?: { readonly min?: number; readonly max?: number };
  readonly sale?: boolean;
  /** At least this many stars, 1 to 5. */
  readonly rating?: number;
  readonly availability?: readonly string[];
}

/** One value of a facet with its count (counts are disjunctive: all filters but its own). */
export interface ListingFacetValue {
  readonly value: string;
  /** What the shopper reads; availability labels are message keys (`availability.soldOut`). */
  readonly label: string;
  readonly count: number;
  readonly selected: boolean;
}

/** The facets of a listing or search page, as the catalog answers them. */
export interface ListingFacets {
  readonly brand: readonly ListingFacetValue[];
  readonly color: readonly ListingFacetValue[];
  readonly size: readonly ListingFacetValue[];
  /** Lowest and highest price (with tax, cents) of the products the other filters leave. */
  readonly price: {
    readonly min: number | null;
    readonly max: number | null;
    readonly currency: Currency;
    readonly selected: { readonly min: number | null; readonly max: number | null };
  };
  readonly sale: { readonly count: number; readonly selected: boolean };
  /** "At least N stars", for N = 4, 3, 2, 1. */
  readonly rating: ReadonlyArray<{
    readonly minimum: number;
    readonly count: number;
    readonly selected: boolean;
  }>;
  /** Values `buyable`, `notDeliverable`, `soldOut`. */
  readonly availability: readonly ListingFacetValue[];
}

export interface ListingPagination {
  readonly page: number;
  readonly perPage: number;
  readonly total: number;
  readonly pageCount: number;
}
