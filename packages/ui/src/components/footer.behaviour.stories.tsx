import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { de } from '../i18n/de';
import { Footer } from './footer';
import { footerStoryMeta } from './footer.story-kit';

/**
 * Behaviour of the footer: keyboard scenarios that drive its consent control and check what it
 * does. Its states are on the showcase page.
 */
const meta = {
  title: 'Layout/Footer/Behaviour',
  // Tests a designer need not browse: no docs page of their own.
  tags: ['!autodocs'],
  ...footerStoryMeta,
  component: Footer,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** With a banner to open, the link's click opens it rather than following the link. */
export const ConsentLinkOpensBanner: Story = {
  args: { consentHref: '#datenschutz' },
  play: async ({ canvas, args }) => {
    const link = canvas.getByRole('link', { name: de.footer.consentSettings });
    link.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onOpenConsent).toHaveBeenCalledOnce();
  },
};

/** §2: the consent banner is reopened from the footer, also by keyboard. */
export const ReopenConsentWithKeyboard: Story = {
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: de.footer.consentSettings });
    button.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onOpenConsent).toHaveBeenCalledOnce();
  },
};
