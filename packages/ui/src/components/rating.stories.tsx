import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { de } from '../i18n/de';
import { interpolate } from '../i18n/interpolate';
import { Rating } from './rating';

/**
 * The average of the reviews as five stars, with the number of reviews. Use it beside a
 * product's name; don't show it without reviews behind it.
 */
const meta = {
  title: 'Catalog/Rating',
  component: Rating,
  args: { average: 4.3, reviewCount: 127 },
  argTypes: {
    average: { control: { type: 'range', min: 0, max: 5, step: 0.1 } },
    size: { control: 'inline-radio', options: ['sm', 'md'] },
  },
} satisfies Meta<typeof Rating>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(
      canvas.getByRole('img', {
        name: interpolate(de.rating.label_other, { average: '4,3', max: 5, count: 127 }),
      }),
    ).toBeVisible();
    // 4.3 of 5 stars: 86 % of the row is filled.
    const stars = canvasElement.querySelector<HTMLElement>('[data-slot="rating-stars"]');
    await expect(stars?.style.getPropertyValue('--rating-fill')).toBe('86%');
  },
};

export const Playground: Story = { args: { size: 'md' } };

export const FullStars: Story = { args: { average: 5, reviewCount: 12 } };

export const HalfStar: Story = { args: { average: 2.5, reviewCount: 4 } };

export const OneReview: Story = {
  args: { average: 4, reviewCount: 1 },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('img', {
        name: interpolate(de.rating.label_one, { average: '4', max: 5, count: 1 }),
      }),
    ).toBeVisible();
  },
};

export const Small: Story = { args: { size: 'sm' } };

/** The rating shows only when the average and the review count both exist. */
export const WithoutReviewCount: Story = {
  args: { reviewCount: null },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="rating"]')).toBeNull();
  },
};

export const WithoutAverage: Story = {
  args: { average: undefined },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="rating"]')).toBeNull();
  },
};
