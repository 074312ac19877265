import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { de } from '../i18n/de';
import { QuantityStepper } from './quantity-stepper';
import { quantityStepperStoryMeta } from './quantity-stepper.story-kit';

/**
 * Minus, the number and plus: how many of a product the basket holds. Use it in the basket;
 * the buttons stop at one and at what is in stock.
 */
const meta = {
  title: 'Forms/QuantityStepper',
  component: QuantityStepper,
  ...quantityStepperStoryMeta,
} satisfies Meta<typeof QuantityStepper>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = { args: { disabled: false } };

/** Minus is disabled below quantity 2. */
export const MinusDisabledAtOne: Story = {
  args: { defaultQuantity: 1 },
  play: async ({ canvas, args }) => {
    const minus = canvas.getByRole('button', { name: de.quantity.decrease });
    await expect(minus).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(minus);
    await expect(args.onQuantityChange).not.toHaveBeenCalled();
  },
};

/** Plus is disabled at or above the available quantity. */
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
