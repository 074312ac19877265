import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { de } from '../i18n/de';
import { interpolate } from '../i18n/interpolate';
import { CategoryStack } from './category-stack';
import { categoryStackStoryMeta, open, stack } from './category-stack.story-kit';

/**
 * Behaviour of CategoryStack: keyboard, pointer and timing scenarios that drive the
 * component and check what it does. Its states and variants are on the showcase page.
 */
const meta = {
  title: 'Navigation/CategoryStack/Behaviour',
  // Tests a designer need not browse: no docs page of their own.
  tags: ['!autodocs'],
  component: CategoryStack,
  ...categoryStackStoryMeta,
} satisfies Meta<typeof CategoryStack>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * §2 category navigation, keyboard only: opening pushes, back pops, and back with fewer than
 * two entries returns to the root. Focus lands on each new level's title.
 */
export const KeyboardDrillDown: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    canvas.getByRole('button', { name: open('Unterwegs') }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByRole('heading', { name: 'Unterwegs' })).toHaveFocus());
    await expect(stack(canvasElement)).toHaveAttribute('data-depth', '1');
    await userEvent.tab();
    await expect(
      canvas.getByRole('link', { name: interpolate(de.navigation.showAll, { name: 'Unterwegs' }) }),
    ).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: open('Kinderwagen') })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByRole('heading', { name: 'Kinderwagen' })).toHaveFocus());
    await expect(stack(canvasElement)).toHaveAttribute('data-depth', '2');
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Buggys' })).not.toHaveFocus();
    await expect(canvas.getByRole('link', { name: 'Kombikinderwagen' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onNavigate).toHaveBeenCalledWith('/unterwegs/kinderwagen/kombi/');
    const back = canvas.getByRole('button', {
      name: interpolate(de.navigation.backTo, { name: 'Unterwegs' }),
    });
    back.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByRole('heading', { name: 'Unterwegs' })).toHaveFocus());
    canvas.getByRole('button', { name: de.navigation.back }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(stack(canvasElement)).toHaveAttribute('data-state', 'root'));
  },
};
