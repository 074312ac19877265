import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { de } from '../i18n/de';
import { interpolate } from '../i18n/interpolate';
import { SideNavigation } from './side-navigation';
import { sideNavigationStoryMeta } from './side-navigation.story-kit';

/**
 * Behaviour of SideNavigation: keyboard, pointer and timing scenarios that drive the
 * component and check what it does. Its states and variants are on the showcase page.
 */
const meta = {
  title: 'Navigation/SideNavigation/Behaviour',
  // Tests a designer need not browse: no docs page of their own.
  tags: ['!autodocs'],
  component: SideNavigation,
  ...sideNavigationStoryMeta,
} satisfies Meta<typeof SideNavigation>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Keyboard only: into a sub-category, follow a link; the dialog would close on navigate. */
export const KeyboardOnly: Story = {
  play: async ({ canvas, args }) => {
    canvas
      .getByRole('button', {
        name: interpolate(de.navigation.openCategory, { name: 'Kinderwagen' }),
      })
      .focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByRole('heading', { name: 'Kinderwagen' })).toHaveFocus());
    canvas.getByRole('link', { name: 'Buggys' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onNavigate).toHaveBeenCalledWith('/unterwegs/kinderwagen/buggys/');
  },
};
