import type { Meta } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { de } from '../../i18n/de';
import { DialogPage } from './dialog-story';
import { romperChoice } from './overlay-fixtures';
import { WishlistAddToCartDialog } from './wishlist-dialogs';

/*
 * The story harness the showcase and the behaviour stories of these dialogs share: fixtures,
 * demo wrappers and meta fields. Not a stories file, so Storybook does not index it.
 */

/** What was put in the basket (the story's action). */
export const added = fn();

/** The wishlist's add-to-cart dialog for the romper, its variant to choose first. */
export function WishlistAddToCart({
  openAtStart = true,
}: {
  /** The dialog is open when the story starts (false: its opener opens it). */
  openAtStart?: boolean;
}) {
  return (
    <DialogPage
      dialogId="wishlist-add-to-cart"
      openerLabel={de.dialogs.wishlistAddToCart.title}
      openAtStart={openAtStart}
    >
      <WishlistAddToCartDialog
        productName="Strampler Wolke"
        choice={romperChoice}
        onAddToCart={added}
      />
    </DialogPage>
  );
}

/** The meta fields the showcase and the behaviour stories share (each adds its title and component). */
export const wishlistDialogsStoryMeta = {} satisfies Partial<Meta>;
