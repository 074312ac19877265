import { describe, expect, test } from 'vitest';
import {
  type AppliedSetPromotion,
  missingSetPieces,
  type SetPromotionLine,
  type SetPromotionRule,
  setPromotionReductions,
  setReductionOfLine,
} from './set-promotion';

// Stroller 500.00, bag 60.00, footmuff 80.00, rain cover 30.00.
const stroller = 1;
const bag = 2;
const footmuff = 3;
const rainCover = 4;
const prices: Record<number, number> = {
  [stroller]: 50000,
  [bag]: 6000,
  [footmuff]: 8000,
  [rainCover]: 3000,
};
const line = (key: string, productId: number, quantity: number): SetPromotionLine => ({
  key,
  productId,
  quantity,
  unitPrice: prices[productId] ?? 0,
  total: (prices[productId] ?? 0) * quantity,
});
const ride: SetPromotionRule = {
  id: 'set-ride',
  name: 'Ausfahr-Set',
  productIds: [stroller, bag, footmuff],
  percent: 10,
};
const weather: SetPromotionRule = {
  id: 'set-weather',
  name: 'Wetter-Set',
  productIds: [stroller, rainCover],
  percent: 5,
};

const summary = (applied: readonly AppliedSetPromotion[]) =>
  applied.map(({ id, sets, amount, lines }) => ({
    id,
    sets,
    amount,
    lines: lines.map(({ key, units, amount: lineAmount }) => `${key}:${units}:${lineAmount}`),
  }));

