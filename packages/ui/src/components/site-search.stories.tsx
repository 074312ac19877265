import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { de } from '../i18n/de';
import { SiteSearch } from './site-search';

const submitted = fn();

const meta = {
  title: 'Navigation/SiteSearch',
  component: SiteSearch,
  args: {
    action: '/suche/',
    className: 'w-[420px]',
    // The story stays on its page; the storefront's form goes to the search page.
    onSubmit: (event) => {
      event.preventDefault();
      submitted(new FormData(event.currentTarget).get('q'));
    },
  },
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
