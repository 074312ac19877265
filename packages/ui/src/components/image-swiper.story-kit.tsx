import type { Meta } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { productImages } from '../stories/fixtures';
import type { ImageSwiper } from './image-swiper';

/*
 * The story harness the showcase and the behaviour stories of this component share: fixtures,
 * demo wrappers, arg types and meta fields. Not a stories file, so Storybook does not index it.
 */

/** The meta fields the showcase and the behaviour stories share (each adds its title and component). */
export const imageSwiperStoryMeta = {
  args: {
    images: productImages,
    width: 340,
    height: 340,
    priority: true,
    onImageChange: fn(),
    className: 'w-[340px]',
  },
  argTypes: { images: { control: false } },
} satisfies Partial<Meta<typeof ImageSwiper>>;
