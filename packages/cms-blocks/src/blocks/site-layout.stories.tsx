import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { CmsFixtureArgs } from '../stories/cms-frame';
import { fixtureMeta } from '../stories/fixture-meta';

const withUnknown = { component: 'page', _uid: 'p', body: [{ component: 'countdown', _uid: 'c' }] };

/**
 * The layout story as an editor previews it: notice, navigation, header links, banners and
 * footer. Campaigns, consent texts, meta defaults, countries and config are data only.
 */
const meta = {
  title: 'CMS/Layout',
  ...fixtureMeta({ fixture: 'baby-de-de-layout' }),
} satisfies Meta<CmsFixtureArgs>;

export default meta;
type Story = StoryObj<CmsFixtureArgs>;

export const LayoutPreview: Story = {};

/** An unknown component: a notice in the CMS preview, nothing in the shop. */
export const UnknownComponentInPreview: Story = {
  args: { content: withUnknown, context: { preview: true } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('note')).toHaveTextContent('countdown');
  },
};

export const UnknownComponentInProduction: Story = {
  args: { content: withUnknown, context: { preview: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('note')).toBeNull();
  },
};
