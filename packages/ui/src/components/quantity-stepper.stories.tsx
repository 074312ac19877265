import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { de } from '../i18n/de';
import { QuantityStepper } from './quantity-stepper';

const meta = {
  title: 'Forms/QuantityStepper',
  component: QuantityStepper,
  args: { defaultQuantity: 2, availableQuantity: 5, onQuantityChange: fn() },
} satisfies Meta<typeof QuantityStepper>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = { args: { disabled: false } };

/** §4: minus is disabled below quantity 2. */
export const MinusDisabledAtOne: Story = {
  args: { defaultQuantity: 1 },
  play: async ({ canvas, args }) => {
    const minus = canvas.getByRole('button', { name: de.quantity.decrease });
    await expect(minus).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(minus);
    await expect(args.onQuantityChange).not.toHaveBeenCalled();
  },
};

/** §4: plus is disabled at or above the available quantity. */
export const PlusDisabledAtStock: Story = {
  args: { defaultQuantity: 5, availableQuantity: 5 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: de.quantity.increase })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(canvas.getByRole('button', { name: de.quantity.decrease })).toHaveAttribute(
      'aria-disabled',
      'false',
    );
  },
};

export const BothDisabledWithOneInStock: Story = {
  args: { defaultQuantity: 1, availableQuantity: 1 },
};

/** While the basket saves, the whole stepper is disabled. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: de.quantity.increase }));
    await expect(args.onQuantityChange).not.toHaveBeenCalled();
  },
};

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
