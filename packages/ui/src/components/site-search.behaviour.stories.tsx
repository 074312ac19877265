import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { de } from '../i18n/de';
import { SiteSearch } from './site-search';

import { siteSearchStoryMeta, submitted } from './site-search.story-kit';

/**
 * Behaviour of SiteSearch: keyboard, pointer and timing scenarios that drive the
 * component and check what it does. Its states and variants are on the showcase page.
 */
const meta = {
  title: 'Navigation/SiteSearch/Behaviour',
  // Tests a designer need not browse: no docs page of their own.
  tags: ['!autodocs'],
  component: SiteSearch,
  ...siteSearchStoryMeta,
} satisfies Meta<typeof SiteSearch>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Keyboard only: type a query, Enter sends it as `q`. */
export const KeyboardOnly: Story = {
  play: async ({ canvas }) => {
    submitted.mockClear();
    canvas.getByRole('searchbox', { name: de.siteSearch.label }).focus();
    await userEvent.keyboard('Kinderwagen{Enter}');
    await expect(submitted).toHaveBeenCalledWith('Kinderwagen');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: de.actions.search })).toHaveFocus();
  },
};
