import type { Meta } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { de } from '../i18n/de';
import { interpolate } from '../i18n/interpolate';
import { categoryTree } from '../stories/shopping-fixtures';
import type { CategoryStack } from './category-stack';

/*
 * The story harness the showcase and the behaviour stories of this component share: fixtures,
 * demo wrappers, arg types and meta fields. Not a stories file, so Storybook does not index it.
 */

/** The meta fields the showcase and the behaviour stories share (each adds its title and component). */
export const categoryStackStoryMeta = {
  args: {
    categories: categoryTree,
    onNavigate: fn(),
    className: 'w-[320px]',
  },
  argTypes: { categories: { control: false } },
} satisfies Partial<Meta<typeof CategoryStack>>;

export const stack = (root: HTMLElement) => root.querySelector('[data-slot="category-stack"]');
export const open = (name: string) => interpolate(de.navigation.openCategory, { name });
