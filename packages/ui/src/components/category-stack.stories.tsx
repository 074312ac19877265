import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { CategoryStack } from './category-stack';
import { categoryStackStoryMeta, open, stack } from './category-stack.story-kit';

/**
 * The category drill-down of the navigation drawers: the main categories, then a category's
 * sub-categories, with a way back. Use it inside the side or mobile navigation only.
 */
const meta = {
  title: 'Navigation/CategoryStack',
  component: CategoryStack,
  ...categoryStackStoryMeta,
} satisfies Meta<typeof CategoryStack>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The root categories: with sub-categories a button, without a link. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(stack(canvasElement)).toHaveAttribute('data-state', 'root');
    await expect(canvas.getByRole('button', { name: open('Unterwegs') })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Sale' })).toHaveAttribute('href', '/sale/');
  },
};

export const Playground: Story = {};

/** The desktop bar opens the stack on a root category. */
export const OpenedOnCategory: Story = {
  args: { initialLink: '/schlafen/' },
  play: async ({ canvas, canvasElement }) => {
    await expect(stack(canvasElement)).toHaveAttribute('data-depth', '1');
    await expect(canvas.getByRole('heading', { name: 'Schlafen' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Schlafsäcke' })).toBeVisible();
  },
};

/** An unknown or childless category to open on leaves the stack at its root. */
export const OpenedOnLeafCategory: Story = {
  args: { initialLink: '/sale/' },
  play: async ({ canvasElement }) => {
    await expect(stack(canvasElement)).toHaveAttribute('data-state', 'root');
  },
};
