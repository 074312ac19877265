import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { de } from '../i18n/de';
import { productImages } from '../stories/fixtures';
import { ImageSwiper } from './image-swiper';
import { imageSwiperStoryMeta } from './image-swiper.story-kit';

/**
 * A product's pictures, one at a time, with arrows and dots. Use it on product cards; with a
 * single picture it shows just that. The product page has its gallery instead.
 */
const meta = {
  title: 'Catalog/ImageSwiper',
  component: ImageSwiper,
  ...imageSwiperStoryMeta,
} satisfies Meta<typeof ImageSwiper>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = {};

/** One image is shown plain, without buttons or dots. */
export const SingleImage: Story = {
  args: { images: productImages.slice(0, 1) },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvasElement.querySelector('[data-slot="image-swiper"]')).toHaveAttribute(
      'data-state',
      'single',
    );
  },
};

export const NoImages: Story = {
  args: { images: [] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="image-swiper"]')).toBeNull();
  },
};

/** At 1024 px the swiper stops at the ends; the previous button starts disabled. */
export const Desktop: Story = {
  globals: { viewport: { value: 'lg' } },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() =>
      expect(canvasElement.querySelector('[data-slot="image-swiper"]')).toHaveAttribute(
        'data-loop',
        String(window.innerWidth < 768),
      ),
    );
    if (window.innerWidth >= 768) {
      await expect(canvas.getByRole('button', { name: de.imageSwiper.previous })).toHaveAttribute(
        'aria-disabled',
        'true',
      );
    }
  },
};
