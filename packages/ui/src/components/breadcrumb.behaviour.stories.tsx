import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { de } from '../i18n/de';
import { documents } from '../stories/documents';
import { Breadcrumb } from './breadcrumb';
import { breadcrumbStoryMeta, type CategoryBreadcrumbArgs } from './breadcrumb.story-kit';

/**
 * Behaviour of Breadcrumb: keyboard, pointer and timing scenarios that drive the
 * component and check what it does. Its states and variants are on the showcase page.
 */
const meta = {
  title: 'Navigation/Breadcrumb/Behaviour',
  // Tests a designer need not browse: no docs page of their own.
  tags: ['!autodocs'],
  component: documents<CategoryBreadcrumbArgs>(Breadcrumb),
  ...breadcrumbStoryMeta,
} satisfies Meta<CategoryBreadcrumbArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Keyboard only: Tab walks the links; the current page is not a link. */
export const KeyboardOnly: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: de.breadcrumb.home })).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Kinderwagen' })).toHaveFocus();
    await expect(canvas.getAllByRole('link')).toHaveLength(3);
  },
};
