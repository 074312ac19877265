import type { Meta, StoryObj } from '@storybook/react-vite';
import * as React from 'react';
import { expect, userEvent, waitFor } from 'storybook/test';
import { de } from '../i18n/de';
import { strollerProduct, strollerTile, towelTile } from '../stories/shopping-fixtures';
import { ProductCard, type ProductCardProps } from './product-card';
import { productCardStoryMeta } from './product-card.story-kit';

/**
 * Behaviour of ProductCard: keyboard, pointer and timing scenarios that drive the
 * component and check what it does. Its states and variants are on the showcase page.
 */
const meta = {
  title: 'Catalog/ProductCard/Behaviour',
  // Tests a designer need not browse: no docs page of their own.
  tags: ['!autodocs'],
  component: ProductCard,
  ...productCardStoryMeta,
} satisfies Meta<typeof ProductCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Keyboard only: the product link, the swiper, the wishlist toggle and add to cart. */
export const KeyboardOnly: Story = {
  play: async ({ canvas, args }) => {
    const wishlist = canvas.getByRole('button', { name: de.actions.addToWishlist });
    wishlist.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onWishlistToggle).toHaveBeenCalledWith(strollerTile);
    const addToCart = canvas.getByRole('button', {
      name: `${de.actions.addToCart}: ${strollerTile.name}`,
    });
    addToCart.focus();
    await userEvent.keyboard(' ');
    await expect(args.onAddToCart).toHaveBeenCalledWith(
      strollerTile,
      strollerProduct.variants[0]?.id,
    );
    await userEvent.tab({ shift: true });
    await userEvent.tab();
    await expect(addToCart).toHaveFocus();
    const link = canvas.getByRole('link', { name: strollerTile.name });
    link.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelect).toHaveBeenCalledWith(strollerTile);
  },
};

/**
 * Without JavaScript (§2): add to cart and the heart are forms posting to the page, with the
 * shopping form fields the page reads back; with it, pressing calls the card's action instead.
 */
export const FormsWithoutJavaScript: Story = {
  args: { formAction: '/kinderwagen/?sort=price-asc' },
  play: async ({ canvas }) => {
    const fieldsOf = (button: HTMLElement) => {
      const form = button.closest('form');
      return {
        method: form?.getAttribute('method'),
        action: form?.getAttribute('action'),
        // What the button submits: the hidden fields and its own name and value (the intent).
        fields: Object.fromEntries(new FormData(form ?? undefined, button)),
      };
    };
    const addToCart = canvas.getByRole('button', {
      name: `${de.actions.addToCart}: ${strollerTile.name}`,
    });
    await expect(addToCart).toHaveAttribute('type', 'submit');
    await expect(fieldsOf(addToCart)).toEqual({
      method: 'post',
      action: '/kinderwagen/?sort=price-asc',
      fields: { intent: 'addToCart', variantId: String(strollerProduct.variants[0]?.id) },
    });
    const heart = canvas.getByRole('button', { name: de.actions.addToWishlist });
    await expect(heart).toHaveAttribute('type', 'submit');
    await expect(fieldsOf(heart)).toEqual({
      method: 'post',
      action: '/kinderwagen/?sort=price-asc',
      fields: { intent: 'toggleWishlist', productId: String(strollerTile.id) },
    });
  },
};

/** Locale prefix from the storefront: both links carry it. */
export const LocalizedLinks: Story = {
  args: { tile: towelTile, localizePath: (path: string) => `/fr${path}` },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: towelTile.name })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/fr\/p\//),
    );
  },
};

function StatefulCard(args: ProductCardProps) {
  const [wishlisted, setWishlisted] = React.useState(false);
  return (
    <ProductCard
      {...args}
      wishlisted={wishlisted}
      onWishlistToggle={(tile) => {
        setWishlisted((value) => !value);
        args.onWishlistToggle?.(tile);
      }}
    />
  );
}

/** The toggle flips between "add to" and "remove from" the wishlist. */
export const WishlistToggle: Story = {
  render: (args) => <StatefulCard {...args} />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: de.actions.addToWishlist }));
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: de.actions.removeFromWishlist })).toHaveAttribute(
        'aria-pressed',
        'true',
      ),
    );
  },
};
