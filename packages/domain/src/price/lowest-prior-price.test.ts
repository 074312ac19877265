import { describe, expect, test } from 'vitest';
import { lowestPriorPrice, type PriceHistoryEntry } from './lowest-prior-price';

const day = (date: string) => `2026-${date}T00:00:00.000Z`;
const at = (withTax: number, date: string): PriceHistoryEntry => ({
  withTax,
  validFrom: day(date),
});
const now = day('11-26');

describe('the lowest price of the 30 days before a reduction (issue 15: EU Omnibus, § 11 PAngV)', () => {
  test.each([
    {
      case: 'one reduction after a long regular price: the regular price',
      history: [at(9999, '01-01'), at(6999, '11-10')],
      expected: { withTax: 9999, reductionStartedAt: day('11-10') },
    },
    {
      case: 'a short campaign inside the 30 days was lower: the campaign price',
      history: [at(9999, '09-01'), at(8999, '10-20'), at(9999, '10-25'), at(6999, '11-10')],
      expected: { withTax: 8999, reductionStartedAt: day('11-10') },
    },
    {
      case: 'a campaign that ended before the 30 days does not count',
      history: [at(9999, '06-01'), at(5999, '09-01'), at(9999, '10-01'), at(6999, '11-10')],
      expected: { withTax: 9999, reductionStartedAt: day('11-10') },
    },
    {
      case: 'a price ending exactly at the window’s start was not in effect in it',
      history: [at(4999, '06-01'), at(9999, '10-11'), at(6999, '11-10')],
      expected: { withTax: 9999, reductionStartedAt: day('11-10') },
    },
    {
      case: 'a price in effect one moment into the window counts',
      history: [
        at(4999, '06-01'),
        { withTax: 9999, validFrom: '2026-10-11T00:00:01Z' },
        at(6999, '11-10'),
      ],
      expected: { withTax: 4999, reductionStartedAt: day('11-10') },
    },
    {
      case: 'an article sold for less than 30 days counts from its first price',
      history: [at(8999, '11-01'), at(6999, '11-10')],
      expected: { withTax: 8999, reductionStartedAt: day('11-10') },
    },
    {
      case: 'a reduction in uninterrupted steps counts from its first step (§ 11 (3) PAngV)',
      history: [at(9999, '01-01'), at(7999, '11-01'), at(5999, '11-20')],
      expected: { withTax: 9999, reductionStartedAt: day('11-01') },
    },
    {
      case: 'a rise between steps starts a new reduction',
      history: [at(9999, '01-01'), at(7999, '10-01'), at(8999, '11-01'), at(6999, '11-20')],
      expected: { withTax: 7999, reductionStartedAt: day('11-20') },
    },
    {
      case: 'entries in any order are read by their moment',
      history: [at(6999, '11-10'), at(8999, '10-20'), at(9999, '09-01'), at(9999, '10-25')],
      expected: { withTax: 8999, reductionStartedAt: day('11-10') },
    },
    {
      case: 'of two entries at one moment the last given counts',
      history: [at(9999, '01-01'), at(1, '11-01'), at(10999, '11-01'), at(6999, '11-10')],
      expected: { withTax: 9999, reductionStartedAt: day('11-10') },
    },
    {
      case: 'an entry repeating the price changes nothing',
      history: [at(9999, '01-01'), at(9999, '11-05'), at(6999, '11-10')],
      expected: { withTax: 9999, reductionStartedAt: day('11-10') },
    },
    {
      case: 'a price scheduled after now is not in effect yet',
      history: [at(9999, '01-01'), at(6999, '11-10'), at(5999, '12-01')],
      expected: { withTax: 9999, reductionStartedAt: day('11-10') },
    },
    {
      case: 'Date objects as well as ISO texts',
      history: [
        { withTax: 2000, validFrom: new Date(day('01-01')) },
        { withTax: 1500, validFrom: new Date(day('11-10')) },
      ],
      expected: { withTax: 2000, reductionStartedAt: day('11-10') },
    },
  ])('$case', ({ history, expected }) => {
    expect(lowestPriorPrice(history, { now })).toEqual(expected);
  });

  test.each([
    { case: 'no history', history: [] },
    { case: 'one price only: nothing was reduced', history: [at(6999, '01-01')] },
    { case: 'a raised price is no reduction', history: [at(6999, '01-01'), at(7999, '11-10')] },
    {
      case: 'back to the regular price after a campaign is no reduction',
      history: [at(9999, '01-01'), at(6999, '11-01'), at(9999, '11-10')],
    },
    { case: 'the reduction lies in the future', history: [at(9999, '01-01'), at(6999, '12-01')] },
    { case: 'a broken price', history: [at(9999, '01-01'), at(69.5, '11-10')] },
    { case: 'a negative price', history: [at(9999, '01-01'), at(-1, '11-10')] },
    {
      case: 'a broken moment',
      history: [at(9999, '01-01'), { withTax: 6999, validFrom: 'yesterday' }],
    },
    { case: 'not a list', history: null },
  ])('none: $case', ({ history }) => {
    expect(lowestPriorPrice(history, { now })).toBeNull();
  });

  test('a history that does not end in the shown price claims nothing (stale history)', () => {
    const history = [at(9999, '01-01'), at(6999, '11-10')];
    expect(lowestPriorPrice(history, { now, currentPrice: 6999 })?.withTax).toBe(9999);
    expect(lowestPriorPrice(history, { now, currentPrice: 5999 })).toBeNull();
  });

  test('a broken now claims nothing', () => {
    expect(lowestPriorPrice([at(9999, '01-01'), at(6999, '11-10')], { now: 'soon' })).toBeNull();
  });
});
