import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ListingFacetName } from '@vitrine/domain/content-model';
import { expect, screen } from 'storybook/test';
import { de } from '../../i18n/de';
import { overlayDocs } from '../../stories/overlay-docs';
import { DialogPage, expectOpenDialog } from './dialog-story';
import { FilterDialog, ListingFacetDialog } from './listing-dialogs';

import {
  listingDialogsStoryMeta,
  optionLabel,
  Sort,
  showResults,
  useListingFilters,
} from './listing-dialogs.story-kit';

/**
 * The listing's choices in a side panel: all filters at once, one facet, and the sort. Use
 * the filter dialog on phones and for "all filters"; one facet's dialog from its button in the
 * facet bar. A choice leads to the filtered listing; reset clears it.
 */
const meta = {
  title: 'Overlays/Dialogs/Listing',
  component: FilterDialog,
  ...listingDialogsStoryMeta,
  parameters: { layout: 'fullscreen', docs: overlayDocs },
} satisfies Meta;

export default meta;
type Story = StoryObj;

function Facet({ name }: { name: ListingFacetName }) {
  const { facets, resultCount, change } = useListingFilters({ color: ['green'] });
  return (
    <DialogPage dialogId="listing-facet" openerLabel={de.facets.names[name]}>
      <ListingFacetDialog
        name={name}
        facets={facets}
        onFiltersChange={change}
        resultCount={resultCount}
      />
    </DialogPage>
  );
}

/** Listing facet: one filter's options, here the colours (mobileLeft: a drawer on phones). */
export const ListingFacetStory: Story = {
  name: 'Listing facet',
  globals: { viewport: { value: 'xs' } },
  render: () => <Facet name="color" />,
  play: async () => {
    await expectOpenDialog(de.facets.names.color, 'mobileLeft');
    await expect(screen.getByRole('checkbox', { name: optionLabel('Grün', 6) })).toBeChecked();
    await expect(screen.getByRole('button', { name: showResults(6) })).toBeVisible();
  },
};

/** The same facet dialog centred from 768 px on; the rating facet as radios. */
export const ListingFacetRating: Story = {
  name: 'Listing facet, rating',
  globals: { viewport: { value: 'lg' } },
  render: () => <Facet name="rating" />,
  play: async () => {
    await expectOpenDialog(de.facets.names.rating, 'mobileLeft');
    await expect(screen.getAllByRole('radio')).toHaveLength(4);
  },
};

/** Filter: every facet of the listing at once. */
export const FilterStory: Story = {
  name: 'Filter',
  render: () => {
    function Filter() {
      const { facets, resultCount, change } = useListingFilters({ color: ['blue'], sale: true });
      return (
        <DialogPage dialogId="filter" openerLabel={de.dialogs.filter.title}>
          <FilterDialog facets={facets} onFiltersChange={change} resultCount={resultCount} />
        </DialogPage>
      );
    }
    return <Filter />;
  },
  play: async () => {
    const dialog = await expectOpenDialog(de.dialogs.filter.title, 'right');
    await expect(dialog.querySelectorAll('[data-slot="facet-group"]')).toHaveLength(6);
    await expect(screen.getByRole('button', { name: showResults(5) })).toBeVisible();
  },
};

/** Sort; relevance is the default. */
export const SortStory: Story = {
  name: 'Sort',
  render: () => <Sort />,
  play: async () => {
    await expectOpenDialog(de.dialogs.sort.title, 'right');
    await expect(screen.getByRole('radio', { name: de.sort.options.relevance })).toBeChecked();
  },
};
