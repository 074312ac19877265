import { viewTileListEvent } from '@vitrine/domain';
import type { ProductTile } from '@vitrine/domain/listing';
import { pushToDataLayer } from './data-layer';

/** A list of product cards a page shows, named as its cards' clicks track them (§4). */
export interface SeenItemList {
  readonly itemListId: string;
  readonly itemListName: string;
  readonly tiles: readonly ProductTile[];
  /** The first card's position in the whole list (page 2 of a listing starts at 24). */
  readonly firstPosition?: number;
}

/**
 * §4 view item list for the lists of cards a page shows — category listings, recommendation
 * sliders — each card as a click on it would track it (the same list, the same positions).
 * Its own chunk, loaded once the page is shown: the builder is not part of a page's first
 * JavaScript (issue 14 budgets). The data layer marks internal traffic (`pushToDataLayer`).
 */
export function pushItemListViews(lists: readonly SeenItemList[]): void {
  for (const list of lists) {
    const event = viewTileListEvent(list, { internalTraffic: false });
    if (event !== null) pushToDataLayer(event);
  }
}
