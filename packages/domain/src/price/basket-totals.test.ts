import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { type BasketTotalsItem, basketTotals } from './basket-totals';

const item = (
  key: string,
  withTax: number,
  withoutTax: number,
  currencyCode = 'EUR',
  quantity = 1,
): BasketTotalsItem =>
  ({
    key,
    quantity,
    price: { total: { withTax, withoutTax, currencyCode } },
  }) as BasketTotalsItem;

describe('basket totals per currency (spec §3, §9)', () => {
  test.each([
    { case: 'an empty basket', items: [], expected: { totals: [], skippedItemKeys: [] } },
    {
      case: 'one currency',
      items: [item('a', 1999, 1680, 'EUR', 1), item('b', 2998, 2519, 'EUR', 2)],
      expected: {
        totals: [{ currencyCode: 'EUR', withTax: 4997, withoutTax: 4199, quantity: 3 }],
        skippedItemKeys: [],
      },
    },
    {
      case: 'two currencies kept apart in order of appearance',
      items: [item('a', 1000, 900, 'CHF'), item('b', 500, 400, 'EUR'), item('c', 250, 200, 'CHF')],
      expected: {
        totals: [
          { currencyCode: 'CHF', withTax: 1250, withoutTax: 1100, quantity: 2 },
          { currencyCode: 'EUR', withTax: 500, withoutTax: 400, quantity: 1 },
        ],
        skippedItemKeys: [],
      },
    },
    {
      case: 'a free item counts',
      items: [item('gift', 0, 0)],
      expected: {
        totals: [{ currencyCode: 'EUR', withTax: 0, withoutTax: 0, quantity: 1 }],
        skippedItemKeys: [],
      },
    },
  ])('$case', ({ items, expected }) => {
    expect(basketTotals(items)).toEqual(expected);
  });

  test.each([
    { case: 'fractional cents', bad: item('bad', 19.99, 16.8) },
    { case: 'negative total', bad: item('bad', -100, -80) },
    { case: 'NaN total', bad: item('bad', Number.NaN, 0) },
    { case: 'unknown currency', bad: item('bad', 100, 80, 'USD') },
    { case: 'empty currency', bad: item('bad', 100, 80, '') },
    { case: 'zero quantity', bad: item('bad', 100, 80, 'EUR', 0) },
    { case: 'fractional quantity', bad: item('bad', 100, 80, 'EUR', 1.5) },
    { case: 'missing price', bad: { key: 'bad', quantity: 1 } as unknown as BasketTotalsItem },
    { case: 'total past the safe range', bad: item('bad', Number.MAX_SAFE_INTEGER, 0) },
  ])('an item with $case is skipped and reported', ({ bad }) => {
    expect(basketTotals([item('good', 1000, 840), bad])).toEqual({
      totals: [{ currencyCode: 'EUR', withTax: 1000, withoutTax: 840, quantity: 1 }],
      skippedItemKeys: ['bad'],
    });
  });

  test('per currency the total equals the sum of its items, whatever the order', () => {
    const arbitraryItem = fc.record({
      withTax: fc.integer({ min: 0, max: 1_000_000 }),
      withoutTax: fc.integer({ min: 0, max: 1_000_000 }),
      currencyCode: fc.constantFrom('EUR', 'CHF'),
      quantity: fc.integer({ min: 1, max: 99 }),
    });
    fc.assert(
      fc.property(fc.array(arbitraryItem, { maxLength: 30 }), (drafts) => {
        const items = drafts.map((d, index) =>
          item(String(index), d.withTax, d.withoutTax, d.currencyCode, d.quantity),
        );
        const result = basketTotals(items);
        const reversed = basketTotals([...items].reverse());
        expect(result.skippedItemKeys).toEqual([]);
        for (const currency of ['EUR', 'CHF']) {
          const own = drafts.filter((d) => d.currencyCode === currency);
          const total = result.totals.find((t) => t.currencyCode === currency);
          const expected = own.reduce((sum, d) => sum + d.withTax, 0);
          expect(total?.withTax ?? 0).toBe(expected);
          expect(reversed.totals.find((t) => t.currencyCode === currency)).toEqual(total);
        }
      }),
    );
  });
});
