import type { ListingProductTracking } from '@vitrine/domain';
import { selectTileEvent } from '@vitrine/domain';
import type { ProductTile } from '@vitrine/domain/listing';
import { pushToDataLayer } from './data-layer';

/**
 * §4 select item for a card's tile; the data layer marks internal traffic. Its own chunk, loaded by the first click on a card: the builder is not part of
 * every page's JavaScript (issue 14 budgets).
 */
export function pushSelectItem(tile: ProductTile, list: ListingProductTracking): void {
  pushToDataLayer(selectTileEvent(tile, list, { internalTraffic: false }));
}
