import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { de } from '../i18n/de';
import { interpolate } from '../i18n/interpolate';
import { overlayDocs } from '../stories/overlay-docs';
import { facetsWith, listingTiles, strollerTile, towelTile } from '../stories/shopping-fixtures';
import { ProductListing } from './product-listing';
import { productListingStoryMeta } from './product-listing.story-kit';
import { SubcategoryRow } from './subcategory-row';

const results = (count: number) =>
  interpolate(count === 1 ? de.listing.results_one : de.listing.results_other, { count });

/**
 * A page of products: the result count, filters, sort, the grid of cards and pages. Use it
 * for a category and for search results; every choice is a link to the filtered listing, so it
 * can be shared and works without JavaScript.
 */
const meta = {
  title: 'Catalog/ProductListing',
  component: ProductListing,
  ...productListingStoryMeta,
  parameters: { layout: 'fullscreen', docs: overlayDocs },
} satisfies Meta<typeof ProductListing>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first image of every card, in the grid's order. */
const images = (root: HTMLElement) =>
  [...root.querySelectorAll('[data-slot="product-card"]')].flatMap(
    (card) => card.querySelector('img') ?? [],
  );

/**
 * A page of results: the count, the facet bar, the sort, the cards and the pages. Each card's
 * image names the grid slot's width (`sizes`) and several widths of the image service.
 */
export const Results: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: results(25) })).toBeVisible();
    await expect(canvasElement.querySelectorAll('[data-slot="product-card"]')).toHaveLength(7);
    await expect(canvas.getByRole('combobox', { name: de.sort.label })).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: de.pagination.label })).toBeVisible();
    for (const image of images(canvasElement)) {
      await expect(image.sizes).toMatch(/^\(max-width: 480px\) 50vw, .*, 300px$/);
      const urls = new Set(image.srcset.split(', ').map((candidate) => candidate.split(' ')[0]));
      await expect(urls.size).toBeGreaterThanOrEqual(2);
      // Not the page's lead: every image waits until it is near the viewport.
      await expect(image).toHaveAttribute('loading', 'lazy');
    }
  },
};

export const Playground: Story = {};

/**
 * The listing leads the page (no picture above it): the first row loads at once, the first
 * image first of all (React preloads it); the rest lazily.
 */
export const LeadingThePage: Story = {
  args: { priority: true },
  play: async ({ canvasElement }) => {
    const loading = images(canvasElement).map((image) => [
      image.getAttribute('loading'),
      image.getAttribute('fetchpriority'),
    ]);
    await expect(loading.slice(0, 5)).toEqual([
      ['eager', 'high'],
      ['eager', null],
      ['eager', null],
      ['eager', null],
      ['lazy', null],
    ]);
  },
};

/**
 * Three columns (Vitalia's listing, issue 21): from the laptop on, three larger cards a row
 * with more air between them instead of a shelf of four; two cards a row up to then. Each
 * picture is asked for its larger slot (`sizes` ends in 400 px), and the whole first row of
 * three loads at once when the listing leads the page. Pass `columns` from the shop's brand
 * (`brandArrangement`), not per page.
 */
export const ThreeColumns: Story = {
  args: { columns: 3, priority: true },
  play: async ({ canvasElement }) => {
    const grid = canvasElement.querySelector('[data-slot="product-listing-grid"]');
    await expect(grid).toHaveAttribute('data-columns', '3');
    for (const image of images(canvasElement)) {
      await expect(image.sizes).toBe('(max-width: 480px) 50vw, (max-width: 1024px) 50vw, 400px');
    }
    const loading = images(canvasElement).map((image) => image.getAttribute('loading'));
    await expect(loading.slice(0, 4)).toEqual(['eager', 'eager', 'eager', 'lazy']);
  },
};

/** Chosen filters show as chips; each is a link to the listing without it. */
export const Filtered: Story = {
  args: {
    tiles: [strollerTile, towelTile],
    facets: facetsWith({ color: ['blue'], sale: true }),
    pagination: { page: 1, perPage: 24, total: 2, pageCount: 1 },
    currentUrl: '/kinderwagen/?color=blue&sale=true&sort=price-asc',
    sort: 'price-asc',
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: results(2) })).toBeVisible();
    const chip = canvas.getByRole('link', {
      name: interpolate(de.facets.removeFilter, { label: 'Blau' }),
    });
    await expect(chip).toHaveAttribute('href', '/kinderwagen/?sort=price-asc&sale=true');
    await expect(canvas.getByRole('link', { name: de.facets.reset })).toHaveAttribute(
      'href',
      '/kinderwagen/?sort=price-asc',
    );
    await userEvent.click(chip);
    await expect(args.onNavigate).toHaveBeenCalledWith('/kinderwagen/?sort=price-asc&sale=true', {
      keepScroll: true,
    });
    // One page only: no page links.
    await expect(canvas.queryByRole('navigation', { name: de.pagination.label })).toBeNull();
  },
};

/** Nothing for the chosen filters: the empty state; the chips and the reset remove them. */
export const Empty: Story = {
  args: {
    tiles: [],
    facets: facetsWith({ color: ['green'], rating: 4 }),
    pagination: { page: 1, perPage: 24, total: 0, pageCount: 0 },
    currentUrl: '/kinderwagen/?color=green&rating=4',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: results(0) })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent(de.listing.emptyTitle);
    await expect(canvas.getByRole('link', { name: de.facets.reset })).toHaveAttribute(
      'href',
      '/kinderwagen/',
    );
  },
};

/** The last page: "next" is not a link, the previous page is. */
export const LastPage: Story = {
  args: {
    tiles: listingTiles.slice(0, 4),
    pagination: { page: 4, perPage: 7, total: 25, pageCount: 4 },
    currentUrl: '/kinderwagen/?page=4',
  },
  play: async ({ canvasElement, canvas, args }) => {
    await expect(canvasElement.querySelectorAll('[data-slot="product-card"]')).toHaveLength(4);
    await expect(
      canvasElement.querySelector('[data-slot="pagination-next"]')?.tagName.toLowerCase(),
    ).toBe('span');
    const previous = canvas.getByRole('link', { name: de.pagination.previous });
    await expect(previous).toHaveAttribute('href', '/kinderwagen/?page=3');
    await userEvent.click(previous);
    await expect(args.onNavigate).toHaveBeenCalledWith('/kinderwagen/?page=3', {
      keepScroll: false,
    });
  },
};

/** On a phone two cards share a row; the facet buttons give way to "all filters". */
export const Mobile: Story = {
  globals: { viewport: { value: 'xs' } },
};

/**
 * A category page on a phone: the subcategories as one compact row under the heading, so the
 * first cards still show without scrolling (issue 21).
 */
export const WithSubcategoriesOnAPhone: Story = {
  globals: { viewport: { value: 'xs' } },
  args: {
    subnavigation: (
      <SubcategoryRow
        subcategories={[
          { name: 'Kinderwagen & Buggys', href: '#kinderwagen-und-buggys' },
          { name: 'Kinderwagen-Zubehör', href: '#kinderwagen-zubehoer' },
        ]}
      />
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation', { name: de.listing.subcategories })).toBeVisible();
  },
};
