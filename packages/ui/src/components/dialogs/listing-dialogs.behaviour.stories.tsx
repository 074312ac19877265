import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ListingFacetName } from '@vitrine/domain/content-model';
import * as React from 'react';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { de } from '../../i18n/de';
import { interpolate } from '../../i18n/interpolate';
import { overlayDocs } from '../../stories/overlay-docs';
import { DialogStackProvider, useDialogStack } from '../dialog';
import { FacetBar } from '../facet-filters';
import { expectOpenDialog, tabTo } from './dialog-story';
import { FilterDialog, ListingFacetDialog } from './listing-dialogs';

import {
  filtersChanged,
  listingDialogsStoryMeta,
  optionLabel,
  Sort,
  showResults,
  sortChanged,
  useListingFilters,
} from './listing-dialogs.story-kit';

/**
 * Behaviour of Listing: keyboard, pointer and timing scenarios that drive the
 * component and check what it does. Its states and variants are on the showcase page.
 */
const meta = {
  title: 'Overlays/Dialogs/Listing/Behaviour',
  // Tests a designer need not browse: no docs page of their own.
  tags: ['!autodocs'],
  component: FilterDialog,
  ...listingDialogsStoryMeta,
  parameters: { layout: 'fullscreen', docs: overlayDocs },
} satisfies Meta;

export default meta;
type Story = StoryObj;

/** The filter bar with its facet and filter dialogs, as the listing page wires them. */
function ListingToolbar() {
  const { open } = useDialogStack();
  const { facets, resultCount, change } = useListingFilters();
  const [facet, setFacet] = React.useState<ListingFacetName>('brand');
  return (
    <div className="min-h-[700px] p-4">
      <FacetBar
        facets={facets}
        onFiltersChange={change}
        onOpenFacet={(name) => {
          setFacet(name);
          open('listing-facet');
        }}
        onOpenAll={() => open('filter')}
      />
      <ListingFacetDialog
        name={facet}
        facets={facets}
        onFiltersChange={change}
        resultCount={resultCount}
      />
      <FilterDialog facets={facets} onFiltersChange={change} resultCount={resultCount} />
    </div>
  );
}

/**
 * Keyboard only (§2 filters): the colour button of the filter bar opens its facet dialog,
 * Space ticks a colour and the listing follows, "show N articles" closes the dialog with
 * focus back on the colour button and the chosen colour as a chip; "all filters" opens the
 * filter dialog, whose reset clears everything.
 */
export const FiltersWithKeyboard: Story = {
  name: 'Filter bar with its dialogs, keyboard only',
  globals: { viewport: { value: 'lg' } },
  render: () => (
    <DialogStackProvider>
      <ListingToolbar />
    </DialogStackProvider>
  ),
  play: async ({ canvas }) => {
    filtersChanged.mockClear();
    const colour = canvas.getByRole('button', { name: de.facets.names.color });
    await tabTo(colour);
    await userEvent.keyboard('{Enter}');
    const facetDialog = await expectOpenDialog(de.facets.names.color, 'mobileLeft');
    await expect(screen.getByRole('checkbox', { name: optionLabel('Grün', 6) })).toHaveFocus();
    await userEvent.keyboard(' ');
    await waitFor(() => expect(filtersChanged).toHaveBeenLastCalledWith({ color: ['green'] }));
    await tabTo(screen.getByRole('button', { name: showResults(6) }));
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(facetDialog).not.toBeInTheDocument());
    await waitFor(() => expect(colour).toHaveFocus());
    await expect(
      canvas.getByRole('button', { name: interpolate(de.facets.removeFilter, { label: 'Grün' }) }),
    ).toBeVisible();

    const all = canvas.getByRole('button', {
      name: interpolate(de.facets.allFiltersCount, { count: 1 }),
    });
    await tabTo(all);
    await userEvent.keyboard('{Enter}');
    const filterDialog = await expectOpenDialog(de.dialogs.filter.title, 'right');
    await tabTo(screen.getByRole('button', { name: de.dialogs.filter.reset }), 30);
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(filtersChanged).toHaveBeenLastCalledWith({}));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(filterDialog).not.toBeInTheDocument());
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: de.facets.allFilters })).toHaveFocus(),
    );
  },
};

/** Keyboard only: the arrow keys choose a sort, the listing follows; "done" closes. */
export const SortWithKeyboard: Story = {
  name: 'Sort, keyboard only',
  render: () => <Sort openAtStart={false} />,
  play: async ({ canvas }) => {
    sortChanged.mockClear();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const dialog = await expectOpenDialog(de.dialogs.sort.title, 'right');
    await expect(screen.getByRole('radio', { name: de.sort.options.relevance })).toHaveFocus();
    // Radix chooses a radio when it gets focus while an arrow key is down.
    await userEvent.keyboard('{ArrowDown>}');
    await waitFor(() =>
      expect(screen.getByRole('radio', { name: de.sort.options['price-asc'] })).toBeChecked(),
    );
    await userEvent.keyboard('{/ArrowDown}');
    await expect(sortChanged).toHaveBeenLastCalledWith('price-asc');
    await tabTo(screen.getByRole('button', { name: de.dialogs.sort.done }));
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(canvas.getByRole('button', { name: de.dialogs.sort.title })).toHaveFocus();
  },
};
