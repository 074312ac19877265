/**
 * The basket line's quantity stepper (spec §4): minus is disabled below quantity 2, plus at
 * or above the available quantity.
 */

export interface QuantityStepperState {
  readonly minusDisabled: boolean;
  readonly plusDisabled: boolean;
}

/**
 * Which stepper buttons are disabled. A quantity that is not a finite number disables both
 * (nothing sensible can be stepped from it); an unknown or broken available quantity
 * disables plus, since more than the stock cannot be promised.
 *
 * @example
 * quantityStepperState(1, 5); // { minusDisabled: true, plusDisabled: false }
 * quantityStepperState(5, 5); // { minusDisabled: false, plusDisabled: true }
 */
export function quantityStepperState(
  quantity: number,
  availableQuantity: number | null | undefined,
): QuantityStepperState {
  if (typeof quantity !== 'number' || !Number.isFinite(quantity)) {
    return { minusDisabled: true, plusDisabled: true };
  }
  const knowsStock = typeof availableQuantity === 'number' && !Number.isNaN(availableQuantity);
  return {
    minusDisabled: quantity < 2,
    plusDisabled: !knowsStock || quantity >= availableQuantity,
  };
}
