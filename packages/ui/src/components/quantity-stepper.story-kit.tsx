import type { Meta } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import type { QuantityStepper } from './quantity-stepper';

/*
 * The story harness the showcase and the behaviour stories of this component share: fixtures,
 * demo wrappers, arg types and meta fields. Not a stories file, so Storybook does not index it.
 */

/** The meta fields the showcase and the behaviour stories share (each adds its title and component). */
export const quantityStepperStoryMeta = {
  args: { defaultQuantity: 2, availableQuantity: 5, onQuantityChange: fn() },
} satisfies Partial<Meta<typeof QuantityStepper>>;
