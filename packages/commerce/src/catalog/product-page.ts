import type { Facets } from './facets';
import type { ListingFilters, SortKey } from './listing-input';
import type { ProductTile } from './map-product';

export interface Pagination {
  readonly page: number;
  readonly perPage: number;
  readonly total: number;
  readonly pageCount: number;
}

/**
 * One page of a listing or a search. `products` are product tiles: domain Products (variants
 * with the shop's prices, images, attributes, colour sets of all sibling articles) without the
 * siblings themselves, so the card rules of the domain (badges, colour dots, different price,
 * add-to-cart route) apply to them as to a product page.
 */
export interface ProductPage {
  readonly kind: 'ok';
  readonly products: readonly ProductTile[];
  readonly facets: Facets;
  readonly pagination: Pagination;
  readonly sort: SortKey;
  readonly filters: ListingFilters;
}

export function paginationOf(page: number, perPage: number, total: number): Pagination {
  return { page, perPage, total, pageCount: Math.ceil(total / perPage) };
}

/** A page past the last one (or past page 1 of an empty result) is outside the input's domain. */
export function isPageOutOfRange(pagination: Pagination): boolean {
  return pagination.page > Math.max(1, pagination.pageCount);
}
