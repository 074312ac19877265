import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { CmsFixtureArgs } from '../stories/cms-frame';
import { fixtureMeta } from '../stories/fixture-meta';
import { listingStoryMeta, navigate } from './listing.story-kit';

/**
 * The category page of the demo space (§2: a page with a listing block is a listing page):
 * facet bar with at most four filters on desktop (§9), sort, cards, pagination, slot.
 */
const meta = {
  title: 'CMS/Listing',
  ...fixtureMeta({
    fixture: 'baby-de-de-kinderwagen',
    context: { navigate, currentUrl: '/kinderwagen/' },
  }),
  ...listingStoryMeta,
} satisfies Meta<CmsFixtureArgs>;

export default meta;
type Story = StoryObj<CmsFixtureArgs>;

/**
 * The listing heads its page: breadcrumb, the category's name as the one h1 and its
 * subcategories as one compact row of links, then the products (issue 21).
 */
export const CategoryPage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    await expect(canvas.getByRole('navigation', { name: 'Navigationspfad' })).toBeVisible();
    const row = canvas.getByRole('navigation', { name: 'Unterkategorien' });
    await expect(within(row).getAllByRole('link')).toHaveLength(2);
  },
};

/** No products for the chosen filters: a hint instead of an empty grid. */
export const NoResults: Story = {
  args: { dataOptions: { products: [], total: 0 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/keine Artikel/)).toBeVisible();
  },
};
