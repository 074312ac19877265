import type { Meta } from '@storybook/react-vite';
import { addToCartMessage } from '@vitrine/domain/basket';
import { fn } from 'storybook/test';
import type { AddToCartLayer } from './add-to-cart-layer';

/*
 * The story harness the showcase and the behaviour stories of this component share: fixtures,
 * demo wrappers, arg types and meta fields. Not a stories file, so Storybook does not index it.
 */

/** The meta fields the showcase and the behaviour stories share (each adds its title and component). */
export const addToCartLayerStoryMeta = {
  args: {
    message: addToCartMessage(201),
    basketHref: '/warenkorb/',
    onContinueShopping: fn(),
    onRetry: fn(),
    className: 'w-[420px]',
  },
  argTypes: {
    message: {
      control: 'inline-radio',
      options: [null, 'basket.addedToCart', 'basket.addToCartFailed'],
    },
  },
} satisfies Partial<Meta<typeof AddToCartLayer>>;
