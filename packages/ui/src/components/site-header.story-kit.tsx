import type { Meta } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { categoryTree } from '../stories/shopping-fixtures';
import type { SiteHeader } from './site-header';

/*
 * The story harness the showcase and the behaviour stories of this component share: fixtures,
 * demo wrappers, arg types and meta fields. Not a stories file, so Storybook does not index it.
 */

export const logo = (
  <span className="font-display text-2xl font-extrabold text-primary" aria-hidden="true">
    Nido
  </span>
);

/** The meta fields the showcase and the behaviour stories share (each adds its title and component). */
export const siteHeaderStoryMeta = {
  args: {
    brandName: 'Nido',
    logo,
    homeHref: '/',
    categories: categoryTree,
    onOpenNavigation: fn(),
    accountHref: '/konto/',
    wishlistHref: '/wunschliste/',
    wishlistCount: 3,
    basketHref: '/warenkorb/',
    basketCount: 2,
  },
  argTypes: {
    categories: { control: false },
    logo: { control: false },
    search: { control: false },
    countryPicker: { control: false },
  },
  globals: { viewport: { value: 'lg' } },
} satisfies Partial<Meta<typeof SiteHeader>>;
