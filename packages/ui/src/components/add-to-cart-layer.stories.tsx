import type { Meta, StoryObj } from '@storybook/react-vite';
import { addToCartMessage } from '@vitrine/domain/basket';
import { expect, userEvent } from 'storybook/test';
import { de } from '../i18n/de';
import { fixtureProductImage, strollerProduct } from '../stories/shopping-fixtures';
import { AddToCartLayer } from './add-to-cart-layer';
import { addToCartLayerStoryMeta } from './add-to-cart-layer.story-kit';
import { Image } from './image';
import { Price } from './price';

/**
 * The answer to "add to cart": it says that the product is in the basket (or why not) and
 * leads to the basket. Show it right after the shopper added something, in the add-to-cart
 * dialog; never as a standing message.
 */
const meta = {
  title: 'Basket/AddToCartLayer',
  component: AddToCartLayer,
  ...addToCartLayerStoryMeta,
} satisfies Meta<typeof AddToCartLayer>;

export default meta;
type Story = StoryObj<typeof meta>;

const layer = (root: HTMLElement) => root.querySelector('[data-slot="add-to-cart-layer"]');

/** A 201 from the basket call is a success, with the link to the basket. */
export const Success: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(layer(canvasElement)).toHaveAttribute('data-state', 'success');
    await expect(canvas.getByRole('heading', { name: de.basket.addedToCart })).toBeVisible();
    await expect(canvas.getByRole('link', { name: de.actions.goToBasket })).toHaveAttribute(
      'href',
      '/warenkorb/',
    );
  },
};

export const Playground: Story = {};

/** Any other status (here a 500) is a failure; the basket link stays and a retry is offered. */
export const Failure: Story = {
  args: { message: addToCartMessage(500) },
  play: async ({ canvas, canvasElement, args }) => {
    await expect(layer(canvasElement)).toHaveAttribute('data-state', 'error');
    await expect(canvas.getByRole('heading', { name: de.basket.addToCartFailed })).toBeVisible();
    await expect(canvas.getByRole('link', { name: de.actions.goToBasket })).toBeVisible();
    canvas.getByRole('button', { name: de.addToCartLayer.retry }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** Before anything was added the layer renders nothing. */
export const Hidden: Story = {
  args: { message: null },
  play: async ({ canvasElement }) => {
    await expect(layer(canvasElement)).toBeNull();
  },
};

/** With a summary of what was added. */
export const WithSummary: Story = {
  args: {
    summary: (
      <div className="flex items-center gap-3">
        <Image
          src={fixtureProductImage({ src: 'stroller.webp' })}
          alt=""
          width={80}
          height={80}
          className="rounded-card"
        />
        <div>
          <p className="font-semibold">{strollerProduct.name}</p>
          <Price price={strollerProduct.variants[0]?.price} size="sm" />
        </div>
      </div>
    ),
  },
};
