import { type SelectedTile, selectTileEvent } from './item-view-events';
import { trafficMarker } from './traffic-marker';
import type { TrackingContext, ViewItemListEvent } from './types';

export interface ViewTileListInput {
  readonly itemListId: string;
  readonly itemListName: string;
  readonly tiles: readonly SelectedTile[];
  /** The first tile's position in the whole list (page 2 of 24 per page starts at 24). */
  readonly firstPosition?: number;
}

/**
 * `view_item_list` (§4) for a page of product cards known by their tiles (a search result): the
 * items as a click on each card tracks them (`selectTileEvent`), with the list and each card's
 * position in it. Null for no cards — nothing was seen.
 *
 * @example
 * viewTileListEvent({ itemListId: 'search', itemListName: 'search results', tiles }, { internalTraffic: false })
 */
export function viewTileListEvent(
  input: ViewTileListInput,
  context: TrackingContext,
): ViewItemListEvent | null {
  if (input.tiles.length === 0) return null;
  const first = input.firstPosition ?? 0;
  const items = input.tiles.flatMap(
    (tile, index) =>
      selectTileEvent(
        tile,
        {
          itemListId: input.itemListId,
          itemListName: input.itemListName,
          ffPosition: first + index,
        },
        context,
      ).ecommerce.items,
  );
  return {
    event: 'view_item_list',
    ecommerce: { item_list_id: input.itemListId, item_list_name: input.itemListName, items },
    ...trafficMarker(context),
  };
}
