import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { de } from '../i18n/de';
import { interpolate } from '../i18n/interpolate';
import { towelProduct } from '../stories/shopping-fixtures';
import { BasketProductCard } from './basket-product-card';
import { basketProductCardStoryMeta, towelItem } from './basket-product-card.story-kit';

/**
 * Behaviour of BasketProductCard: keyboard, pointer and timing scenarios that drive the
 * component and check what it does. Its states and variants are on the showcase page.
 */
const meta = {
  title: 'Basket/BasketProductCard/Behaviour',
  // Tests a designer need not browse: no docs page of their own.
  tags: ['!autodocs'],
  component: BasketProductCard,
  ...basketProductCardStoryMeta,
} satisfies Meta<typeof BasketProductCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Keyboard only: step the quantity, then remove the line. */
export const KeyboardOnly: Story = {
  args: { item: towelItem },
  play: async ({ canvas, args }) => {
    canvas.getByRole('button', { name: de.quantity.increase }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onQuantityChange).toHaveBeenLastCalledWith(3, towelItem);
    await userEvent.tab({ shift: true });
    await userEvent.keyboard('{ArrowDown}');
    await expect(args.onQuantityChange).toHaveBeenLastCalledWith(1, towelItem);
    const remove = canvas.getByRole('button', {
      name: interpolate(de.basketCard.removeLabel, { name: towelProduct.name }),
    });
    remove.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRemove).toHaveBeenCalledWith(towelItem);
    const wishlist = canvas.getByRole('button', { name: de.basketCard.moveToWishlist });
    wishlist.focus();
    await userEvent.keyboard(' ');
    await expect(args.onWishlistToggle).toHaveBeenCalledWith(towelItem);
  },
};
