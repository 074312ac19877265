import type { ListingProductTracking } from '@vitrine/domain';
import type { ListingBlockData } from './block-data';

/** The §4 item list a category listing's cards belong to, and where this page of it starts. */
export interface ListingItemList {
  readonly itemListId: 'listing';
  readonly itemListName: string;
  /** The first card's position in the whole listing: page 2 of 24 per page starts at 24. */
  readonly firstPosition: number;
}

/**
 * The list a category listing's cards are tracked in (§4 select item, view item list): named
 * after the category, positions counted over the whole listing, so page 2's first card is
 * the 25th, not the first again. One rule for the card's click and the page's view.
 *
 * @example
 * listingItemList({ categoryName: 'Kinderwagen', pagination: { page: 2, perPage: 24, … }, … })
 * // { itemListId: 'listing', itemListName: 'Kinderwagen', firstPosition: 24 }
 */
export function listingItemList(
  data: Pick<ListingBlockData, 'categoryName' | 'pagination'>,
  categorySlug = '',
): ListingItemList {
  return {
    itemListId: 'listing',
    itemListName: data.categoryName || categorySlug,
    firstPosition: Math.max(0, data.pagination.page - 1) * data.pagination.perPage,
  };
}

/** A card's tracking within its listing page (`index` is its place on this page). */
export function listingCardTracking(list: ListingItemList, index: number): ListingProductTracking {
  return {
    itemListId: list.itemListId,
    itemListName: list.itemListName,
    ffPosition: list.firstPosition + index,
  };
}
