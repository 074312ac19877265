import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ListingFacetName, ListingSort } from '@vitrine/domain/content-model';
import type { ListingFilters } from '@vitrine/domain/listing';
import * as React from 'react';
import { expect, fn, screen } from 'storybook/test';
import { de } from '../../i18n/de';
import { interpolate } from '../../i18n/interpolate';
import { overlayDocs } from '../../stories/overlay-docs';
import { facetsWith, resultCountWith } from '../../stories/shopping-fixtures';
import { DialogPage, expectOpenDialog } from './dialog-story';
import { FilterDialog, ListingFacetDialog, SortDialog } from './listing-dialogs';

/**
 * The listing's choices in a side panel: all filters at once, one facet, and the sort. Use
 * the filter dialog on phones and for "all filters"; one facet's dialog from its button in the
 * facet bar. A choice leads to the filtered listing; reset clears it.
 */
const meta = {
  title: 'Overlays/Dialogs/Listing',
  component: FilterDialog,
  subcomponents: { ListingFacetDialog, SortDialog },
  parameters: { layout: 'fullscreen', docs: overlayDocs },
} satisfies Meta;

export default meta;
type Story = StoryObj;

const filtersChanged = fn();
const sortChanged = fn();

const optionLabel = (label: string, count: number) =>
  interpolate(de.facets.optionCount, { label, count });
const showResults = (count: number) =>
  interpolate(
    count === 1 ? de.dialogs.filter.showResults_one : de.dialogs.filter.showResults_other,
    {
      count,
    },
  );

/** The listing's filter state as the storefront keeps it in the URL, here in React state. */
function useListingFilters(initial: ListingFilters = {}) {
  const [filters, setFilters] = React.useState(initial);
  const change = (next: ListingFilters) => {
    setFilters(next);
    filtersChanged(next);
  };
  return { facets: facetsWith(filters), resultCount: resultCountWith(filters), change };
}

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

function Sort({ openAtStart = true }: { openAtStart?: boolean }) {
  const [sort, setSort] = React.useState<ListingSort>('relevance');
  return (
    <DialogPage dialogId="sort" openerLabel={de.dialogs.sort.title} openAtStart={openAtStart}>
      <SortDialog
        value={sort}
        onValueChange={(next) => {
          setSort(next);
          sortChanged(next);
        }}
      />
    </DialogPage>
  );
}

/** Sort; §9: relevance is the default. */
export const SortStory: Story = {
  name: 'Sort',
  render: () => <Sort />,
  play: async () => {
    await expectOpenDialog(de.dialogs.sort.title, 'right');
    await expect(screen.getByRole('radio', { name: de.sort.options.relevance })).toBeChecked();
  },
};
