import type { Meta } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import {
  aBasketItem,
  fixtureProductImage,
  strollerProduct,
  towelProduct,
} from '../stories/shopping-fixtures';
import type { BasketProductCard } from './basket-product-card';

/*
 * The story harness the showcase and the behaviour stories of this component share: fixtures,
 * demo wrappers, arg types and meta fields. Not a stories file, so Storybook does not index it.
 */

export const towelItem = aBasketItem(towelProduct, {
  quantity: 2,
  variant: towelProduct.variants[1] ?? towelProduct.variants[0],
});

/** The meta fields the showcase and the behaviour stories share (each adds its title and component). */
export const basketProductCardStoryMeta = {
  args: {
    item: aBasketItem(strollerProduct),
    imageSource: fixtureProductImage,
    country: 'DE',
    onQuantityChange: fn(),
    onRemove: fn(),
    onWishlistToggle: fn(),
    onEditEngraving: fn(),
    onMedicalInfo: fn(),
    medicalContactHref: '/kontakt/',
    className: 'w-[560px]',
  },
  argTypes: {
    item: { control: false },
    country: { control: 'select', options: ['DE', 'AT', 'CH', 'FR', 'BE', 'NL'] },
    state: { control: 'inline-radio', options: ['idle', 'pending'] },
  },
} satisfies Partial<Meta<typeof BasketProductCard>>;
