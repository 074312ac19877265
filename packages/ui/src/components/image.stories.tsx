import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { fixtureImage, missingImage } from '../stories/fixtures';
import { Image } from './image';
import { imageStoryMeta } from './image.story-kit';

/**
 * A picture from the image service, in the size the screen needs. A picture that cannot load
 * disappears instead of showing a broken image. Use it for every product and content picture.
 */
const meta = {
  title: 'Catalog/Image',
  component: Image,
  ...imageStoryMeta,
} satisfies Meta<typeof Image>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A product image: 340 px at 1x and 2x, card quality 75, webp. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const image = canvas.getByRole('img');
    await expect(image).toHaveAttribute('width', '340');
    await expect(image).toHaveAttribute('height', '340');
    await expect(image.getAttribute('srcset')).toContain('w=680&q=75&fm=webp&dpr=2 2x');
  },
};

export const Playground: Story = { args: { fit: 'contain', rounded: 'card' } };

export const RoundedCard: Story = { args: { rounded: 'card' } };

/** A thumbnail: 150 px at 1x only, basket quality 80. */
export const Thumbnail: Story = {
  args: { width: 150, height: 150, maxDensity: 1, quality: 80, src: fixtureImage('bottle') },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img').getAttribute('srcset')).toBe(
      '/fixtures/images/bottle.svg?w=150&q=80&fm=webp&dpr=1 1x',
    );
  },
};

/** A CMS image that spans the screen up to 768 px and is 600 px above: width descriptors. */
export const Responsive: Story = {
  args: {
    src: fixtureImage('nursery'),
    alt: '',
    width: 720,
    height: 300,
    quality: 70,
    fit: 'cover',
    sizes: { md: '100vw', default: 720 },
  },
  play: async ({ canvas }) => {
    const image = canvas.getByRole('presentation');
    await expect(image).toHaveAttribute('sizes', '(max-width: 768px) 100vw, 720px');
    await expect(image.getAttribute('srcset')).toContain(' 1440w');
  },
};

export const Priority: Story = {
  play: async ({ canvas }) => {
    const image = canvas.getByRole('img');
    await expect(image).toHaveAttribute('loading', 'eager');
    await expect(image).toHaveAttribute('fetchpriority', 'high');
  },
};

/** A failed image falls back to zero dimensions. */
export const LoadError: Story = {
  args: { src: missingImage },
  play: async ({ canvas }) => {
    const image = canvas.getByRole('img');
    await waitFor(() => expect(image).toHaveAttribute('data-state', 'error'));
    await expect(image).toHaveAttribute('width', '0');
    await expect(image.getBoundingClientRect().width).toBe(0);
  },
};
