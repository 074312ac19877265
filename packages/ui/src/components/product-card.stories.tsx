import type { Meta, StoryObj } from '@storybook/react-vite';
import * as React from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { de } from '../i18n/de';
import { interpolate } from '../i18n/interpolate';
import {
  engravedTile,
  fixtureProductImage,
  soldOutTile,
  strollerProduct,
  strollerTile,
  towelTile,
} from '../stories/shopping-fixtures';
import { ProductCard, type ProductCardProps } from './product-card';

const meta = {
  title: 'Catalog/ProductCard',
  component: ProductCard,
  args: {
    tile: strollerTile,
    imageSource: fixtureProductImage,
    onAddToCart: fn(),
    onWishlistToggle: fn(),
    onSelect: fn(),
    className: 'w-[300px]',
  },
  argTypes: {
    tile: { control: false },
    density: { control: 'inline-radio', options: ['comfortable', 'compact'] },
  },
} satisfies Meta<typeof ProductCard>;

export default meta;
type Story = StoryObj<typeof meta>;

const slot = (root: HTMLElement, name: string) => root.querySelector(`[data-slot="${name}"]`);

/** §2: brand, name, sale and new badges, rating, colour dots, price, wishlist, add to cart. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { name: strollerTile.name })).toBeVisible();
    await expect(slot(canvasElement, 'product-card-brand')).toHaveTextContent('Nido');
    const badges = [...canvasElement.querySelectorAll('[data-slot="product-badge"]')];
    await expect(badges.map((badge) => badge.getAttribute('data-badge'))).toEqual(['sale', 'new']);
    await expect(badges[0]).toHaveTextContent(
      interpolate(de.badge.sale, { percent: 22 }).replace(/\s/g, ' '),
    );
    await expect(badges[1]).toHaveTextContent(de.badge.new);
    await expect(slot(canvasElement, 'rating')).not.toBeNull();
    await expect(canvasElement.querySelectorAll('[data-slot="color-dot"]')).toHaveLength(4);
    await expect(slot(canvasElement, 'price-current')).toHaveTextContent('349,99 €');
    await expect(slot(canvasElement, 'image-swiper')).toHaveAttribute('data-state', 'swipeable');
    await expect(canvas.getByRole('link', { name: strollerTile.name })).toHaveAttribute(
      'href',
      '/p/kombikinderwagen-lumi-4200001/',
    );
  },
};

export const Playground: Story = { args: { density: 'comfortable', wishlisted: false } };

export const Compact: Story = { args: { density: 'compact', className: 'w-[220px]' } };

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

/** The wishlist toggle is pressed when the product is on the wishlist. */
export const Wishlisted: Story = {
  args: { wishlisted: true },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('button', { name: de.actions.removeFromWishlist }),
    ).toHaveAttribute('aria-pressed', 'true');
  },
};

/** §6: without the country's wishlist flag the storefront passes no toggle, and none shows. */
export const WithoutWishlist: Story = {
  args: { onWishlistToggle: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: de.actions.addToWishlist })).toBeNull();
  },
};

/** While the basket call runs the button says so and a second press adds nothing. */
export const AddingToCart: Story = {
  args: { addToCartState: 'pending' },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', {
      name: `${de.productCard.adding}: ${strollerTile.name}`,
    });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    await expect(args.onAddToCart).not.toHaveBeenCalled();
  },
};

/**
 * §4: with several variants add to cart goes to the product page with `action=addToCart`;
 * variants differing in price make the price read "from"; 7 colours show 5 dots and "+2".
 */
export const SeveralVariants: Story = {
  args: { tile: towelTile },
  play: async ({ canvas, canvasElement, args }) => {
    const link = canvas.getByRole('link', {
      name: `${de.actions.addToCart}: ${towelTile.name}`,
    });
    await expect(link).toHaveAttribute(
      'href',
      '/p/kapuzenhandtuch-aus-bio-baumwolle-4200005/?action=addToCart',
    );
    await expect(slot(canvasElement, 'price-current')).toHaveTextContent(
      interpolate(de.price.from, { price: '19,99 €' }),
    );
    await expect(canvasElement.querySelectorAll('[data-slot="color-dot"]')).toHaveLength(5);
    await expect(slot(canvasElement, 'color-dots-more')).toHaveTextContent('+2');
    await expect(slot(canvasElement, 'image-swiper')).toHaveAttribute('data-state', 'single');
    await userEvent.click(link);
    await expect(args.onAddToCart).not.toHaveBeenCalled();
  },
};

/** §4: a personalised article is never added directly; the engraving is entered on its page. */
export const Personalised: Story = {
  args: { tile: engravedTile },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('link', { name: `${de.actions.addToCart}: ${engravedTile.name}` }),
    ).toHaveAttribute('href', expect.stringContaining('?action=addToCart'));
  },
};

/** Sold out: add to cart is disabled and says why; no rating without reviews (§2). */
export const SoldOut: Story = {
  args: { tile: soldOutTile },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('button', { name: de.productCard.soldOut })).toBeDisabled();
    await expect(slot(canvasElement, 'product-card')).toHaveAttribute('data-state', 'soldOut');
    await expect(slot(canvasElement, 'rating')).toBeNull();
  },
};

/** A recommendation slot may hide add to cart (§3 show flags): no action is passed. */
export const WithoutAddToCart: Story = {
  args: { onAddToCart: undefined },
  play: async ({ canvasElement }) => {
    await expect(slot(canvasElement, 'product-card-actions')).toBeNull();
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

/** A listing row of four cards at desktop width. */
export const ListingGrid: Story = {
  globals: { viewport: { value: 'lg' } },
  parameters: { layout: 'fullscreen' },
  render: (args) => (
    <ul className="grid grid-cols-4 gap-4 p-4">
      {[strollerTile, towelTile, engravedTile, soldOutTile].map((tile) => (
        <li key={tile.id} className="flex">
          <ProductCard {...args} tile={tile} className="w-full" />
        </li>
      ))}
    </ul>
  ),
};
