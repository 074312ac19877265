import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen } from 'storybook/test';
import { de } from '../../i18n/de';
import { overlayDocs } from '../../stories/overlay-docs';
import { WishlistAddToCartStep } from '../wishlist-add-to-cart-step';
import { DialogPage, expectOpenDialog } from './dialog-story';
import { romperChoice } from './overlay-fixtures';
import { WishlistAddToCartDialog, WishlistInfoDialog } from './wishlist-dialogs';

import { WishlistAddToCart, wishlistDialogsStoryMeta } from './wishlist-dialogs.story-kit';

/**
 * The wishlist's dialogs: what the wishlist is, and choosing a variant before a wishlist
 * article goes into the basket (only variants that can be bought are offered).
 */
const meta = {
  title: 'Overlays/Dialogs/Wishlist',
  component: WishlistAddToCartDialog,
  subcomponents: { WishlistInfoDialog, WishlistAddToCartStep },
  ...wishlistDialogsStoryMeta,
  parameters: { layout: 'fullscreen', docs: overlayDocs },
} satisfies Meta;

export default meta;
type Story = StoryObj;

/** What the heart does and where the wishlist is kept. */
export const WishlistInfoStory: Story = {
  name: 'Wishlist more-info',
  render: () => (
    <DialogPage dialogId="wishlist-more-info" openerLabel={de.dialogs.wishlistInfo.title}>
      <WishlistInfoDialog />
    </DialogPage>
  ),
  play: async () => {
    const dialog = await expectOpenDialog(de.dialogs.wishlistInfo.title);
    await expect(dialog).toHaveAccessibleDescription(de.dialogs.wishlistInfo.text);
  },
};

/**
 * Wishlist add-to-cart: the romper needs a size before it goes into the basket; each size
 * says when it comes, and the sizes that cannot be bought cannot be chosen.
 */
export const WishlistAddToCartStory: Story = {
  name: 'Wishlist add-to-cart',
  render: () => <WishlistAddToCart />,
  play: async () => {
    const dialog = await expectOpenDialog(de.dialogs.wishlistAddToCart.title, 'right');
    await expect(dialog).toHaveAccessibleDescription('Strampler Wolke');
    await expect(screen.getByRole('radio', { name: '50/56' })).toBeChecked();
    await expect(screen.getByRole('radio', { name: '74/80' })).toBeDisabled();
    await expect(screen.getByRole('radio', { name: '98/104' })).toBeDisabled();
  },
};

/**
 * The same choice in the wishlist page, for a browser without JavaScript (`?choose=`): a form
 * posting the chosen size, and a way back to the list.
 */
export const WishlistAddToCartInThePage: Story = {
  name: 'Wishlist add-to-cart, in the page without JavaScript',
  parameters: { layout: 'padded' },
  render: () => (
    <WishlistAddToCartStep
      productName="Strampler Wolke"
      choice={romperChoice}
      formAction="/wunschliste/"
      closeHref="/wunschliste/"
    />
  ),
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { name: de.dialogs.wishlistAddToCart.title }),
    ).toBeVisible();
    await expect(canvas.getByRole('radio', { name: '50/56' })).toBeChecked();
    const add = canvas.getByRole('button', { name: de.actions.addToCart });
    await expect(add).toHaveAttribute('name', 'intent');
    await expect(add).toHaveAttribute('value', 'addToCart');
    await expect(canvas.getByRole('link', { name: de.common.close })).toHaveAttribute(
      'href',
      '/wunschliste/',
    );
  },
};
