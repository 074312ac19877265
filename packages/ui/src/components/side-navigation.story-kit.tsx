import type { Meta } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { categoryTree } from '../stories/shopping-fixtures';
import type { SideNavigation } from './side-navigation';

/*
 * The story harness the showcase and the behaviour stories of this component share: fixtures,
 * demo wrappers, arg types and meta fields. Not a stories file, so Storybook does not index it.
 */

/** The meta fields the showcase and the behaviour stories share (each adds its title and component). */
export const sideNavigationStoryMeta = {
  args: {
    categories: categoryTree,
    initialLink: '/unterwegs/',
    onNavigate: fn(),
    className: 'w-[360px]',
  },
  argTypes: { categories: { control: false }, footer: { control: false } },
  globals: { viewport: { value: 'lg' } },
} satisfies Partial<Meta<typeof SideNavigation>>;
