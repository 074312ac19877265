import { type ListingBlockData, listingItemList } from '@vitrine/cms-blocks';
import { viewTileListEvent } from '@vitrine/domain';
import { pushToDataLayer } from './data-layer';

/**
 * §4 view item list for the category listings a page shows: the cards as a click on each would
 * track them (the same list, the same positions). Its own chunk, loaded once the listing is
 * shown: the builder is not part of a page's first JavaScript (issue 14 budgets). The data
 * layer marks internal traffic (`pushToDataLayer`).
 */
export function pushListingViews(listings: readonly ListingBlockData[]): void {
  for (const listing of listings) {
    const event = viewTileListEvent(
      { ...listingItemList(listing), tiles: listing.products },
      { internalTraffic: false },
    );
    if (event !== null) pushToDataLayer(event);
  }
}
