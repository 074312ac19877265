import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { de } from '../i18n/de';
import { interpolate } from '../i18n/interpolate';
import { categoryTree } from '../stories/shopping-fixtures';
import { CategoryStack } from './category-stack';

/**
 * The category drill-down of the navigation drawers: the main categories, then a category's
 * sub-categories, with a way back. Use it inside the side or mobile navigation only.
 */
const meta = {
  title: 'Navigation/CategoryStack',
  component: CategoryStack,
  args: {
    categories: categoryTree,
    onNavigate: fn(),
    className: 'w-[320px]',
  },
  argTypes: { categories: { control: false } },
} satisfies Meta<typeof CategoryStack>;

export default meta;
type Story = StoryObj<typeof meta>;

const stack = (root: HTMLElement) => root.querySelector('[data-slot="category-stack"]');
const open = (name: string) => interpolate(de.navigation.openCategory, { name });

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
