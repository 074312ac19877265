import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { categoryTree } from '../stories/shopping-fixtures';
import { SiteHeader } from './site-header';
import { siteHeaderStoryMeta } from './site-header.story-kit';

/**
 * Behaviour of SiteHeader: keyboard, pointer and timing scenarios that drive the
 * component and check what it does. Its states and variants are on the showcase page.
 */
const meta = {
  title: 'Navigation/SiteHeader/Behaviour',
  // Tests a designer need not browse: no docs page of their own.
  tags: ['!autodocs'],
  component: SiteHeader,
  ...siteHeaderStoryMeta,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SiteHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Keyboard only: a root category with sub-categories opens the side navigation on it. */
export const KeyboardOpensSideNavigation: Story = {
  play: async ({ canvas, args }) => {
    canvas.getByRole('button', { name: 'Unterwegs' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onOpenNavigation).toHaveBeenCalledWith(categoryTree[0]);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Schlafen' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Baden & Pflegen' })).toHaveFocus();
  },
};
