import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent } from 'storybook/test';
import { de } from '../i18n/de';
import { interpolate } from '../i18n/interpolate';
import { documents } from '../stories/documents';
import { overlayDocs } from '../stories/overlay-docs';
import { ConsentBanner } from './consent-banner';
import { type ConsentBannerArgs, cms, consentBannerStoryMeta } from './consent-banner.story-kit';

/**
 * The cookie consent banner: first a short question (accept all or choose), then the
 * categories and their services to switch on or off. It opens by itself on a first visit and
 * again from the footer's "cookie settings"; it must be answered before the page is used.
 */
const meta = {
  title: 'Overlays/Consent banner',
  component: documents<ConsentBannerArgs>(ConsentBanner),
  ...consentBannerStoryMeta,
  parameters: { layout: 'fullscreen', docs: overlayDocs },
} satisfies Meta<ConsentBannerArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Layer 1: logo, title, text, accept and settings; escape does not dismiss it. */
export const Layer1: Story = {
  play: async () => {
    const banner = await screen.findByRole('dialog', { name: String(cms.title) });
    await expect(banner).toHaveAttribute('data-layer', 'layer1');
    await expect(screen.getByText('Nido')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(banner).toBeInTheDocument();
  },
};

export const Playground: Story = {};

/** Layer 2: title, the categories with their services, save selection and save all. */
export const Layer2: Story = {
  args: { initialEvents: [{ type: 'consent.openSettings' }] },
  play: async () => {
    const banner = await screen.findByRole('dialog', { name: String(cms.settingsTitle) });
    await expect(banner).toHaveAttribute('data-layer', 'layer2');
    // The required category is on and locked (§4: required ones cannot change).
    const essential = screen.getByRole('switch', {
      name: interpolate(de.consent.categoryLabel, { title: 'Notwendig' }),
    });
    await expect(essential).toBeChecked();
    await expect(essential).toBeDisabled();
  },
};

/** Services unfold under their category. */
export const Layer2WithServices: Story = {
  args: { initialEvents: [{ type: 'consent.openSettings' }] },
  play: async () => {
    await screen.findByRole('dialog', { name: String(cms.settingsTitle) });
    await userEvent.click(screen.getByText(interpolate(de.consent.services_other, { count: 4 })));
    await expect(
      screen.getByRole('switch', {
        name: interpolate(de.consent.serviceLabel, { title: 'PAYBACK Punkte' }),
      }),
    ).toBeVisible();
  },
};

/** Blank CMS texts fall back to the ui catalogue; "only necessary" shows when offered. */
export const CatalogueTexts: Story = {
  args: {
    withoutCmsTexts: true,
    withRejectAll: true,
    initialEvents: [{ type: 'consent.openSettings' }],
  },
  play: async () => {
    await screen.findByRole('dialog', { name: de.consent.settingsTitle });
    await expect(screen.getByRole('button', { name: de.consent.rejectAll })).toBeVisible();
    await expect(screen.getByRole('button', { name: de.consent.saveAll })).toBeVisible();
  },
};
