import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { de } from '../i18n/de';
import { interpolate } from '../i18n/interpolate';
import { Pagination } from './pagination';
import { paginationStoryMeta } from './pagination.story-kit';

/**
 * Page links of a listing: previous, a few page numbers and next. Use it below a listing of
 * more than one page; every page is a real link that can be shared.
 */
const meta = {
  title: 'Navigation/Pagination',
  component: Pagination,
  ...paginationStoryMeta,
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('link', { name: interpolate(de.pagination.page, { page: 1 }) }),
    ).toHaveAttribute('aria-current', 'page');
    await expect(canvas.queryByRole('link', { name: de.pagination.previous })).toBeNull();
  },
};

export const Playground: Story = { args: { page: 4, pageCount: 12, siblings: 1 } };

export const Middle: Story = { args: { page: 6 } };

export const LastPage: Story = {
  args: { page: 12 },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByRole('link', { name: de.pagination.next })).toBeNull();
    await expect(canvasElement.querySelector('[data-slot="pagination-next"]')).toHaveAttribute(
      'aria-hidden',
      'true',
    );
  },
};

export const FewPages: Story = { args: { page: 2, pageCount: 4 } };

/** One page needs no pagination. */
export const SinglePage: Story = {
  args: { pageCount: 1 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="pagination"]')).toBeNull();
  },
};
