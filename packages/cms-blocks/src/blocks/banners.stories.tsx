import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import type { CmsFixtureArgs } from '../stories/cms-frame';
import { fixtureMeta } from '../stories/fixture-meta';

/** The campaign banner of the home page and its conditions dialog (§3 Campaign, §2 dialogs). */
const meta = {
  title: 'CMS/Banner',
  ...fixtureMeta({ fixture: 'baby-de-de-home', pick: 'campaign_banner' }, 'mx-auto max-w-3xl p-4'),
} satisfies Meta<CmsFixtureArgs>;

export default meta;
type Story = StoryObj<CmsFixtureArgs>;

export const CampaignBanner: Story = {};

/** The conditions open in the campaign-conditions dialog; Escape closes it, focus returns. */
export const CampaignConditionsDialog: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', {
      name: 'Teilnahmebedingungen ansehen',
    });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Teilnahmebedingungen' });
    await expect(
      within(dialog).getByText(/Die Aktion gilt vom 1\. bis 31\. März 2026/),
    ).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** §3: outside its date window the campaign banner shows nothing. */
export const CampaignOver: Story = {
  args: { context: { now: new Date('2026-05-01T10:00:00Z') } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="cms-campaign-banner"]')).toBeNull();
  },
};

/** A banner strip as editors place them in pages and the layout. */
export const Banner: Story = {
  args: {
    content: {
      component: 'page',
      _uid: 'banner-page',
      body: [
        {
          component: 'banner',
          _uid: 'banner-1',
          text: 'Kostenloser Versand ab 50 € Bestellwert',
          background: 'accent',
          link: { linktype: 'story', cached_url: 'baby/de-de/versandkosten' },
        },
      ],
    },
  },
};
