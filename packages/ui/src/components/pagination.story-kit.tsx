import type { Meta } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import type { Pagination } from './pagination';

/*
 * The story harness the showcase and the behaviour stories of this component share: fixtures,
 * demo wrappers, arg types and meta fields. Not a stories file, so Storybook does not index it.
 */

const hrefFor = (page: number) => (page === 1 ? '?' : `?page=${page}`);

/** The meta fields the showcase and the behaviour stories share (each adds its title and component). */
export const paginationStoryMeta = {
  args: { page: 1, pageCount: 12, hrefFor, onPageChange: fn() },
} satisfies Partial<Meta<typeof Pagination>>;
