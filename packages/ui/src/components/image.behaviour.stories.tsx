import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Image } from './image';
import { imageStoryMeta } from './image.story-kit';

/**
 * Behaviour of Image: keyboard, pointer and timing scenarios that drive the
 * component and check what it does. Its states and variants are on the showcase page.
 */
const meta = {
  title: 'Catalog/Image/Behaviour',
  // Tests a designer need not browse: no docs page of their own.
  tags: ['!autodocs'],
  component: Image,
  ...imageStoryMeta,
} satisfies Meta<typeof Image>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Below the fold: loaded lazily. */
export const Lazy: Story = {
  args: { priority: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img')).toHaveAttribute('loading', 'lazy');
  },
};
