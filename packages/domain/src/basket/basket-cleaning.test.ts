import { describe, expect, test } from 'vitest';
import type { Bvc } from '../entities/product';
import {
  type CleanableBasketItem,
  maxCleaningAttempts,
  planBasketCleaning,
  recordCleaningAttempts,
} from './basket-cleaning';

const basketKey = 'basket_12_f3a9c0';
const item = (key: string, bvc: unknown): CleanableBasketItem => ({
  key,
  variant: { logistics: { bvc: bvc as Bvc } },
});
const deletion = (itemKey: string) => ({ type: 'basket.deleteItem', basketKey, itemKey });

describe('cleaning the basket of non-buyable items (spec §4, §9)', () => {
  test.each([
    { case: 'buyable codes 1 and 2 stay', items: [item('a', 1), item('b', 2)], expected: [] },
    {
      case: 'code 3 (not deliverable) is deleted',
      items: [item('a', 1), item('b', 3)],
      expected: [deletion('b')],
    },
    { case: 'code 4 (sold out) is deleted', items: [item('a', 4)], expected: [deletion('a')] },
    {
      case: 'both in basket order',
      items: [item('x', 4), item('y', 2), item('z', 3)],
      expected: [deletion('x'), deletion('z')],
    },
    {
      case: 'unknown codes stay',
      items: [item('a', 0), item('b', 5), item('c', 'x'), item('d', null), item('e', 3.5)],
      expected: [],
    },
    {
      case: 'codes sent as text count as the codes (as the shop shows them)',
      items: [item('a', '3'), item('b', ' 4 '), item('c', '2')],
      expected: [deletion('a'), deletion('b')],
    },
    {
      case: 'an item listed twice is deleted once',
      items: [item('a', 4), item('a', 4)],
      expected: [deletion('a')],
    },
    { case: 'an empty basket needs nothing', items: [], expected: [] },
  ])('$case', ({ items, expected }) => {
    expect(planBasketCleaning({ key: basketKey, items })).toEqual({
      calls: expected,
      abandonedItemKeys: [],
    });
  });

  test('an item without variant data is not deleted', () => {
    const broken = { key: 'a' } as unknown as CleanableBasketItem;
    expect(planBasketCleaning({ key: basketKey, items: [broken] }).calls).toEqual([]);
  });

  test.each([
    { attempts: 0, expected: { calls: [deletion('a')], abandonedItemKeys: [] } },
    { attempts: 1, expected: { calls: [deletion('a')], abandonedItemKeys: [] } },
    { attempts: 2, expected: { calls: [deletion('a')], abandonedItemKeys: [] } },
    { attempts: 3, expected: { calls: [], abandonedItemKeys: ['a'] } },
    { attempts: 7, expected: { calls: [], abandonedItemKeys: ['a'] } },
  ])(
    'after $attempts attempts an item is retried only while below three',
    ({ attempts, expected }) => {
      expect(
        planBasketCleaning({ key: basketKey, items: [item('a', 4)] }, new Map([['a', attempts]])),
      ).toEqual(expected);
    },
  );

  test('an item whose delete keeps failing is tried exactly three times', () => {
    const basket = { key: basketKey, items: [item('stuck', 3), item('ok', 1)] };
    let attempts = new Map<string, number>() as ReadonlyMap<string, number>;
    let deletes = 0;
    for (let round = 0; round < 10; round += 1) {
      const plan = planBasketCleaning(basket, attempts);
      if (plan.calls.length === 0) {
        expect(plan.abandonedItemKeys).toEqual(['stuck']);
        break;
      }
      deletes += plan.calls.length;
      attempts = recordCleaningAttempts(attempts, plan.calls);
    }
    expect(deletes).toBe(maxCleaningAttempts);
  });

  test('a delete that works ends the cleaning after one round', () => {
    const first = planBasketCleaning({ key: basketKey, items: [item('gone', 4), item('ok', 1)] });
    const attempts = recordCleaningAttempts(new Map(), first.calls);
    expect(planBasketCleaning({ key: basketKey, items: [item('ok', 1)] }, attempts)).toEqual({
      calls: [],
      abandonedItemKeys: [],
    });
  });

  test('recording counts one attempt per call and leaves the given attempts untouched', () => {
    const before = new Map([['a', 1]]);
    const after = recordCleaningAttempts(before, [
      deletion('a'),
      deletion('b'),
      deletion('__proto__'),
    ]);
    expect([...after]).toEqual([
      ['a', 2],
      ['b', 1],
      ['__proto__', 1],
    ]);
    expect([...before]).toEqual([['a', 1]]);
  });
});
