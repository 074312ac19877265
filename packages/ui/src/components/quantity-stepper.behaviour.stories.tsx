import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { de } from '../i18n/de';
import { QuantityStepper } from './quantity-stepper';
import { quantityStepperStoryMeta } from './quantity-stepper.story-kit';

/**
 * Behaviour of QuantityStepper: keyboard, pointer and timing scenarios that drive the
 * component and check what it does. Its states and variants are on the showcase page.
 */
const meta = {
  title: 'Forms/QuantityStepper/Behaviour',
  // Tests a designer need not browse: no docs page of their own.
  tags: ['!autodocs'],
  component: QuantityStepper,
  ...quantityStepperStoryMeta,
} satisfies Meta<typeof QuantityStepper>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Keyboard only: Tab to the buttons and press them, or step the value with the arrow keys. */
export const KeyboardOnly: Story = {
  args: { defaultQuantity: 1, availableQuantity: 3 },
  play: async ({ canvas, args }) => {
    const value = canvas.getByRole('spinbutton', { name: de.quantity.label });
    const plus = canvas.getByRole('button', { name: de.quantity.increase });
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: de.quantity.decrease })).toHaveFocus();
    await userEvent.tab();
    await expect(value).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(value).toHaveAttribute('aria-valuenow', '2');
    await userEvent.tab();
    await expect(plus).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(value).toHaveAttribute('aria-valuenow', '3');
    // At the stock limit plus is disabled but keeps the focus, and Enter does nothing.
    await expect(plus).toHaveAttribute('aria-disabled', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(plus).toHaveFocus();
    await expect(value).toHaveAttribute('aria-valuenow', '3');
    await userEvent.tab({ shift: true });
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    await expect(value).toHaveAttribute('aria-valuenow', '1');
    await expect(args.onQuantityChange).toHaveBeenLastCalledWith(1);
  },
};
