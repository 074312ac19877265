import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import type { Bvc, Logistics } from '../entities';
import type { Company } from '../market/types';
import { deliveryMessage } from './delivery-message';
import { unsafe } from './test-fixtures';

const logistics = (bvc: Bvc, from: number, to: number): Logistics => ({
  bvc,
  deliveryDaysFrom: from,
  deliveryDaysTo: to,
  priceReference: null,
});

const steady = (company: Company) => ({ company, varyingDeliveryTimes: false });
const varying = (company: Company) => ({ company, varyingDeliveryTimes: true });

describe('delivery message (spec §4)', () => {
  test.each([
    { input: 'code 3', l: logistics(3, 2, 3), expected: { key: 'delivery.none', preorder: false } },
    { input: 'code 4', l: logistics(4, 2, 3), expected: { key: 'delivery.sold', preorder: false } },
    {
      input: 'code 3 even with 0 to 0 days',
      l: logistics(3, 0, 0),
      expected: { key: 'delivery.none', preorder: false },
    },
    {
      input: 'code 4 even with 30 days',
      l: logistics(4, 20, 30),
      expected: { key: 'delivery.sold', preorder: false },
    },
  ])('$input is checked first', ({ l, expected }) => {
    expect(deliveryMessage(l, steady('vital'))).toEqual(expected);
    expect(deliveryMessage(l, varying('baby'))).toEqual(expected);
  });

  test.each([
    { input: 14, weeks: 2, weeksDisplay: '2' },
    { input: 17, weeks: 2, weeksDisplay: '2' },
    { input: 18, weeks: 3, weeksDisplay: '3' },
    { input: 21, weeks: 3, weeksDisplay: '3' },
    { input: 35, weeks: 5, weeksDisplay: '5' },
    { input: 38, weeks: 5, weeksDisplay: '5' },
    { input: 39, weeks: 6, weeksDisplay: '> 5' },
    { input: 70, weeks: 10, weeksDisplay: '> 5' },
  ])(
    'max $input days without varying times is late, $weeks weeks shown "$weeksDisplay"',
    ({ input, weeks, weeksDisplay }) => {
      for (const company of ['baby', 'vital'] as const) {
        expect(deliveryMessage(logistics(1, 10, input), steady(company))).toEqual({
          key: 'delivery.late',
          weeks,
          weeksDisplay,
          preorder: false,
        });
      }
    },
  );

  test('max days of 14 or more with varying times is available', () => {
    expect(deliveryMessage(logistics(1, 14, 14), varying('baby'))).toEqual({
      key: 'delivery.available',
      preorder: false,
    });
    expect(deliveryMessage(logistics(2, 20, 60), varying('vital'))).toEqual({
      key: 'delivery.available',
      preorder: false,
    });
  });

  test('0 to 0 days is a download, with or without varying times', () => {
    expect(deliveryMessage(logistics(1, 0, 0), steady('baby'))).toEqual({
      key: 'delivery.download',
      preorder: false,
    });
    expect(deliveryMessage(logistics(2, 0, 0), varying('mh'))).toEqual({
      key: 'delivery.download',
      preorder: false,
    });
  });

  test.each([
    { company: 'baby', to: 1, key: 'delivery.instant' },
    { company: 'baby', to: 3, key: 'delivery.instant' },
    { company: 'baby', to: 4, key: 'delivery.soon' },
    { company: 'baby', to: 13, key: 'delivery.soon' },
    { company: 'bm', to: 3, key: 'delivery.instant' },
    { company: 'bm', to: 4, key: 'delivery.instant' },
    { company: 'bm', to: 5, key: 'delivery.soon' },
    { company: 'mh', to: 4, key: 'delivery.instant' },
    { company: 'mh', to: 5, key: 'delivery.soon' },
    { company: 'vital', to: 4, key: 'delivery.instant' },
    { company: 'vital', to: 5, key: 'delivery.soon' },
    { company: 'vital', to: 13, key: 'delivery.soon' },
  ] as const)('$company with max $to days is $key', ({ company, to, key }) => {
    for (const context of [steady(company), varying(company)]) {
      expect(deliveryMessage(logistics(1, 0, to), context)).toEqual({
        key,
        daysFrom: 0,
        daysTo: to,
        preorder: false,
      });
    }
  });

  test('0 to 2 days is not a download but instant', () => {
    expect(deliveryMessage(logistics(1, 0, 2), steady('vital'))).toMatchObject({
      key: 'delivery.instant',
    });
  });

  test.each([
    { input: 999, weeks: 143 },
    { input: 1200, weeks: 171 },
  ])('code 2 with $input days is a late preorder', ({ input, weeks }) => {
    expect(deliveryMessage(logistics(2, 30, input), steady('baby'))).toEqual({
      key: 'delivery.late',
      weeks,
      weeksDisplay: '> 5',
      preorder: true,
    });
    expect(deliveryMessage(logistics(2, 30, input), varying('baby'))).toEqual({
      key: 'delivery.available',
      preorder: true,
    });
  });

  test('code 1 with 999 days is late but no preorder', () => {
    expect(deliveryMessage(logistics(1, 30, 999), steady('baby'))).toMatchObject({
      key: 'delivery.late',
      preorder: false,
    });
  });

  test.each([
    {
      input: 'unknown code 0',
      l: { bvc: 0, deliveryDaysFrom: 2, deliveryDaysTo: 3 },
      key: 'delivery.none',
    },
    {
      input: 'code as text "4"',
      l: { bvc: '4', deliveryDaysFrom: 2, deliveryDaysTo: 3 },
      key: 'delivery.sold',
    },
    { input: 'no logistics', l: null, key: 'delivery.none' },
    {
      input: 'unknown max days',
      l: { bvc: 1, deliveryDaysFrom: 2, deliveryDaysTo: Number.NaN },
      key: 'delivery.available',
    },
    { input: 'missing max days', l: { bvc: 2, deliveryDaysFrom: 2 }, key: 'delivery.available' },
    {
      input: 'negative days',
      l: { bvc: 1, deliveryDaysFrom: -3, deliveryDaysTo: -1 },
      key: 'delivery.download',
    },
    {
      input: 'fractional 3.5 days for baby',
      l: { bvc: 1, deliveryDaysFrom: 1, deliveryDaysTo: 3.5 },
      key: 'delivery.soon',
    },
    {
      input: 'fractional 13.2 days',
      l: { bvc: 1, deliveryDaysFrom: 1, deliveryDaysTo: 13.2 },
      key: 'delivery.late',
    },
    {
      input: 'huge days',
      l: { bvc: 1, deliveryDaysFrom: 1, deliveryDaysTo: 1e12 },
      key: 'delivery.late',
    },
  ])('bad data: $input gives $key', ({ l, key }) => {
    expect(deliveryMessage(unsafe<Logistics>(l), steady('baby')).key).toBe(key);
  });

  test('every buyable variant with known days gets exactly one of the day-based messages', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<Bvc>(1, 2),
        fc.nat(2000),
        fc.nat(2000),
        fc.constantFrom<Company>('baby', 'bm', 'mh', 'vital'),
        fc.boolean(),
        (bvc, a, b, company, varyingDeliveryTimes) => {
          const max = Math.max(a, b);
          const message = deliveryMessage(logistics(bvc, Math.min(a, b), max), {
            company,
            varyingDeliveryTimes,
          });
          if (max >= 14) {
            expect(message.key).toBe(varyingDeliveryTimes ? 'delivery.available' : 'delivery.late');
          } else {
            expect(['delivery.download', 'delivery.instant', 'delivery.soon']).toContain(
              message.key,
            );
          }
          expect(message.preorder).toBe(bvc === 2 && max >= 999);
        },
      ),
    );
  });
});
