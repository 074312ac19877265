import type { BlockDataMap, ListingBlockData } from '@vitrine/cms-blocks';
import * as React from 'react';

/**
 * Pushes §4 view item list for the page's category listings once each time the page's address
 * changes (another category, page, sort or filter), not when its loaders run again after an
 * add to cart. The builder is loaded only on pages that show a listing.
 */
export function useListingViewEvent(blockData: BlockDataMap, address: string): void {
  const latest = React.useRef(blockData);
  latest.current = blockData;
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new address is a new view.
  React.useEffect(() => {
    const listings = Object.values(latest.current).filter(
      (data): data is ListingBlockData => data.kind === 'listing' && data.products.length > 0,
    );
    if (listings.length === 0) return;
    void import('./listing-view')
      .then(({ pushListingViews }) => pushListingViews(listings))
      .catch(() => undefined);
  }, [address]);
}
