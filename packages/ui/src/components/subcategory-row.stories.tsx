import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { de } from '../i18n/de';
import { SubcategoryRow } from './subcategory-row';
import { strollers, subcategoryRowStoryMeta } from './subcategory-row.story-kit';

/**
 * The subcategories of a listing as one compact row of links, so the products stay in view
 * at the top of the page. On a phone the row scrolls sideways. Use it above a listing with
 * subcategories; large category tiles belong on the home page instead.
 */
const meta = {
  title: 'Navigation/SubcategoryRow',
  component: SubcategoryRow,
  ...subcategoryRowStoryMeta,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof SubcategoryRow>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A category page's children under its heading: one compact row of links. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const row = canvas.getByRole('navigation', { name: de.listing.subcategories });
    await expect(row).toBeVisible();
    await expect(canvas.getAllByRole('link')).toHaveLength(2);
    // WCAG 2.2 target size: every link is at least 24 px high (here 40).
    for (const link of canvas.getAllByRole('link')) {
      await expect(link.getBoundingClientRect().height).toBeGreaterThanOrEqual(24);
    }
  },
};

export const Playground: Story = { args: { subcategories: strollers.slice(0, 4) } };

/** Many children on a phone: the row scrolls sideways and stays one line high. */
export const ManyOnAPhone: Story = {
  args: { subcategories: strollers },
  globals: { viewport: { value: 'xs' } },
  play: async ({ canvas, canvasElement }) => {
    const list = canvasElement.querySelector('[data-slot="subcategory-row"] ul');
    if (!(list instanceof HTMLElement)) throw new Error('the row has no list');
    await expect(list.scrollWidth).toBeGreaterThan(list.clientWidth);
    const tops = canvas.getAllByRole('link').map((link) => link.getBoundingClientRect().top);
    await expect(new Set(tops).size).toBe(1);
  },
};

/** A category without children shows no row at all. */
export const NoSubcategories: Story = {
  args: { subcategories: [] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="subcategory-row"]')).toBeNull();
  },
};
