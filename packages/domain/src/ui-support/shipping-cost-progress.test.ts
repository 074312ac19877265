import { describe, expect, test } from 'vitest';
import { fallbackShippingCosts } from '../content-model/shipping-costs';
import { shippingCostProgress } from './shipping-cost-progress';

const condition = (ab_bestellwert: number, versandkosten: number) => ({
  label: '',
  ab_bestellwert,
  versandkosten,
});

/** A shop with free shipping from 50,00 and 2,99 from 30,00. */
const tiers = [condition(5000, 0), condition(0, 499), condition(3000, 299)];

describe('shipping-cost progress (spec §2 basket shipping-cost progress, §9)', () => {
  test.each([
    {
      order: 0,
      expected: { cost: 499, next: { threshold: 3000, cost: 299, remaining: 3000 }, share: 0 },
    },
    {
      order: 1500,
      expected: { cost: 499, next: { threshold: 3000, cost: 299, remaining: 1500 }, share: 0.5 },
    },
    {
      order: 3000,
      expected: { cost: 299, next: { threshold: 5000, cost: 0, remaining: 2000 }, share: 0.6 },
    },
    {
      order: 4999,
      expected: { cost: 299, next: { threshold: 5000, cost: 0, remaining: 1 }, share: 0.9998 },
    },
    { order: 5000, expected: { cost: 0, next: null, share: 1 } },
    { order: 12000, expected: { cost: 0, next: null, share: 1 } },
    {
      order: -200,
      expected: { cost: 499, next: { threshold: 3000, cost: 299, remaining: 3000 }, share: 0 },
    },
    {
      order: Number.NaN,
      expected: { cost: 499, next: { threshold: 3000, cost: 299, remaining: 3000 }, share: 0 },
    },
  ])('an order of $order cents', ({ order, expected }) => {
    expect(shippingCostProgress(order, tiers)).toEqual(expected);
  });

  test('the §9 fallback (4,99 from 0,00) has no cheaper step', () => {
    expect(shippingCostProgress(2500, fallbackShippingCosts.versandkostenBedingungen)).toEqual({
      cost: 499,
      next: null,
      share: 1,
    });
  });

  test('below every threshold the lowest condition applies', () => {
    expect(shippingCostProgress(1000, [condition(2000, 599), condition(6000, 0)])).toEqual({
      cost: 599,
      next: { threshold: 6000, cost: 0, remaining: 5000 },
      share: 1000 / 6000,
    });
  });

  test('a higher threshold that costs more is no step forward', () => {
    expect(shippingCostProgress(1000, [condition(0, 299), condition(4000, 499)])).toEqual({
      cost: 299,
      next: null,
      share: 1,
    });
  });

  test('without conditions shipping costs nothing', () => {
    expect(shippingCostProgress(1000, [])).toEqual({ cost: 0, next: null, share: 1 });
  });
});
