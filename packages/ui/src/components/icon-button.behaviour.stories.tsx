import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { de } from '../i18n/de';
import { IconButton } from './button';
import { WishlistToggle } from './icon-button.story-kit';

/**
 * Behaviour of IconButton: keyboard scenarios that drive it and check what it does. Its
 * states and variants are on the showcase page.
 */
const meta = {
  title: 'Actions/IconButton/Behaviour',
  // Tests a designer need not browse: no docs page of their own.
  tags: ['!autodocs'],
  component: IconButton,
  args: { label: de.actions.addToWishlist },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Enter presses the toggle, Space releases it; its name stays what a press does. */
export const ToggleOnAndOff: Story = {
  render: () => <WishlistToggle />,
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: de.actions.addToWishlist });
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    await userEvent.keyboard(' ');
    await expect(button).toHaveAttribute('aria-pressed', 'false');
    await expect(button).toHaveAccessibleName(de.actions.addToWishlist);
  },
};
