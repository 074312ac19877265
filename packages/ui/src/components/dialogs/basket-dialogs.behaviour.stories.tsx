import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { de } from '../../i18n/de';
import { overlayDocs } from '../../stories/overlay-docs';
import { AddToCartLayerDialog } from './basket-dialogs';
import { AddToCartPage, basketDialogsStoryMeta } from './basket-dialogs.story-kit';
import { expectOpenDialog, tabTo } from './dialog-story';

/**
 * Behaviour of Basket: keyboard, pointer and timing scenarios that drive the
 * component and check what it does. Its states and variants are on the showcase page.
 */
const meta = {
  title: 'Overlays/Dialogs/Basket/Behaviour',
  // Tests a designer need not browse: no docs page of their own.
  tags: ['!autodocs'],
  component: AddToCartLayerDialog,
  ...basketDialogsStoryMeta,
  parameters: { layout: 'fullscreen', docs: overlayDocs },
} satisfies Meta;

export default meta;
type Story = StoryObj;

/**
 * Keyboard only, §2 hidden → success → hidden: add to cart shows the layer, "continue
 * shopping" hides it again and focus goes back to the add-to-cart button.
 */
export const AddToCartLayerWithKeyboard: Story = {
  name: 'Add-to-cart layer, keyboard only',
  render: () => <AddToCartPage outcome={null} />,
  play: async ({ canvas }) => {
    await expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const dialog = await expectOpenDialog(de.basket.addedToCart, 'right');
    await tabTo(screen.getByRole('button', { name: de.addToCartLayer.continueShopping }));
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(canvas.getByRole('button', { name: de.actions.addToCart })).toHaveFocus();
  },
};
