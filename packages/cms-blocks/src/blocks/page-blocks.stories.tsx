import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { CmsFixtureArgs } from '../stories/cms-frame';
import { fixtureMeta } from '../stories/fixture-meta';

/**
 * Whole home pages of the demo space: page, hero with button and link, campaign banner,
 * sections with grids of teasers, a recommendation slot and the newsletter sign-up.
 */
const meta = {
  title: 'CMS/Page',
  ...fixtureMeta({ fixture: 'baby-de-de-home' }),
} satisfies Meta<CmsFixtureArgs>;

export default meta;
type Story = StoryObj<CmsFixtureArgs>;

export const HomeGerman: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Gut ankommen im neuen Leben' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Kinderwagen entdecken' })).toHaveAttribute(
      'href',
      '/kinderwagen/',
    );
    await expect(canvas.getByRole('link', { name: 'Zum Ratgeber' })).toHaveAttribute(
      'href',
      '/ratgeber/',
    );
  },
};

export const HomeFrench: Story = {
  args: { fixture: 'baby-fr-fr-home' },
  globals: { language: 'fr' },
};

export const HomeDutch: Story = {
  args: { fixture: 'baby-nl-nl-home' },
  globals: { language: 'nl' },
};

export const VitaliaHome: Story = {
  args: { fixture: 'vital-de-de-home' },
  globals: { brand: 'vitality' },
};

/** A recommendation slot without results leaves no trace. */
export const EmptyRecommendations: Story = {
  args: { dataOptions: { products: [] } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="cms-recommendation-slot"]')).toBeNull();
  },
};
