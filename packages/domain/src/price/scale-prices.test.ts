import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import type { ScalePriceData } from '../entities/product';
import { scaleThresholdAt, scaleThresholds, scaleUnitPrice } from './scale-prices';

const threeScales: ScalePriceData = {
  scaleAmount1: 3,
  scalePrice1: 899,
  scaleUnit1: 'ST',
  scaleAmount2: 10,
  scalePrice2: 799,
  scaleUnit2: ' ST ',
  scaleAmount3: 50,
  scalePrice3: 699,
  scaleUnit3: '',
};

describe('scale pricing thresholds (spec §3, §9 up to three)', () => {
  test('reads all three scales in order with their units', () => {
    expect(scaleThresholds(threeScales)).toEqual([
      { index: 1, minimumQuantity: 3, price: 899, unit: 'ST' },
      { index: 2, minimumQuantity: 10, price: 799, unit: 'ST' },
      { index: 3, minimumQuantity: 50, price: 699, unit: null },
    ]);
  });

  test.each([
    { case: 'null data', input: null, expected: [] },
    { case: 'undefined data', input: undefined, expected: [] },
    { case: 'no scales', input: {}, expected: [] },
    {
      case: 'unsorted scales',
      input: { scaleAmount1: 10, scalePrice1: 799, scaleAmount2: 3, scalePrice2: 899 },
      expected: [
        { index: 2, minimumQuantity: 3, price: 899, unit: null },
        { index: 1, minimumQuantity: 10, price: 799, unit: null },
      ],
    },
    {
      case: 'equal amounts keep index order',
      input: { scaleAmount1: 5, scalePrice1: 800, scaleAmount3: 5, scalePrice3: 700 },
      expected: [
        { index: 1, minimumQuantity: 5, price: 800, unit: null },
        { index: 3, minimumQuantity: 5, price: 700, unit: null },
      ],
    },
    {
      case: 'broken scales left out',
      input: {
        scaleAmount1: 0,
        scalePrice1: 899,
        scaleAmount2: 2.5,
        scalePrice2: 850,
        scaleAmount3: 4,
        scalePrice3: 820,
      },
      expected: [{ index: 3, minimumQuantity: 4, price: 820, unit: null }],
    },
    {
      case: 'missing or bad prices left out',
      input: {
        scaleAmount1: 3,
        scalePrice1: null,
        scaleAmount2: 5,
        scalePrice2: -1,
        scaleAmount3: 7,
        scalePrice3: 8.99,
      },
      expected: [],
    },
    {
      case: 'values sent as text left out',
      input: { scaleAmount1: '3', scalePrice1: 899 } as unknown as ScalePriceData,
      expected: [],
    },
    {
      case: 'negative and NaN amounts left out',
      input: { scaleAmount1: -3, scalePrice1: 899, scaleAmount2: Number.NaN, scalePrice2: 850 },
      expected: [],
    },
    {
      case: 'a free scale is kept',
      input: { scaleAmount1: 100, scalePrice1: 0 },
      expected: [{ index: 1, minimumQuantity: 100, price: 0, unit: null }],
    },
  ])('$case', ({ input, expected }) => {
    expect(scaleThresholds(input)).toEqual(expected);
  });
});

describe('unit price at a quantity (spec §3)', () => {
  const thresholds = scaleThresholds(threeScales);

  test.each([
    { quantity: 1, expected: 999 },
    { quantity: 2, expected: 999 },
    { quantity: 3, expected: 899 },
    { quantity: 9, expected: 899 },
    { quantity: 10, expected: 799 },
    { quantity: 49, expected: 799 },
    { quantity: 50, expected: 699 },
    { quantity: 1_000_000, expected: 699 },
    { quantity: 0, expected: 999 },
    { quantity: -5, expected: 999 },
    { quantity: 9.5, expected: 899 },
    { quantity: Number.NaN, expected: 999 },
    { quantity: Number.POSITIVE_INFINITY, expected: 699 },
  ])('quantity $quantity costs $expected cents each (base 999)', ({ quantity, expected }) => {
    expect(scaleUnitPrice(thresholds, quantity, 999)).toBe(expected);
  });

  test('without thresholds the base price applies', () => {
    expect(scaleUnitPrice([], 100, 999)).toBe(999);
    expect(scaleThresholdAt([], 100)).toBeNull();
  });

  test('with equal minimum quantities the higher index wins', () => {
    const tied = scaleThresholds({
      scaleAmount1: 5,
      scalePrice1: 800,
      scaleAmount3: 5,
      scalePrice3: 700,
    });
    expect(scaleThresholdAt(tied, 5)?.index).toBe(3);
  });

  test('the reached scale never has a minimum above the quantity, and buying more never costs more per unit when scales get cheaper', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 200 }), fc.integer({ min: 1, max: 200 }), (a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        const reached = scaleThresholdAt(thresholds, low);
        if (reached) expect(reached.minimumQuantity).toBeLessThanOrEqual(low);
        expect(scaleUnitPrice(thresholds, high, 999)).toBeLessThanOrEqual(
          scaleUnitPrice(thresholds, low, 999),
        );
      }),
    );
  });
});
