import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { de } from '../i18n/de';
import { SortForm, SortSelect } from './sort-select';
import { sortSelectStoryMeta } from './sort-select.story-kit';

/**
 * The listing's sort order: a compact select in the toolbar on desktop, a list of options in
 * the sort dialog on phones. The chosen sort becomes part of the listing's address.
 */
const meta = {
  title: 'Catalog/SortSelect',
  component: SortSelect,
  subcomponents: { SortForm },
  ...sortSelectStoryMeta,
} satisfies Meta<typeof SortSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The default sort is relevancy. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: de.sort.label })).toHaveTextContent(
      de.sort.options.relevance,
    );
  },
};

export const Playground: Story = { args: { variant: 'select', value: 'relevance' } };

export const PriceDescending: Story = { args: { value: 'price-desc' } };

/** The sort dialog on mobile: every option as a radio. */
export const List: Story = {
  args: { variant: 'list', value: 'newest' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('radio', { name: de.sort.options.newest })).toBeChecked();
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: de.sort.options.newest })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown>}');
    await waitFor(() =>
      expect(canvas.getByRole('radio', { name: de.sort.options.rating })).toBeChecked(),
    );
    await userEvent.keyboard('{/ArrowDown}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('rating');
  },
};

/** A search may offer fewer sorts. */
export const FewerSorts: Story = {
  args: { sorts: ['relevance', 'price-asc', 'price-desc'], variant: 'list' },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('radio')).toHaveLength(3);
  },
};
