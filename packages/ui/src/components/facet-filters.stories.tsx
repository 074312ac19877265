import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { de } from '../i18n/de';
import { interpolate } from '../i18n/interpolate';
import { facetsWith } from '../stories/shopping-fixtures';
import { FacetBar, FacetFilters, FacetForm, FacetGroup } from './facet-filters';
import { chosenFilters, facetFiltersStoryMeta, label, Stateful } from './facet-filters.story-kit';

/**
 * The listing's filters: brand, colour, price, sale, rating and availability, with how many
 * products each leaves. The facet bar shows the first filters as buttons and the chosen ones as
 * chips to remove; the full set is in the filter dialog.
 */
const meta = {
  title: 'Catalog/FacetFilters',
  component: FacetFilters,
  subcomponents: { FacetBar, FacetForm, FacetGroup },
  ...facetFiltersStoryMeta,
} satisfies Meta<typeof FacetFilters>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The filter dialog's content: every facet with values (the colours with their swatches); the
 * empty size facet is left out.
 */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const groups = [...canvasElement.querySelectorAll('[data-slot="facet-group"]')];
    await expect(groups.map((group) => group.getAttribute('data-facet'))).toEqual([
      'brand',
      'color',
      'price',
      'sale',
      'rating',
      'availability',
    ]);
    // Each colour shows its swatch beside its name; no other facet has one.
    const colours = canvasElement.querySelector('[data-facet="color"]');
    await expect(colours?.querySelectorAll('[data-slot="facet-swatch"]').length).toBe(
      colours?.querySelectorAll('[role="checkbox"]').length,
    );
    await expect(canvasElement.querySelectorAll('[data-slot="facet-swatch"]').length).toBe(
      colours?.querySelectorAll('[data-slot="facet-swatch"]').length,
    );
  },
};

export const Playground: Story = {};

/** The price filter takes major units (a comma works) and sends cents. */
export const PriceRange: Story = {
  render: ({ onFiltersChange }) => (
    <Stateful initial={{}} onFiltersChange={onFiltersChange}>
      {(facets, change) => (
        <FacetGroup name="price" facets={facets} onFiltersChange={change} className="w-[340px]" />
      )}
    </Stateful>
  ),
  play: async ({ canvas, args }) => {
    await userEvent.type(
      canvas.getByRole('textbox', { name: interpolate(de.facets.priceFrom, { currency: 'EUR' }) }),
      '100',
    );
    await userEvent.type(
      canvas.getByRole('textbox', { name: interpolate(de.facets.priceTo, { currency: 'EUR' }) }),
      '249,5{Enter}',
    );
    await waitFor(() =>
      expect(args.onFiltersChange).toHaveBeenLastCalledWith({ price: { min: 10000, max: 24950 } }),
    );
  },
};

/** Bad input gets an inline message, never a request. */
export const PriceRangeInvalid: Story = {
  render: PriceRange.render,
  play: async ({ canvas, args }) => {
    await userEvent.type(
      canvas.getByRole('textbox', { name: interpolate(de.facets.priceFrom, { currency: 'EUR' }) }),
      'zehn{Enter}',
    );
    await expect(await canvas.findByText(de.validation.numeric)).toBeVisible();
    await expect(args.onFiltersChange).not.toHaveBeenCalled();
  },
};

/** The minimum rating: arrows choose, as in any radio group. */
export const Rating: Story = {
  render: ({ onFiltersChange }) => (
    <Stateful initial={{ rating: 4 }} onFiltersChange={onFiltersChange}>
      {(facets, change) => (
        <FacetGroup name="rating" facets={facets} onFiltersChange={change} className="w-[340px]" />
      )}
    </Stateful>
  ),
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown>}');
    await waitFor(() => expect(args.onFiltersChange).toHaveBeenLastCalledWith({ rating: 3 }));
    await userEvent.keyboard('{/ArrowDown}');
    await expect(
      canvas.getByRole('radio', {
        name: label(interpolate(de.facets.ratingAtLeast_other, { count: 3 }), 20),
      }),
    ).toBeChecked();
  },
};

/** The desktop bar shows four facets; the rest are in "all filters". */
export const Bar: Story = {
  globals: { viewport: { value: 'lg' } },
  render: ({ onFiltersChange }) => (
    <Stateful initial={{}} onFiltersChange={onFiltersChange}>
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
  play: async ({ canvas, canvasElement }) => {
    const buttons = [...canvasElement.querySelectorAll('[data-slot="facet-bar-facet"]')];
    await expect(buttons.map((button) => button.textContent)).toEqual([
      de.facets.names.brand,
      de.facets.names.color,
      de.facets.names.price,
      de.facets.names.sale,
    ]);
    await expect(canvas.getByRole('button', { name: de.facets.allFilters })).toBeVisible();
  },
};

/** Chosen filters as chips: brand, two colours, a price range, sale and a minimum rating. */
export const BarActive: Story = {
  globals: { viewport: { value: 'lg' } },
  render: ({ onFiltersChange }) => (
    <FacetBar
      facets={facetsWith(chosenFilters)}
      onFiltersChange={onFiltersChange}
      onOpenFacet={fn()}
      onOpenAll={fn()}
      className="w-[900px]"
    />
  ),
  play: async ({ canvasElement }) => {
    const chips = [...canvasElement.querySelectorAll('[data-slot="facet-chip"]')];
    await expect(chips.map((chip) => chip.textContent?.replace(/\s/g, ' '))).toEqual([
      'Nido',
      'Blau',
      'Grau',
      '100,00 € – 500,00 €',
      de.facets.names.sale,
      interpolate(de.facets.ratingAtLeast_other, { count: 4 }),
    ]);
  },
};

/** Chosen filters show as chips above the listing, each with its remove button, and a reset. */
export const BarWithActiveFilters: Story = {
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
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('button', { name: interpolate(de.facets.allFiltersCount, { count: 6 }) }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: interpolate(de.facets.removeFilter, { label: 'Blau' }) }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: de.facets.reset })).toBeVisible();
  },
};

export const BarMobile: Story = {
  globals: { viewport: { value: 'xs' } },
  render: Bar.render,
  play: async ({ canvas }) => {
    if (window.innerWidth >= 1024) return;
    await expect(canvas.queryByRole('button', { name: de.facets.names.brand })).toBeNull();
    await expect(canvas.getByRole('button', { name: de.facets.allFilters })).toBeVisible();
  },
};
