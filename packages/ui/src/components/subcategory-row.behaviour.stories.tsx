import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { SubcategoryRow } from './subcategory-row';
import { strollers, subcategoryRowStoryMeta } from './subcategory-row.story-kit';

/**
 * Behaviour of SubcategoryRow: keyboard, pointer and timing scenarios that drive the
 * component and check what it does. Its states and variants are on the showcase page.
 */
const meta = {
  title: 'Navigation/SubcategoryRow/Behaviour',
  // Tests a designer need not browse: no docs page of their own.
  tags: ['!autodocs'],
  component: SubcategoryRow,
  ...subcategoryRowStoryMeta,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof SubcategoryRow>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Keyboard only: Tab walks the subcategories in order, each with a visible focus ring. */
export const KeyboardOnly: Story = {
  args: { subcategories: strollers.slice(0, 3) },
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Kombikinderwagen' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Buggys' })).toHaveFocus();
  },
};
