import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent } from 'storybook/test';
import { de } from '../i18n/de';
import { documents } from '../stories/documents';
import { overlayDocs } from '../stories/overlay-docs';
import { ConsentBanner } from './consent-banner';
import { type ConsentBannerArgs, cms, consentBannerStoryMeta } from './consent-banner.story-kit';

/**
 * The cookie consent banner: first a short question (accept all, only the necessary, or
 * choose), then the categories and their services to switch on or off. It opens by itself on a
 * first visit and again from the footer's "cookie settings"; it must be answered before the
 * page is used. It is one form, so it works before and without scripts; the shop renders it.
 */
const meta = {
  title: 'Overlays/Consent banner',
  component: documents<ConsentBannerArgs>(ConsentBanner),
  ...consentBannerStoryMeta,
  parameters: { layout: 'fullscreen', docs: overlayDocs },
} satisfies Meta<ConsentBannerArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Layer 1: logo, title, text, the settings link, reject all and accept all; escape does not
 * dismiss it (it must be answered).
 */
export const Layer1: Story = {
  play: async () => {
    const banner = await screen.findByRole('dialog', { name: String(cms.title) });
    await expect(banner).toHaveAttribute('data-layer', 'layer1');
    await expect(screen.getByText('Nido')).toBeVisible();
    await expect(screen.getByRole('link', { name: String(cms.infoLabel) })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(banner).toBeInTheDocument();
  },
};

export const Playground: Story = {};

/**
 * Layer 2: title, each category with its box and its services' boxes, reject all, save
 * selection and save all. The necessary category is on and locked (required ones cannot
 * change).
 */
export const Layer2: Story = {
  args: { initialEvents: [{ type: 'consent.openSettings' }] },
  play: async () => {
    const banner = await screen.findByRole('dialog', { name: String(cms.settingsTitle) });
    await expect(banner).toHaveAttribute('data-layer', 'layer2');
    const essential = screen.getByRole('checkbox', { name: 'Notwendig' });
    await expect(essential).toBeChecked();
    await expect(essential).toBeDisabled();
  },
};

/** A category with only some of its services on shows its box half-ticked. */
export const Layer2WithServices: Story = {
  args: {
    initialEvents: [
      { type: 'consent.openSettings' },
      { type: 'consent.toggleService', name: 'econda', status: true },
    ],
  },
  play: async () => {
    await screen.findByRole('dialog', { name: String(cms.settingsTitle) });
    const statistics = screen.getByRole('checkbox', { name: 'Statistik' });
    await expect((statistics as HTMLInputElement).indeterminate).toBe(true);
    await expect(screen.getByRole('checkbox', { name: /Webanalyse/ })).toBeChecked();
  },
};

/** Blank CMS texts fall back to the ui catalogue. */
export const CatalogueTexts: Story = {
  args: {
    withoutCmsTexts: true,
    initialEvents: [{ type: 'consent.openSettings' }],
  },
  play: async () => {
    await screen.findByRole('dialog', { name: de.consent.settingsTitle });
    await expect(screen.getByRole('button', { name: de.consent.rejectAll })).toBeVisible();
    await expect(screen.getByRole('button', { name: de.consent.saveAll })).toBeVisible();
  },
};
