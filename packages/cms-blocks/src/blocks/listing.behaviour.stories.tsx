import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import type { CmsFixtureArgs } from '../stories/cms-frame';
import { fixtureMeta } from '../stories/fixture-meta';
import { listingStoryMeta, navigate } from './listing.story-kit';

/**
 * Behaviour of Listing: keyboard, pointer and timing scenarios that drive the
 * component and check what it does. Its states and variants are on the showcase page.
 */
const meta = {
  title: 'CMS/Listing/Behaviour',
  // Tests a designer need not browse: no docs page of their own.
  tags: ['!autodocs'],
  ...fixtureMeta({
    fixture: 'baby-de-de-kinderwagen',
    context: { navigate, currentUrl: '/kinderwagen/' },
  }),
  ...listingStoryMeta,
} satisfies Meta<CmsFixtureArgs>;

export default meta;
type Story = StoryObj<CmsFixtureArgs>;

/** Choosing a sort goes to the listing URL with that sort. */
export const SortChangesTheUrl: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('combobox', { name: /Sortieren nach/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Preis aufsteigend' }));
    await expect(navigate).toHaveBeenCalledWith('/kinderwagen/?sort=price-asc', {
      keepScroll: true,
    });
  },
};

/** A facet opens the listing facet dialog; choosing a value goes to the filtered URL. */
export const FilterDialog: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /^Farbe/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Farbe' });
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /Blau/ }));
    await expect(navigate).toHaveBeenCalledWith('/kinderwagen/?color=blue', {
      keepScroll: true,
    });
  },
};
