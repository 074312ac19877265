import type { Meta } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import type { SiteSearch } from './site-search';

/*
 * The story harness the showcase and the behaviour stories of these dialogs share: fixtures,
 * demo wrappers and meta fields. Not a stories file, so Storybook does not index it.
 */

export const submitted = fn();

/** The meta fields the showcase and the behaviour stories share (each adds its title and component). */
export const siteSearchStoryMeta = {
  args: {
    action: '/suche/',
    className: 'w-[420px]',
    // The story stays on its page; the storefront's form goes to the search page.
    onSubmit: (event) => {
      event.preventDefault();
      submitted(new FormData(event.currentTarget).get('q'));
    },
  },
} satisfies Partial<Meta<typeof SiteSearch>>;
