import type { Meta, StoryObj } from '@storybook/react-vite';
import type { BannerCampaign } from '@vitrine/domain';
import { expect, screen, userEvent, within } from 'storybook/test';
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

/** The welcome campaign as the demo layout has it, with the voucher code it hands out. */
const welcomeWithCode: BannerCampaign = {
  id: 'willkommen',
  name: 'Willkommensrabatt',
  headline: 'Willkommen bei Nido: 10 % Rabatt',
  text: 'Mit dem Code WILLKOMMEN10-10 sparen Sie 10 % auf Ihre Bestellung – ohne Mindestbestellwert.',
  link: { linktype: 'url', url: '/kinderwagen/' },
  conditions: { type: 'doc', content: [] },
  voucherCode: 'WILLKOMMEN10-10',
  dateFrom: '2026-01-01 00:00',
};

/**
 * A campaign with a voucher code (issue 21): a promotion in the brand's colours, not an error
 * red; the code is plain text to select, with a button that copies it.
 */
export const CampaignBannerWithVoucher: Story = {
  args: { context: { campaigns: [welcomeWithCode] } },
  play: async ({ canvasElement }) => {
    const banner = await within(canvasElement).findByRole('complementary');
    await expect(banner).not.toHaveClass('bg-sale');
    await expect(within(banner).getByText('WILLKOMMEN10-10', { selector: 'code' })).toBeVisible();
    // Copying and its announcement are the VoucherCode stories' (a clipboard of their own).
    await expect(within(banner).getByRole('button', { name: 'Code kopieren' })).toBeVisible();
  },
};

/**
 * The conditions, open in the campaign-conditions dialog (closing it by Escape, focus back on
 * the link: Banner/Behaviour).
 */
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
