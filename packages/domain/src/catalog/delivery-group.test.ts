import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import type { Bvc, Logistics } from '../entities';
import { deliveryGroupWeight, groupByDelivery } from './delivery-group';
import { unsafe } from './test-fixtures';

const logistics = (bvc: Bvc, to: number, from = 0): Logistics => ({
  bvc,
  deliveryDaysFrom: from,
  deliveryDaysTo: to,
  priceReference: null,
});

describe('delivery grouping weight (spec §4)', () => {
  test.each([
    { input: '0 days', l: logistics(1, 0), expected: 0 },
    { input: '3 days (rounds to 0 weeks)', l: logistics(1, 3), expected: 0 },
    { input: '4 days (rounds to 1 week)', l: logistics(1, 4), expected: 5 },
    { input: '10 days', l: logistics(1, 10), expected: 5 },
    { input: '14 days', l: logistics(2, 14), expected: 10 },
    { input: '38 days (5 weeks)', l: logistics(1, 38), expected: 25 },
    { input: '42 days (6 weeks)', l: logistics(1, 42), expected: 30 },
    { input: '100 days (capped at 6 weeks)', l: logistics(1, 100), expected: 30 },
    { input: '999 days preorder', l: logistics(2, 999), expected: 30 },
    { input: 'code 3', l: logistics(3, 2), expected: 2997 },
    { input: 'code 4', l: logistics(4, 2), expected: 3996 },
  ])('$input weighs $expected', ({ l, expected }) => {
    expect(deliveryGroupWeight(l)).toBe(expected);
  });

  test.each([
    {
      input: 'unknown code',
      l: { bvc: 7, deliveryDaysFrom: 1, deliveryDaysTo: 2 },
      expected: 2997,
    },
    { input: 'no logistics', l: undefined, expected: 2997 },
    {
      input: 'unknown days',
      l: { bvc: 1, deliveryDaysFrom: 1, deliveryDaysTo: Number.NaN },
      expected: 30,
    },
    {
      input: 'negative days',
      l: { bvc: 1, deliveryDaysFrom: -9, deliveryDaysTo: -2 },
      expected: 0,
    },
  ])('bad data: $input weighs $expected', ({ l, expected }) => {
    expect(deliveryGroupWeight(unsafe<Logistics>(l))).toBe(expected);
  });

  test('a buyable weight is a multiple of 5 between 0 and 30, and never falls with more days', () => {
    fc.assert(
      fc.property(fc.nat(5000), fc.nat(5000), (a, b) => {
        const lower = deliveryGroupWeight(logistics(1, Math.min(a, b)));
        const higher = deliveryGroupWeight(logistics(1, Math.max(a, b)));
        expect(lower % 5).toBe(0);
        expect(higher).toBeGreaterThanOrEqual(lower);
        expect(higher).toBeLessThanOrEqual(30);
      }),
    );
  });
});

describe('grouping basket items by delivery (spec §4)', () => {
  const item = (name: string, l: Logistics) => ({ name, l });

  test('groups by weight, soonest first, keeping the item order inside a group', () => {
    const items = [
      item('sold out', logistics(4, 2)),
      item('late', logistics(1, 21)),
      item('instant A', logistics(1, 2)),
      item('not deliverable', logistics(3, 2)),
      item('instant B', logistics(2, 3)),
    ];
    const groups = groupByDelivery(items, (i) => i.l);
    expect(groups.map((g) => [g.weight, g.items.map((i) => i.name)])).toEqual([
      [0, ['instant A', 'instant B']],
      [15, ['late']],
      [2997, ['not deliverable']],
      [3996, ['sold out']],
    ]);
  });

  test('no items give no groups', () => {
    expect(groupByDelivery([], () => null)).toEqual([]);
  });
});
