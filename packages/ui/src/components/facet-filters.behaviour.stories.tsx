import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { de } from '../i18n/de';
import { interpolate } from '../i18n/interpolate';
import { facetsWith } from '../stories/shopping-fixtures';
import { FacetBar, FacetFilters } from './facet-filters';
import { chosenFilters, facetFiltersStoryMeta, label, Stateful } from './facet-filters.story-kit';

/**
 * Behaviour of FacetFilters: keyboard, pointer and timing scenarios that drive the
 * component and check what it does. Its states and variants are on the showcase page.
 */
const meta = {
  title: 'Catalog/FacetFilters/Behaviour',
  // Tests a designer need not browse: no docs page of their own.
  tags: ['!autodocs'],
  component: FacetFilters,
  ...facetFiltersStoryMeta,
} satisfies Meta<typeof FacetFilters>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Keyboard only: Space ticks a brand and a colour; a value with no products is disabled. */
export const KeyboardOnly: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('checkbox', { name: label('Nido', 18) })).toHaveFocus();
    await userEvent.keyboard(' ');
    await waitFor(() => expect(args.onFiltersChange).toHaveBeenLastCalledWith({ brand: ['Nido'] }));
    await expect(canvas.getByRole('checkbox', { name: label('Vitalia', 0) })).toBeDisabled();
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('checkbox', { name: label('Grün', 6) })).toHaveFocus();
    await userEvent.keyboard(' ');
    await waitFor(() =>
      expect(args.onFiltersChange).toHaveBeenLastCalledWith({ brand: ['Nido'], color: ['green'] }),
    );
    await userEvent.keyboard(' ');
    await waitFor(() => expect(args.onFiltersChange).toHaveBeenLastCalledWith({ brand: ['Nido'] }));
  },
};

const openFacet = fn();
const openAll = fn();

/** Keyboard only: a facet button opens its listing facet dialog, "all filters" the filter dialog (§2). */
export const BarOpensDialogs: Story = {
  globals: { viewport: { value: 'lg' } },
  render: () => (
    <FacetBar
      facets={facetsWith({})}
      onFiltersChange={fn()}
      onOpenFacet={openFacet}
      onOpenAll={openAll}
      className="w-[900px]"
    />
  ),
  play: async ({ canvas }) => {
    openFacet.mockClear();
    openAll.mockClear();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: de.facets.names.brand })).toHaveFocus();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(openFacet).toHaveBeenCalledWith('color');
    canvas.getByRole('button', { name: de.facets.allFilters }).focus();
    await userEvent.keyboard(' ');
    await expect(openAll).toHaveBeenCalledOnce();
  },
};

/** Keyboard only: remove one chosen filter with its chip, then reset the rest; the bar ends empty. */
export const RemoveAndResetFilters: Story = {
  globals: { viewport: { value: 'lg' } },
  render: ({ onFiltersChange }) => (
    <Stateful initial={chosenFilters} onFiltersChange={onFiltersChange}>
      {(facets, change) => (
        <FacetBar
          facets={facets}
          onFiltersChange={change}
          onOpenFacet={fn()}
          onOpenAll={fn()}
          className="w-[900px]"
        />
      )}
    </Stateful>
  ),
  play: async ({ canvas, args }) => {
    await expect(
      canvas.getByRole('button', { name: interpolate(de.facets.allFiltersCount, { count: 6 }) }),
    ).toBeVisible();
    const blue = canvas.getByRole('button', {
      name: interpolate(de.facets.removeFilter, { label: 'Blau' }),
    });
    blue.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(args.onFiltersChange).toHaveBeenLastCalledWith({
        brand: ['Nido'],
        color: ['grey'],
        price: { min: 10000, max: 50000 },
        sale: true,
        rating: 4,
      }),
    );
    canvas.getByRole('button', { name: de.facets.reset }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onFiltersChange).toHaveBeenLastCalledWith({}));
    await expect(canvas.queryByRole('button', { name: de.facets.reset })).toBeNull();
  },
};

/** Mobile: only "all filters"; the four facet buttons are desktop-only. */
