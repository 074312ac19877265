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

/** The home page's welcome campaign: it runs from its start date with no end. */
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
      within(dialog).getByText(/Geben Sie den Code WILLKOMMEN10-10 im Warenkorb/),
    ).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** §3: outside its date window (here: before the welcome offer starts) nothing shows. */
export const CampaignOver: Story = {
  args: { context: { now: new Date('2025-12-01T10:00:00Z') } },
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
