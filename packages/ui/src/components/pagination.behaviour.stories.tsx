import type { Meta, StoryObj } from '@storybook/react-vite';
import * as React from 'react';
import { expect, userEvent, waitFor } from 'storybook/test';
import { de } from '../i18n/de';
import { interpolate } from '../i18n/interpolate';
import { Pagination, type PaginationProps } from './pagination';
import { paginationStoryMeta } from './pagination.story-kit';

/**
 * Behaviour of Pagination: keyboard, pointer and timing scenarios that drive the
 * component and check what it does. Its states and variants are on the showcase page.
 */
const meta = {
  title: 'Navigation/Pagination/Behaviour',
  // Tests a designer need not browse: no docs page of their own.
  tags: ['!autodocs'],
  component: Pagination,
  ...paginationStoryMeta,
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

function ClientSidePagination(props: PaginationProps) {
  const [page, setPage] = React.useState(props.page);
  return (
    <Pagination
      {...props}
      page={page}
      onPageChange={(next, event) => {
        event.preventDefault();
        setPage(next);
        props.onPageChange?.(next, event);
      }}
    />
  );
}

/** Keyboard only: Tab to a page or to "next" and press Enter; the app navigates. */
export const KeyboardOnly: Story = {
  args: { page: 5 },
  render: (args) => <ClientSidePagination {...args} />,
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: de.pagination.previous })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onPageChange).toHaveBeenLastCalledWith(4, expect.anything()));
    const next = canvas.getByRole('link', { name: de.pagination.next });
    next.focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('{Enter}');
    await expect(
      canvas.getByRole('link', { name: interpolate(de.pagination.page, { page: 6 }) }),
    ).toHaveAttribute('aria-current', 'page');
    await expect(next).toHaveAttribute('href', '?page=7');
  },
};
