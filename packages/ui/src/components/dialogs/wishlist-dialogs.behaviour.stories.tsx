import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { de } from '../../i18n/de';
import { overlayDocs } from '../../stories/overlay-docs';
import { expectClosedWithFocusBack, openWithKeyboard, tabTo } from './dialog-story';
import { WishlistAddToCartDialog, WishlistInfoDialog } from './wishlist-dialogs';

import { added, WishlistAddToCart, wishlistDialogsStoryMeta } from './wishlist-dialogs.story-kit';

/**
 * Behaviour of Wishlist: keyboard, pointer and timing scenarios that drive the
 * component and check what it does. Its states and variants are on the showcase page.
 */
const meta = {
  title: 'Overlays/Dialogs/Wishlist/Behaviour',
  // Tests a designer need not browse: no docs page of their own.
  tags: ['!autodocs'],
  component: WishlistAddToCartDialog,
  subcomponents: { WishlistInfoDialog },
  ...wishlistDialogsStoryMeta,
  parameters: { layout: 'fullscreen', docs: overlayDocs },
} satisfies Meta;

export default meta;
type Story = StoryObj;

/** Keyboard only: the arrow keys skip the sizes that cannot be bought; the button adds the chosen one. */
export const WishlistAddToCartWithKeyboard: Story = {
  name: 'Wishlist add-to-cart, keyboard only',
  render: () => <WishlistAddToCart openAtStart={false} />,
  play: async () => {
    added.mockClear();
    const dialog = await openWithKeyboard(de.dialogs.wishlistAddToCart.title, 'right');
    await tabTo(screen.getByRole('radio', { name: '50/56' }));
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(screen.getByRole('radio', { name: '62/68' })).toBeChecked());
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(screen.getByRole('radio', { name: '86/92' })).toBeChecked());
    await tabTo(screen.getByRole('button', { name: de.actions.addToCart }));
    await userEvent.keyboard('{Enter}');
    await expectClosedWithFocusBack(dialog);
    await expect(added).toHaveBeenCalledWith(74);
  },
};
