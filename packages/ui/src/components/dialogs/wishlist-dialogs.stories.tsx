import type { Meta, StoryObj } from '@storybook/react-vite';
import type { BasketVariantChoice } from '@vitrine/domain/product-page';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { de } from '../../i18n/de';
import { overlayDocs } from '../../stories/overlay-docs';
import { WishlistAddToCartStep } from '../wishlist-add-to-cart-step';
import {
  DialogPage,
  expectClosedWithFocusBack,
  expectOpenDialog,
  openWithKeyboard,
  tabTo,
} from './dialog-story';
import { WishlistAddToCartDialog, WishlistInfoDialog } from './wishlist-dialogs';

const meta = {
  title: 'Overlays/Dialogs/Wishlist',
  component: WishlistAddToCartDialog,
  subcomponents: { WishlistInfoDialog, WishlistAddToCartStep },
  parameters: { layout: 'fullscreen', docs: overlayDocs },
} satisfies Meta;

export default meta;
type Story = StoryObj;

/** §2 wishlist more-info. */
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

/** The romper's sizes as the wishlist page gets them: 74/80 sold out, 98/104 not deliverable. */
const romperChoice: BasketVariantChoice = {
  productId: 7,
  preselectedVariantId: 71,
  options: [
    {
      variantId: 71,
      referenceKey: '2000713_01',
      label: '50/56',
      availability: 'buyable',
      delivery: { key: 'delivery.instant', daysFrom: 1, daysTo: 3, preorder: false },
    },
    {
      variantId: 72,
      referenceKey: '2000713_02',
      label: '62/68',
      availability: 'buyable',
      delivery: { key: 'delivery.soon', daysFrom: 5, daysTo: 7, preorder: false },
    },
    {
      variantId: 73,
      referenceKey: '2000713_03',
      label: '74/80',
      availability: 'soldOut',
      delivery: null,
    },
    {
      variantId: 74,
      referenceKey: '2000713_04',
      label: '86/92',
      availability: 'buyable',
      delivery: { key: 'delivery.instant', daysFrom: 1, daysTo: 3, preorder: false },
    },
    {
      variantId: 75,
      referenceKey: '2000713_05',
      label: '98/104',
      availability: 'notDeliverable',
      delivery: null,
    },
  ],
};

function WishlistAddToCart({ openAtStart = true }: { openAtStart?: boolean }) {
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

/**
 * §2 wishlist add-to-cart: the romper needs a size before it goes into the basket; each size
 * says when it comes, and the sizes that cannot be bought (§4: BVC 4, 5) cannot be chosen.
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
