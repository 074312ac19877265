import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { de } from '../i18n/de';
import { SiteSearch } from './site-search';

import { siteSearchStoryMeta } from './site-search.story-kit';

/**
 * The header's search field: a plain form to the search page, enhanced with suggestions while
 * typing. One per page, in the header; the error page has its own search form rather than a
 * second copy of this one.
 */
const meta = {
  title: 'Navigation/SiteSearch',
  component: SiteSearch,
  ...siteSearchStoryMeta,
} satisfies Meta<typeof SiteSearch>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A GET form to the search page: a labelled search field and its submit button. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const form = canvas.getByRole('search');
    await expect(form).toHaveAttribute('action', '/suche/');
    await expect(form).toHaveAttribute('method', 'get');
    await expect(canvas.getByRole('searchbox', { name: de.siteSearch.label })).toHaveAttribute(
      'name',
      'q',
    );
  },
};

/** On the search page the field shows the current query. */
export const WithQuery: Story = { args: { defaultValue: 'Schlafsack' } };

export const Mobile: Story = {
  args: { className: 'w-full' },
  globals: { viewport: { value: 'xs' } },
};
