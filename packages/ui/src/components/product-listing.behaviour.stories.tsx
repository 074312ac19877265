import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { de } from '../i18n/de';
import { overlayDocs } from '../stories/overlay-docs';
import { resultCountWith } from '../stories/shopping-fixtures';
import { ProductListing } from './product-listing';
import { ListingWithPreviews, productListingStoryMeta } from './product-listing.story-kit';

/**
 * Behaviour of ProductListing: keyboard, pointer and timing scenarios that drive the
 * component and check what it does. Its states and variants are on the showcase page.
 */
const meta = {
  title: 'Catalog/ProductListing/Behaviour',
  // Tests a designer need not browse: no docs page of their own.
  tags: ['!autodocs'],
  component: ProductListing,
  ...productListingStoryMeta,
  parameters: { layout: 'fullscreen', docs: overlayDocs },
} satisfies Meta<typeof ProductListing>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A facet of the bar opens its dialog; a choice there goes to the filtered URL. */
export const FacetDialog: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: de.facets.names.color }));
    const dialog = await screen.findByRole('dialog', { name: de.facets.names.color });
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /Blau/ }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/kinderwagen/?color=blue', {
      keepScroll: true,
    });
    await userEvent.keyboard('{Escape}');
  },
};

/** Another sort goes to the listing URL with that sort, back on page 1. */
export const SortChangesTheUrl: Story = {
  args: { currentUrl: '/kinderwagen/?page=2' },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: de.sort.label }));
    await userEvent.click(
      await screen.findByRole('option', { name: de.sort.options['price-asc'] }),
    );
    await expect(args.onNavigate).toHaveBeenCalledWith('/kinderwagen/?sort=price-asc', {
      keepScroll: true,
    });
  },
};

/**
 * Without JavaScript (`@media (scripting: none)`) the filter and the sort are GET forms to the
 * listing's own path that keep its other parameters; hidden while scripts run.
 */
export const FormsWithoutJavaScript: Story = {
  args: { currentUrl: '/suche/?q=decke&sort=name&color=green&page=3', sort: 'name' },
  play: async ({ canvasElement }) => {
    const filters = canvasElement.querySelector<HTMLFormElement>('[data-slot="facet-form"]');
    await expect(filters).not.toBeNull();
    await expect(filters?.method).toBe('get');
    await expect(filters?.getAttribute('action')).toBe('/suche/');
    const data = new FormData(filters ?? undefined);
    await expect([...data.entries()]).toEqual([
      ['q', 'decke'],
      ['sort', 'name'],
      ['priceFrom', ''],
      ['priceTo', ''],
    ]);
    await expect(filters?.querySelector('input[name="color"][value="blue"]')).not.toBeNull();
    const sort = canvasElement.querySelector<HTMLFormElement>('[data-slot="sort-form"]');
    await expect([...new FormData(sort ?? undefined).entries()]).toEqual([
      ['q', 'decke'],
      ['color', 'green'],
      ['sort', 'name'],
    ]);
    // Hidden while scripts run: the dialogs and the select are the controls then.
    await expect(filters?.closest('details')).not.toBeVisible();
    await expect(sort).not.toBeVisible();
  },
};

/**
 * With a page that answers previews, the filter dialog collects changes (issue 21): a tick shows
 * at once and asks what the draft finds, the listing stays as it is, and "show N articles" goes
 * to the draft's URL in one step.
 */
export const FilterDialogCollectsChanges: Story = {
  args: { onPreview: fn() },
  render: (args) => <ListingWithPreviews {...args} />,
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: de.facets.allFilters }));
    const dialog = await screen.findByRole('dialog', { name: de.dialogs.filter.title });
    const blue = within(dialog).getByRole('checkbox', { name: /Blau/ });
    await userEvent.click(blue);
    await expect(blue).toBeChecked();
    await expect(args.onPreview).toHaveBeenCalledWith('/kinderwagen/?color=blue');
    await expect(args.onNavigate).not.toHaveBeenCalled();
    const count = resultCountWith({ color: ['blue'] });
    const show = await within(dialog).findByRole('button', {
      name: `${count} Artikel anzeigen`,
    });
    await expect(show).not.toHaveAttribute('aria-busy');
    await userEvent.click(show);
    await expect(args.onNavigate).toHaveBeenCalledTimes(1);
    await expect(args.onNavigate).toHaveBeenCalledWith('/kinderwagen/?color=blue', {
      keepScroll: true,
    });
  },
};

/** A draft closed without "show N articles" is dropped: the dialog opens again on what is chosen. */
export const FilterDialogDropsADraftOnEscape: Story = {
  args: { onPreview: fn() },
  render: (args) => <ListingWithPreviews {...args} />,
  play: async ({ canvas, args }) => {
    const allFilters = canvas.getByRole('button', { name: de.facets.allFilters });
    await userEvent.click(allFilters);
    let dialog = await screen.findByRole('dialog', { name: de.dialogs.filter.title });
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /Blau/ }));
    await userEvent.keyboard('{Escape}');
    await expect(args.onNavigate).not.toHaveBeenCalled();
    await userEvent.click(allFilters);
    dialog = await screen.findByRole('dialog', { name: de.dialogs.filter.title });
    await expect(within(dialog).getByRole('checkbox', { name: /Blau/ })).not.toBeChecked();
    await expect(
      within(dialog).getByRole('button', { name: '25 Artikel anzeigen' }),
    ).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
  },
};
