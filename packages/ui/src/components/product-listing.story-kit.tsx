import type { Meta } from '@storybook/react-vite';
import { type ListingFilters, listingQueryFromSearchParams } from '@vitrine/domain/listing';
import * as React from 'react';
import { fn } from 'storybook/test';
import {
  facetsWith,
  fixtureProductImage,
  listingTiles,
  resultCountWith,
} from '../stories/shopping-fixtures';
import { DialogStackProvider } from './dialog';
import type { ListingPreview } from './listing-filter-draft';
import { ProductListing } from './product-listing';

/*
 * The story harness the showcase and the behaviour stories of these dialogs share: fixtures,
 * demo wrappers and meta fields. Not a stories file, so Storybook does not index it.
 */

/** The meta fields the showcase and the behaviour stories share (each adds its title and component). */
export const productListingStoryMeta = {
  globals: { viewport: { value: 'lg' } },
  decorators: [
    (Story) => (
      <DialogStackProvider>
        <Story />
      </DialogStackProvider>
    ),
  ],
  args: {
    tiles: listingTiles,
    facets: facetsWith({}),
    pagination: { page: 1, perPage: 7, total: 25, pageCount: 4 },
    sort: 'relevance',
    currentUrl: '/kinderwagen/',
    heading: <h1 className="font-display text-3xl font-bold text-ink">Kinderwagen</h1>,
    imageSource: fixtureProductImage,
    onNavigate: fn(),
    className: 'p-4',
  },
  argTypes: {
    tiles: { control: false },
    facets: { control: false },
    heading: { control: false },
  },
} satisfies Partial<Meta<typeof ProductListing>>;

/**
 * The listing on a page that answers its previews, as the route's loader does: a moment after
 * the filter dialog asks what its draft finds, the draft's facets and count.
 */
export function ListingWithPreviews(props: React.ComponentProps<typeof ProductListing>) {
  const [preview, setPreview] = React.useState<ListingPreview | null>(null);
  const { onPreview } = props;
  const answer = React.useCallback(
    (href: string) => {
      onPreview?.(href);
      const { filters } = listingQueryFromSearchParams(
        new URL(href, 'http://shop.invalid').searchParams,
      );
      const draft = filters as ListingFilters;
      setTimeout(
        () => setPreview({ href, total: resultCountWith(draft), facets: facetsWith(draft) }),
        50,
      );
    },
    [onPreview],
  );
  return <ProductListing {...props} onPreview={answer} preview={preview} />;
}
