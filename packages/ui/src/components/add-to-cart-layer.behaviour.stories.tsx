import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { de } from '../i18n/de';
import { AddToCartLayer } from './add-to-cart-layer';
import { addToCartLayerStoryMeta } from './add-to-cart-layer.story-kit';

/**
 * Behaviour of AddToCartLayer: keyboard, pointer and timing scenarios that drive the
 * component and check what it does. Its states and variants are on the showcase page.
 */
const meta = {
  title: 'Basket/AddToCartLayer/Behaviour',
  // Tests a designer need not browse: no docs page of their own.
  tags: ['!autodocs'],
  component: AddToCartLayer,
  ...addToCartLayerStoryMeta,
} satisfies Meta<typeof AddToCartLayer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Keyboard only: continue shopping and the basket link are reachable with Tab. */
export const KeyboardOnly: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await expect(
      canvas.getByRole('button', { name: de.addToCartLayer.continueShopping }),
    ).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onContinueShopping).toHaveBeenCalledOnce();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: de.actions.goToBasket })).toHaveFocus();
  },
};
