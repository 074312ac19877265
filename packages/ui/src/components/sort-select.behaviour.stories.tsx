import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { de } from '../i18n/de';
import { SortSelect } from './sort-select';
import { sortSelectStoryMeta } from './sort-select.story-kit';

/**
 * Behaviour of SortSelect: keyboard, pointer and timing scenarios that drive the
 * component and check what it does. Its states and variants are on the showcase page.
 */
const meta = {
  title: 'Catalog/SortSelect/Behaviour',
  // Tests a designer need not browse: no docs page of their own.
  tags: ['!autodocs'],
  component: SortSelect,
  ...sortSelectStoryMeta,
} satisfies Meta<typeof SortSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Keyboard only: open with Enter, move with the arrows, choose with Enter. */
export const KeyboardOnly: Story = {
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('combobox', { name: de.sort.label });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(await screen.findByRole('listbox')).toBeVisible();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(args.onValueChange).toHaveBeenCalledWith('price-asc'));
    await expect(trigger).toHaveTextContent(de.sort.options['price-asc']);
  },
};
