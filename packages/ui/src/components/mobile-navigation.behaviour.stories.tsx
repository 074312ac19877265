import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { de } from '../i18n/de';
import { interpolate } from '../i18n/interpolate';
import { MobileNavigation } from './mobile-navigation';
import { mobileNavigationStoryMeta } from './mobile-navigation.story-kit';

/**
 * Behaviour of MobileNavigation: keyboard, pointer and timing scenarios that drive the
 * component and check what it does. Its states and variants are on the showcase page.
 */
const meta = {
  title: 'Navigation/MobileNavigation/Behaviour',
  // Tests a designer need not browse: no docs page of their own.
  tags: ['!autodocs'],
  component: MobileNavigation,
  ...mobileNavigationStoryMeta,
} satisfies Meta<typeof MobileNavigation>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Keyboard only: drill down and back, then follow the account link. */
export const KeyboardOnly: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    canvas
      .getByRole('button', { name: interpolate(de.navigation.openCategory, { name: 'Schlafen' }) })
      .focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByRole('heading', { name: 'Schlafen' })).toHaveFocus());
    await userEvent.tab({ shift: true });
    await expect(canvas.getByRole('button', { name: de.navigation.back })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(canvasElement.querySelector('[data-slot="category-stack"]')).toHaveAttribute(
        'data-state',
        'root',
      ),
    );
    canvas.getByRole('link', { name: de.siteHeader.account }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onNavigate).toHaveBeenCalledWith('/konto/');
  },
};
