import type { Meta } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { fixtureProductImage, strollerTile } from '../stories/shopping-fixtures';
import type { ProductCard } from './product-card';

/*
 * The story harness the showcase and the behaviour stories of this component share: fixtures,
 * demo wrappers, arg types and meta fields. Not a stories file, so Storybook does not index it.
 */

/** The meta fields the showcase and the behaviour stories share (each adds its title and component). */
export const productCardStoryMeta = {
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
} satisfies Partial<Meta<typeof ProductCard>>;
