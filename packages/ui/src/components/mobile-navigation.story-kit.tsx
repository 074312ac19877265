import type { Meta } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { categoryTree } from '../stories/shopping-fixtures';
import type { MobileNavigation } from './mobile-navigation';

/*
 * The story harness the showcase and the behaviour stories of this component share: fixtures,
 * demo wrappers, arg types and meta fields. Not a stories file, so Storybook does not index it.
 */

/** The meta fields the showcase and the behaviour stories share (each adds its title and component). */
export const mobileNavigationStoryMeta = {
  args: {
    categories: categoryTree,
    accountHref: '/konto/',
    wishlistHref: '/wunschliste/',
    onNavigate: fn(),
    className: 'w-[360px]',
  },
  argTypes: { categories: { control: false }, countryPicker: { control: false } },
  globals: { viewport: { value: 'xs' } },
} satisfies Partial<Meta<typeof MobileNavigation>>;
