import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen } from 'storybook/test';
import { de } from '../../i18n/de';
import { overlayDocs } from '../../stories/overlay-docs';
import { DialogPage, expectOpenDialog } from './dialog-story';
import { romperProduct } from './overlay-fixtures';
import { WishlistAddToCartDialog, WishlistInfoDialog } from './wishlist-dialogs';

/**
 * The wishlist's dialogs: what the wishlist is, and choosing a variant before a wishlist
 * article goes into the basket (only variants that can be bought are offered).
 */
const meta = {
  title: 'Overlays/Dialogs/Wishlist',
  component: WishlistAddToCartDialog,
  subcomponents: { WishlistInfoDialog },
  parameters: { layout: 'fullscreen', docs: overlayDocs },
} satisfies Meta;

export default meta;
type Story = StoryObj;

/** What the wishlist is for and how to use it. */
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

const added = fn();

function WishlistAddToCart({ openAtStart = true }: { openAtStart?: boolean }) {
  return (
    <DialogPage
      dialogId="wishlist-add-to-cart"
      openerLabel={de.dialogs.wishlistAddToCart.title}
      openAtStart={openAtStart}
    >
      <WishlistAddToCartDialog
        product={romperProduct}
        attributeKey="size"
        company="baby"
        onAddToCart={added}
      />
    </DialogPage>
  );
}

/**
 * Wishlist add-to-cart: the romper needs a size before it goes into the basket; the
 * sold-out size cannot be chosen.
 */
export const WishlistAddToCartStory: Story = {
  name: 'Wishlist add-to-cart',
  render: () => <WishlistAddToCart />,
  play: async () => {
    await expectOpenDialog(de.dialogs.wishlistAddToCart.title, 'right');
    await expect(screen.getByRole('radio', { name: '50/56' })).toBeChecked();
    await expect(screen.getByRole('radio', { name: '74/80' })).toBeDisabled();
  },
};
