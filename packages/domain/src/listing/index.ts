export {
  type ListingAvailability,
  type ListingFacets,
  type ListingFacetValue,
  type ListingFilterName,
  type ListingFilters,
  type ListingListFilterName,
  type ListingPagination,
  type ListingSort,
  listingAvailabilityValues,
  listingFilterNames,
  listingListFilterNames,
  listingSorts,
} from './listing-types';
export {
  type ListingQuery,
  listingFiltersHref,
  listingPageHref,
  listingPriceFields,
  listingQueryFromSearchParams,
  listingSortHref,
  priceRangeFromQuery,
} from './listing-url';
export {
  type ProductTile,
  type ProductTileAddToCart,
  type ProductTileColorDots,
  type ProductTileImage,
  type ProductTilePrice,
  type ProductTileSource,
  productTile,
  productTileAddToCartHref,
  productTileColorDots,
} from './product-tile';
