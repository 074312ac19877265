import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { de } from '../i18n/de';
import { interpolate } from '../i18n/interpolate';
import {
  type CardDesignArgs,
  cardDesignArgs,
  cardDesignArgTypes,
  designedTile,
} from '../stories/designer-controls';
import { engravedTile, soldOutTile, strollerTile, towelTile } from '../stories/shopping-fixtures';
import { ProductCard, type ProductCardProps } from './product-card';
import { productCardStoryMeta } from './product-card.story-kit';

/**
 * A product in a listing or a slider: its pictures, badges, brand, name, rating, colours,
 * price, the wishlist heart and "add to cart". Use it wherever products are shown side by side;
 * the whole card leads to the product page. Don't put it alone on a page for one product — that
 * is the product page (ProductDetail). The Playground's "Design" controls switch the product,
 * its price, badges and availability.
 */
const meta = {
  title: 'Catalog/ProductCard',
  component: ProductCard,
  ...productCardStoryMeta,
} satisfies Meta<typeof ProductCard>;

export default meta;
type Story = StoryObj<typeof meta>;

const slot = (root: HTMLElement, name: string) => root.querySelector(`[data-slot="${name}"]`);

/** Brand, name, sale and new badges, rating, colour dots, price, wishlist, add to cart. */
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

/**
 * Try the card: pick a fixture product, then change its price, recommended retail price,
 * badges and availability in the "Design" controls.
 */
export const Playground: StoryObj<ProductCardProps & CardDesignArgs> = {
  args: { density: 'comfortable', wishlisted: false, ...cardDesignArgs },
  argTypes: cardDesignArgTypes,
  render: ({
    product,
    price,
    recommendedRetailPrice,
    badges,
    availability,
    tile: _tile,
    ...args
  }) => (
    <ProductCard
      {...args}
      tile={designedTile({ product, price, recommendedRetailPrice, badges, availability })}
    />
  ),
};

export const Compact: Story = { args: { density: 'compact', className: 'w-[220px]' } };

/** The wishlist toggle is pressed when the product is on the wishlist. */
export const Wishlisted: Story = {
  args: { wishlisted: true },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('button', { name: de.actions.removeFromWishlist }),
    ).toHaveAttribute('aria-pressed', 'true');
  },
};

/** Without the country's wishlist flag the storefront passes no toggle, and none shows. */
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
 * With several variants add to cart goes to the product page with `action=addToCart`;
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

/** A personalised article is never added directly; the engraving is entered on its page. */
export const Personalised: Story = {
  args: { tile: engravedTile },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('link', { name: `${de.actions.addToCart}: ${engravedTile.name}` }),
    ).toHaveAttribute('href', expect.stringContaining('?action=addToCart'));
  },
};

/** Sold out: add to cart is disabled and says why; no rating without reviews. */
export const SoldOut: Story = {
  args: { tile: soldOutTile },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('button', { name: de.productCard.soldOut })).toBeDisabled();
    await expect(slot(canvasElement, 'product-card')).toHaveAttribute('data-state', 'soldOut');
    await expect(slot(canvasElement, 'rating')).toBeNull();
  },
};

/** A recommendation slot may hide add to cart: no action is passed. */
export const WithoutAddToCart: Story = {
  args: { onAddToCart: undefined },
  play: async ({ canvasElement }) => {
    await expect(slot(canvasElement, 'product-card-actions')).toBeNull();
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
