import type { Meta } from '@storybook/react-vite';
import type { ListingSort } from '@vitrine/domain/content-model';
import type { ListingFilters } from '@vitrine/domain/listing';
import * as React from 'react';
import { fn } from 'storybook/test';
import { de } from '../../i18n/de';
import { interpolate } from '../../i18n/interpolate';
import { facetsWith, resultCountWith } from '../../stories/shopping-fixtures';
import { DialogPage } from './dialog-story';
import { ListingFacetDialog, SortDialog } from './listing-dialogs';

/*
 * The story harness the showcase and the behaviour stories of these dialogs share: fixtures,
 * demo wrappers and meta fields. Not a stories file, so Storybook does not index it.
 */

export const filtersChanged = fn();
export const sortChanged = fn();

export const optionLabel = (label: string, count: number) =>
  interpolate(de.facets.optionCount, { label, count });
export const showResults = (count: number) =>
  interpolate(
    count === 1 ? de.dialogs.filter.showResults_one : de.dialogs.filter.showResults_other,
    {
      count,
    },
  );

/** The listing's filter state as the storefront keeps it in the URL, here in React state. */
export function useListingFilters(initial: ListingFilters = {}) {
  const [filters, setFilters] = React.useState(initial);
  const change = (next: ListingFilters) => {
    setFilters(next);
    filtersChanged(next);
  };
  return { facets: facetsWith(filters), resultCount: resultCountWith(filters), change };
}

/** The sort dialog, keeping the chosen order as the listing would. */
export function Sort({
  openAtStart = true,
}: {
  /** The dialog is open when the story starts (false: its opener opens it). */
  openAtStart?: boolean;
}) {
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

/** The meta fields the showcase and the behaviour stories share (each adds its title and component). */
export const listingDialogsStoryMeta = {
  subcomponents: { ListingFacetDialog, SortDialog },
} satisfies Partial<Meta>;
