import type { Meta } from '@storybook/react-vite';
import type { ListingSort } from '@vitrine/domain/content-model';
import * as React from 'react';
import { fn } from 'storybook/test';
import { SortSelect, type SortSelectProps } from './sort-select';

/*
 * The story harness the showcase and the behaviour stories of this component share: fixtures,
 * demo wrappers, arg types and meta fields. Not a stories file, so Storybook does not index it.
 */

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

/** The meta fields the showcase and the behaviour stories share (each adds its title and component). */
export const sortSelectStoryMeta = {
  args: { onValueChange: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['select', 'list'] },
    value: {
      control: 'select',
      options: ['relevance', 'price-asc', 'price-desc', 'newest', 'rating', 'name'],
    },
  },
  render: (args) => <StatefulSort {...args} />,
} satisfies Partial<Meta<typeof SortSelect>>;
