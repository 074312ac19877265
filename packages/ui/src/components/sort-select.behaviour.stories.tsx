import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ListingSort } from '@vitrine/domain/content-model';
import * as React from 'react';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { de } from '../i18n/de';
import { SortSelect, type SortSelectProps } from './sort-select';

function StatefulSort(args: SortSelectProps) {
  const [value, setValue] = React.useState<ListingSort | undefined>(args.value);
  return (
    <SortSelect
      {...args}
      value={value}
      onValueChange={(sort) => {
        setValue(sort);
        args.onValueChange(sort);
      }}
    />
  );
}

/**
 * Behaviour of SortSelect: keyboard, pointer and timing scenarios that drive the
 * component and check what it does. Its states and variants are on the showcase page.
 */
const meta = {
  title: 'Catalog/SortSelect/Behaviour',
  // Tests a designer need not browse: no docs page of their own.
  tags: ['!autodocs'],
  component: SortSelect,
  args: { onValueChange: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['select', 'list'] },
    value: {
      control: 'select',
      options: ['relevance', 'price-asc', 'price-desc', 'newest', 'rating', 'name'],
    },
  },
  render: (args) => <StatefulSort {...args} />,
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