describe('set promotions a basket completes (§2 bundles, bundle promotion add)', () => {
  test.each([
    {
      name: 'every article once: one set, 10 % off each',
      rules: [ride],
      lines: [line('a', stroller, 1), line('b', bag, 1), line('c', footmuff, 1)],
      expected: [
        { id: 'set-ride', sets: 1, amount: 6400, lines: ['a:1:5000', 'b:1:600', 'c:1:800'] },
      ],
    },
    {
      name: 'quantities 2 + 1 + 1: one set, the second stroller pays in full',
      rules: [ride],
      lines: [line('a', stroller, 2), line('b', bag, 1), line('c', footmuff, 1)],
      expected: [
        { id: 'set-ride', sets: 1, amount: 6400, lines: ['a:1:5000', 'b:1:600', 'c:1:800'] },
      ],
    },
    {
      name: 'quantities 2 + 2 + 2: two sets',
      rules: [ride],
      lines: [line('a', stroller, 2), line('b', bag, 2), line('c', footmuff, 2)],
      expected: [
        { id: 'set-ride', sets: 2, amount: 12800, lines: ['a:2:10000', 'b:2:1200', 'c:2:1600'] },
      ],
    },
    {
      name: 'a piece twice, on two lines (an engraved and a plain one): its units add up',
      rules: [ride],
      lines: [
        line('a', stroller, 1),
        line('b1', bag, 1),
        line('b2', bag, 1),
        line('a2', stroller, 1),
        line('c', footmuff, 2),
      ],
      expected: [
        {
          id: 'set-ride',
          sets: 2,
          amount: 12800,
          lines: ['a:1:5000', 'b1:1:600', 'b2:1:600', 'a2:1:5000', 'c:2:1600'],
        },
      ],
    },
    {
      name: 'a removed piece (no footmuff) ends the reduction',
      rules: [ride],
      lines: [line('a', stroller, 1), line('b', bag, 1)],
      expected: [],
    },
    {
      name: 'an empty basket completes nothing',
      rules: [ride, weather],
      lines: [],
      expected: [],
    },
    {
      name: 'two promotions sharing the stroller: one stroller goes to the set saving more',
      rules: [weather, ride],
      lines: [
        line('a', stroller, 1),
        line('b', bag, 1),
        line('c', footmuff, 1),
        line('d', rainCover, 1),
      ],
      expected: [
        { id: 'set-ride', sets: 1, amount: 6400, lines: ['a:1:5000', 'b:1:600', 'c:1:800'] },
      ],
    },
    {
      name: 'two promotions sharing the stroller, two strollers: both sets',
      rules: [weather, ride],
      lines: [
        line('a', stroller, 2),
        line('b', bag, 1),
        line('c', footmuff, 1),
        line('d', rainCover, 1),
      ],
      expected: [
        { id: 'set-ride', sets: 1, amount: 6400, lines: ['a:1:5000', 'b:1:600', 'c:1:800'] },
        { id: 'set-weather', sets: 1, amount: 2650, lines: ['a:1:2500', 'd:1:150'] },
      ],
    },
    {
      name: 'a rule naming one article twice still needs its other article',
      rules: [{ ...weather, productIds: [stroller, stroller] }],
      lines: [line('a', stroller, 2)],
      expected: [],
    },
    {
      name: 'a rule repeating an article counts it once',
      rules: [{ ...weather, productIds: [stroller, rainCover, rainCover] }],
      lines: [line('a', stroller, 1), line('d', rainCover, 1)],
      expected: [{ id: 'set-weather', sets: 1, amount: 2650, lines: ['a:1:2500', 'd:1:150'] }],
    },
    {
      name: 'a percentage outside 1–100 completes nothing',
      rules: [
        { ...weather, percent: 0 },
        { ...ride, percent: 101 },
      ],
      lines: [
        line('a', stroller, 1),
        line('b', bag, 1),
        line('c', footmuff, 1),
        line('d', rainCover, 1),
      ],
      expected: [],
    },
    {
      name: 'a line with a broken quantity is not counted',
      rules: [weather],
      lines: [line('a', stroller, 1), { ...line('d', rainCover, 1), quantity: 0.5 }],
      expected: [],
    },
  ])('$name', ({ rules, lines, expected }) => {
    expect(summary(setPromotionReductions(rules, lines))).toEqual(expected);
  });

  test('a reduction never takes more than the line costs (a line already free by its own promotion)', () => {
    const applied = setPromotionReductions(
      [weather],
      [line('a', stroller, 1), { ...line('d', rainCover, 1), total: 100 }],
    );
    expect(summary(applied)).toEqual([
      { id: 'set-weather', sets: 1, amount: 2600, lines: ['a:1:2500', 'd:1:100'] },
    ]);
  });

  test('the name of the promotion goes with its reduction, and a line adds up its reductions', () => {
    const applied = setPromotionReductions(
      [weather, ride],
      [line('a', stroller, 2), line('b', bag, 1), line('c', footmuff, 1), line('d', rainCover, 1)],
    );
    expect(applied.map((promotion) => promotion.name)).toEqual(['Ausfahr-Set', 'Wetter-Set']);
    expect(setReductionOfLine(applied, 'a')).toBe(7500);
    expect(setReductionOfLine(applied, 'd')).toBe(150);
    expect(setReductionOfLine(applied, 'x')).toBe(0);
  });
});

describe('the pieces "add to the set" adds beside the article shown (§2 bundle promotion add)', () => {
  test.each([
    { name: 'an empty basket: every other article', basket: [], expected: [bag, footmuff] },
    {
      name: 'the bag already in the basket: the footmuff',
      basket: [[bag, 1]],
      expected: [footmuff],
    },
    {
      name: 'all others in the basket: none (only the article shown)',
      basket: [
        [bag, 2],
        [footmuff, 1],
      ],
      expected: [],
    },
    {
      name: 'the article shown in the basket changes nothing',
      basket: [[stroller, 3]],
      expected: [bag, footmuff],
    },
  ] as const)('$name', ({ basket, expected }) => {
    expect(
      missingSetPieces(ride.productIds, {
        current: stroller,
        basketUnits: new Map(basket.map(([id, units]) => [id, units])),
      }),
    ).toEqual(expected);
  });
});
