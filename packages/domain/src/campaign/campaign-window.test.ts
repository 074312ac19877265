import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { isWithinCampaignWindow, parseUtcDate } from './campaign-window';

describe('reading a campaign date as UTC (spec §3 Campaign)', () => {
  test.each([
    { input: '2025-12-24', expected: { ms: Date.UTC(2025, 11, 24), dateOnly: true } },
    {
      input: '2025-12-24 18:30',
      expected: { ms: Date.UTC(2025, 11, 24, 18, 30), dateOnly: false },
    },
    {
      input: '2025-12-24T18:30:15',
      expected: { ms: Date.UTC(2025, 11, 24, 18, 30, 15), dateOnly: false },
    },
    {
      input: '2025-12-24T18:30:15.250Z',
      expected: { ms: Date.UTC(2025, 11, 24, 18, 30, 15, 250), dateOnly: false },
    },
    {
      input: '2025-12-24t18:30:15.123456789z',
      expected: { ms: Date.UTC(2025, 11, 24, 18, 30, 15, 123), dateOnly: false },
    },
    {
      input: '2025-12-24T18:30+01:00',
      expected: { ms: Date.UTC(2025, 11, 24, 17, 30), dateOnly: false },
    },
    {
      input: '2025-12-24T00:30-0230',
      expected: { ms: Date.UTC(2025, 11, 24, 3, 0), dateOnly: false },
    },
    { input: '  2024-02-29  ', expected: { ms: Date.UTC(2024, 1, 29), dateOnly: true } },
    { input: '0050-01-01', expected: { ms: -60589296000000, dateOnly: true } },
  ])('reads "$input"', ({ input, expected }) => {
    expect(parseUtcDate(input)).toEqual(expected);
  });

  test.each([
    { input: '' },
    { input: 'morgen' },
    { input: '24.12.2025' },
    { input: '2025-02-29' },
    { input: '2025-04-31' },
    { input: '2025-13-01' },
    { input: '2025-00-10' },
    { input: '2025-12-00' },
    { input: '2025-12-24 24:00' },
    { input: '2025-12-24 12:60' },
    { input: '2025-12-24 12:00:60' },
    { input: '2025-12-24 12:00+24:00' },
    { input: '2025-12-24 12:00+01:60' },
    { input: '2025-12-24Z' },
    { input: '２０２５-12-24' },
    { input: '+002025-12-24' },
    { input: undefined },
    { input: null },
    { input: 1735000000000 },
  ])('gives null for "$input"', ({ input }) => {
    expect(parseUtcDate(input)).toBeNull();
  });

  test('any real instant written as an ISO string reads back to the same instant', () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date('0001-01-01T00:00:00Z'),
          max: new Date('9999-12-31T23:59:59Z'),
          noInvalidDate: true,
        }),
        (date) => {
          expect(parseUtcDate(date.toISOString())?.ms).toBe(date.getTime());
        },
      ),
    );
  });
});

describe('campaign window (spec §3 Campaign: optional dateFrom, dateTo in UTC)', () => {
  const from = '2025-12-01 00:00';
  const to = '2025-12-24 18:00';

  test.each([
    { case: 'before the start', now: Date.UTC(2025, 10, 30, 23, 59, 59, 999), expected: false },
    { case: 'exactly at the start (inclusive)', now: Date.UTC(2025, 11, 1), expected: true },
    { case: 'inside', now: Date.UTC(2025, 11, 10, 12), expected: true },
    { case: 'just before the end', now: Date.UTC(2025, 11, 24, 17, 59, 59, 999), expected: true },
    { case: 'exactly at the end (exclusive)', now: Date.UTC(2025, 11, 24, 18), expected: false },
    { case: 'after the end', now: Date.UTC(2026, 0, 1), expected: false },
  ])('$case: $expected', ({ now, expected }) => {
    expect(isWithinCampaignWindow({ dateFrom: from, dateTo: to }, now)).toBe(expected);
    expect(isWithinCampaignWindow({ dateFrom: from, dateTo: to }, new Date(now))).toBe(expected);
  });

  test.each([
    { case: 'the last millisecond of the end day', now: Date.UTC(2025, 11, 24, 23, 59, 59, 999) },
    { case: 'the first moment of the end day', now: Date.UTC(2025, 11, 24) },
  ])('a day-only end date covers the whole day: $case', ({ now }) => {
    expect(isWithinCampaignWindow({ dateTo: '2025-12-24' }, now)).toBe(true);
  });

  test('a day-only end date ends at the next midnight', () => {
    expect(isWithinCampaignWindow({ dateTo: '2025-12-24' }, Date.UTC(2025, 11, 25))).toBe(false);
  });

  test('a day-only start date starts at its midnight', () => {
    expect(isWithinCampaignWindow({ dateFrom: '2025-12-24' }, Date.UTC(2025, 11, 24))).toBe(true);
    expect(isWithinCampaignWindow({ dateFrom: '2025-12-24' }, Date.UTC(2025, 11, 24) - 1)).toBe(
      false,
    );
  });

  test.each([
    { dateFrom: undefined, dateTo: undefined },
    { dateFrom: null, dateTo: null },
    { dateFrom: '', dateTo: '   ' },
  ])('missing or empty dates leave the window open ($dateFrom, $dateTo)', (campaign) => {
    expect(isWithinCampaignWindow(campaign, 0)).toBe(true);
    expect(isWithinCampaignWindow(campaign, Date.UTC(2999, 0, 1))).toBe(true);
  });

  test.each([
    { dateFrom: 'bald', dateTo: undefined },
    { dateFrom: undefined, dateTo: '31.12.2025' },
    { dateFrom: '2025-02-30', dateTo: '2026-01-01' },
  ])('an unreadable date makes the campaign inactive ($dateFrom, $dateTo)', (campaign) => {
    expect(isWithinCampaignWindow(campaign, Date.UTC(2025, 5, 1))).toBe(false);
  });

  test.each([
    { now: Number.NaN },
    { now: Number.POSITIVE_INFINITY },
    { now: new Date(Number.NaN) },
  ])('an unreadable now makes the campaign inactive ($now)', ({ now }) => {
    expect(isWithinCampaignWindow({}, now)).toBe(false);
  });

  test('a window whose end precedes its start is never active', () => {
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2030, 0, 1) }), (now) => {
        expect(
          isWithinCampaignWindow({ dateFrom: '2026-01-01 00:00', dateTo: '2025-01-01 00:00' }, now),
        ).toBe(false);
      }),
    );
  });
});
