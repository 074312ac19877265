import { describe, expect, test } from 'vitest';
import { fallbackShippingCosts } from '../content-model/shipping-costs';
import { shippingCostProgress, shippingCostRule } from './shipping-cost-progress';

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

describe('the shipping-cost rule the basket’s dialog lists (spec §2 basket shipping-cost progress, §3, §9)', () => {
  const named = [
    { label: 'Gratis', ab_bestellwert: 5000, versandkosten: 0 },
    { label: ' Standard ', ab_bestellwert: 0, versandkosten: 499 },
    { label: 'Reduziert', ab_bestellwert: 3000, versandkosten: 299 },
  ];
  test.each([
    { order: 0, applies: 'Standard' },
    { order: 2999, applies: 'Standard' },
    { order: 3000, applies: 'Reduziert' },
    { order: 4999, applies: 'Reduziert' },
    { order: 5000, applies: 'Gratis' },
    { order: 90000, applies: 'Gratis' },
  ])(
    'an order of $order cents: lowest threshold first, "$applies" applies',
    ({ order, applies }) => {
      const rule = shippingCostRule(order, named);
      expect(rule.map((step) => [step.label, step.threshold, step.cost])).toEqual([
        ['Standard', 0, 499],
        ['Reduziert', 3000, 299],
        ['Gratis', 5000, 0],
      ]);
      expect(rule.filter((step) => step.applies).map((step) => step.label)).toEqual([applies]);
    },
  );

  test('below every threshold the lowest step applies; the §9 fallback is one step, 4,99 from 0,00', () => {
    expect(shippingCostRule(100, [condition(2000, 399)])).toEqual([
      { label: '', threshold: 2000, cost: 399, applies: true },
    ]);
    expect(shippingCostRule(2500, fallbackShippingCosts.versandkostenBedingungen)).toEqual([
      {
        label: fallbackShippingCosts.versandkostenBedingungen[0]?.label.trim(),
        threshold: 0,
        cost: 499,
        applies: true,
      },
    ]);
    expect(shippingCostRule(2500, [])).toEqual([]);
  });

  test('it agrees with the progress on the cost that applies', () => {
    for (const order of [0, 1500, 3000, 4999, 5000, 12000]) {
      const applying = shippingCostRule(order, tiers).find((step) => step.applies);
      expect(applying?.cost).toBe(shippingCostProgress(order, tiers).cost);
    }
  });
});
