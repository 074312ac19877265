import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { de } from '../i18n/de';
import { fr } from '../i18n/fr';
import { nl } from '../i18n/nl';
import { WishlistInfoStep } from './wishlist-info-step';

/**
 * How the wishlist works, as a box in the wishlist page: the same heading, text and hint as the
 * wishlist's info dialog, and a button back to the list. The page shows it instead of the
 * dialog when the shopper's browser runs no JavaScript; with JavaScript the dialog opens. Use
 * the dialog for everything else.
 */
const meta = {
  title: 'Overlays/Dialogs/Wishlist info step',
  component: WishlistInfoStep,
  args: { closeHref: '/wunschliste/' },
  decorators: [(Story) => <div className="max-w-xl">{Story()}</div>],
  parameters: { layout: 'padded' },
} satisfies Meta<typeof WishlistInfoStep>;

export default meta;
type Story = StoryObj<typeof meta>;

/** In the German wishlist page: the explanation, the heart hint and the way back. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { name: de.dialogs.wishlistInfo.title }),
    ).toBeVisible();
    await expect(canvas.getByText(de.dialogs.wishlistInfo.hint)).toBeVisible();
    await expect(canvas.getByRole('link', { name: de.common.close })).toHaveAttribute(
      'href',
      '/wunschliste/',
    );
  },
};

/** In the French shop's wishlist page… */
export const French: Story = {
  args: { closeHref: '/fr/liste-de-souhaits/' },
  globals: { language: 'fr' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: fr.common.close })).toHaveAttribute(
      'href',
      '/fr/liste-de-souhaits/',
    );
  },
};

/** …and the Dutch one's. */
export const Dutch: Story = {
  args: { closeHref: '/nl/verlanglijst/' },
  globals: { language: 'nl' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { name: nl.dialogs.wishlistInfo.title }),
    ).toBeVisible();
  },
};
