import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { SubcategoryRow } from './subcategory-row';

/** Category names are catalogue data. */
const strollers = [
  { name: 'Kombikinderwagen', href: '#kombikinderwagen' },
  { name: 'Buggys', href: '#buggys' },
  { name: 'Zwillingskinderwagen', href: '#zwillingskinderwagen' },
  { name: 'Geschwisterwagen', href: '#geschwisterwagen' },
  { name: 'Jogger & Sportwagen', href: '#jogger' },
  { name: 'Kinderwagen-Zubehör', href: '#zubehoer' },
];

/**
 * Behaviour of SubcategoryRow: keyboard, pointer and timing scenarios that drive the
 * component and check what it does. Its states and variants are on the showcase page.
 */
const meta = {
  title: 'Navigation/SubcategoryRow/Behaviour',
  // Tests a designer need not browse: no docs page of their own.
  tags: ['!autodocs'],
  component: SubcategoryRow,
  parameters: { layout: 'padded' },
  args: { subcategories: strollers.slice(0, 2) },
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
