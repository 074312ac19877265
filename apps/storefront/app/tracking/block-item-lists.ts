import { type BlockDataMap, listingItemList } from '@vitrine/cms-blocks';
import { recommendationItemList } from '@vitrine/domain';
import type { ListOnPage } from './use-item-list-views';

/** An editor's recommendation id inside a selector's double quotes. */
function quoted(value: string): string {
  return value.replace(/["\\]/g, '\\$&');
}

/**
 * The lists of cards a CMS page's blocks show (§4 view item list): its category listings and
 * its recommendation slots (seen once scrolled to), named as their cards' clicks track them.
 */
export function blockItemLists(blockData: BlockDataMap): readonly ListOnPage[] {
  return Object.values(blockData).flatMap((data): ListOnPage[] => {
    if (data.kind === 'listing') return [{ ...listingItemList(data), tiles: data.products }];
    if (data.kind === 'recommendations') {
      return [
        {
          ...recommendationItemList(data.recommendationId),
          tiles: data.products,
          shownIn: `[data-slot="cms-recommendation-slot"][data-recommendation-id="${quoted(data.recommendationId)}"]`,
        },
      ];
    }
    return [];
  });
}
