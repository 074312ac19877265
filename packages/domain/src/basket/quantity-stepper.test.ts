import { describe, expect, test } from 'vitest';
import { quantityStepperState } from './quantity-stepper';

describe('quantity stepper disabled states (spec §4)', () => {
  test.each([
    { quantity: 1, available: 5, minusDisabled: true, plusDisabled: false },
    { quantity: 2, available: 5, minusDisabled: false, plusDisabled: false },
    { quantity: 4, available: 5, minusDisabled: false, plusDisabled: false },
    { quantity: 5, available: 5, minusDisabled: false, plusDisabled: true },
    { quantity: 6, available: 5, minusDisabled: false, plusDisabled: true },
    { quantity: 1, available: 1, minusDisabled: true, plusDisabled: true },
    { quantity: 1, available: 0, minusDisabled: true, plusDisabled: true },
    { quantity: 0, available: 5, minusDisabled: true, plusDisabled: false },
    { quantity: -3, available: 5, minusDisabled: true, plusDisabled: false },
    { quantity: 1.5, available: 5, minusDisabled: true, plusDisabled: false },
    { quantity: 2, available: 2.5, minusDisabled: false, plusDisabled: false },
    { quantity: 3, available: Number.POSITIVE_INFINITY, minusDisabled: false, plusDisabled: false },
    { quantity: 3, available: -1, minusDisabled: false, plusDisabled: true },
    { quantity: 3, available: Number.NaN, minusDisabled: false, plusDisabled: true },
    { quantity: 3, available: null, minusDisabled: false, plusDisabled: true },
    { quantity: 3, available: undefined, minusDisabled: false, plusDisabled: true },
    { quantity: 3, available: '10' as unknown as number, minusDisabled: false, plusDisabled: true },
    { quantity: Number.NaN, available: 5, minusDisabled: true, plusDisabled: true },
    { quantity: Number.POSITIVE_INFINITY, available: 5, minusDisabled: true, plusDisabled: true },
    { quantity: '3' as unknown as number, available: 5, minusDisabled: true, plusDisabled: true },
  ])(
    'quantity $quantity of $available available',
    ({ quantity, available, minusDisabled, plusDisabled }) => {
      expect(quantityStepperState(quantity, available)).toEqual({ minusDisabled, plusDisabled });
    },
  );
});
