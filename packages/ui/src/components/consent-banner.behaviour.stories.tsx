import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Consent } from '@vitrine/domain/consent';
import { expect, type fn, screen, userEvent, waitFor } from 'storybook/test';
import { de } from '../i18n/de';
import { documents } from '../stories/documents';
import { overlayDocs } from '../stories/overlay-docs';
import { ConsentBanner } from './consent-banner';
import { type ConsentBannerArgs, cms, consentBannerStoryMeta } from './consent-banner.story-kit';

/**
 * Behaviour of Consent banner: keyboard, pointer and timing scenarios that drive the
 * component and check what it does. Its states and variants are on the showcase page.
 */
const meta = {
  title: 'Overlays/Consent banner/Behaviour',
  // Tests a designer need not browse: no docs page of their own.
  tags: ['!autodocs'],
  component: documents<ConsentBannerArgs>(ConsentBanner),
  ...consentBannerStoryMeta,
  parameters: { layout: 'fullscreen', docs: overlayDocs },
} satisfies Meta<ConsentBannerArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Tabs until the element has focus; fails instead of looping when it is not reachable. */
const tabTo = async (element: HTMLElement) => {
  for (let step = 0; step < 30 && document.activeElement !== element; step++) {
    await userEvent.tab();
  }
  await expect(element).toHaveFocus();
};
const statuses = (consent: Consent) =>
  Object.fromEntries(consent.categories.map((category) => [category.group, category.status]));

/** Keyboard only: accept all from layer 1; the banner closes and every category is on. */
export const AcceptAllWithKeyboard: Story = {
  play: async ({ args }) => {
    const banner = await screen.findByRole('dialog', { name: String(cms.title) });
    const accept = screen.getByRole('button', { name: String(cms.acceptAllLabel) });
    await waitFor(() => expect(banner.contains(document.activeElement)).toBe(true));
    await tabTo(accept);
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(banner).not.toBeInTheDocument());
    await expect(args.onSaved).toHaveBeenCalledTimes(1);
    const saved = (args.onSaved as ReturnType<typeof fn>).mock.calls[0]?.[0] as Consent;
    await expect(statuses(saved)).toEqual({
      essential: true,
      statistics: true,
      marketing: true,
      comfort: true,
    });
  },
};

/**
 * Keyboard only: settings, switch statistics on with Space (its category box), save the
 * selection; focus goes back to the footer link, which reopens layer 2 with the saved choice.
 */
export const CustomSelectionWithKeyboard: Story = {
  play: async ({ args, canvas }) => {
    const banner = await screen.findByRole('dialog', { name: String(cms.title) });
    const settings = screen.getByRole('link', { name: String(cms.infoLabel) });
    await waitFor(() => expect(banner.contains(document.activeElement)).toBe(true));
    await tabTo(settings);
    await userEvent.keyboard('{Enter}');
    const layer2 = await screen.findByRole('dialog', { name: String(cms.settingsTitle) });
    const statistics = screen.getByRole('checkbox', { name: 'Statistik' });
    await tabTo(statistics);
    await userEvent.keyboard(' ');
    await expect(statistics).toBeChecked();
    const save = screen.getByRole('button', { name: String(cms.saveSelectionLabel) });
    await tabTo(save);
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(layer2).not.toBeInTheDocument());
    const saved = (args.onSaved as ReturnType<typeof fn>).mock.calls[0]?.[0] as Consent;
    await expect(statuses(saved)).toEqual({
      essential: true,
      statistics: true,
      marketing: false,
      comfort: false,
    });
    const link = canvas.getByRole('button', { name: de.footer.consentSettings });
    await waitFor(() => expect(link).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('dialog', { name: String(cms.settingsTitle) });
    await expect(screen.getByRole('checkbox', { name: 'Statistik' })).toBeChecked();
  },
};

/** Tab from the last button comes back to the first control: focus stays in the banner. */
export const FocusStaysInside: Story = {
  play: async () => {
    const banner = await screen.findByRole('dialog', { name: String(cms.title) });
    const accept = screen.getByRole('button', { name: String(cms.acceptAllLabel) });
    await tabTo(accept);
    await userEvent.tab();
    await expect(banner.contains(document.activeElement)).toBe(true);
    await expect(screen.getByRole('link', { name: String(cms.infoLabel) })).toHaveFocus();
  },
};
