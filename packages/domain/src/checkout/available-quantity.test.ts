import { describe, expect, test } from 'vitest';
import type { Bvc } from '../entities/product';
import { availableQuantity, backorderLineLimit } from './available-quantity';

const variant = (bvc: Bvc | number, quantity: number) => ({
  logistics: { bvc: bvc as Bvc, deliveryDaysFrom: 1, deliveryDaysTo: 3, priceReference: null },
  stock: { quantity },
});

describe('available quantity of a basket line (spec §3 availableQuantity, §4 BVC)', () => {
  test.each([
    { bvc: 1, stock: 12, expected: 12 },
    { bvc: 1, stock: 0, expected: 0 },
    { bvc: 1, stock: -3, expected: 0 },
    { bvc: 1, stock: 2.5, expected: 0 },
    { bvc: 2, stock: 0, expected: backorderLineLimit },
    { bvc: 3, stock: 40, expected: 0 },
    { bvc: 4, stock: 40, expected: 0 },
    { bvc: 7, stock: 40, expected: 0 },
  ])('BVC $bvc with stock $stock: $expected', ({ bvc, stock, expected }) => {
    expect(availableQuantity(variant(bvc, stock))).toBe(expected);
  });
});
