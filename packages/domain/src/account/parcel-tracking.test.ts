import { describe, expect, test } from 'vitest';
import {
  carrierKeys,
  carrierName,
  carrierOf,
  parcelTrackingLink,
  shipmentItemProblems,
  trackingNumberOf,
  unshippedItems,
} from './parcel-tracking';

describe('the carriers the layouts name (§3 config shippingProviders, issue 19 tracking)', () => {
  test.each([
    { written: 'DHL', expected: 'dhl' },
    { written: 'dhl', expected: 'dhl' },
    { written: 'DHL Paket', expected: 'dhl' },
    { written: 'DPD', expected: 'dpd' },
    { written: 'Hermes', expected: 'hermes' },
    { written: 'Österreichische Post', expected: 'post-at' },
    { written: 'Post AT', expected: 'post-at' },
    { written: 'post-at', expected: 'post-at' },
    { written: 'Die Post', expected: 'swiss-post' },
    { written: 'Swiss Post', expected: 'swiss-post' },
    { written: 'swiss-post', expected: 'swiss-post' },
    { written: 'PostNL', expected: 'postnl' },
    { written: 'bpost', expected: 'bpost' },
    { written: 'Colissimo', expected: 'colissimo' },
    { written: 'UPS', expected: null },
    { written: '', expected: null },
  ])('“$written” is $expected', ({ written, expected }) => {
    expect(carrierOf(written)).toBe(expected);
  });

  test('every key is its own carrier', () => {
    for (const key of carrierKeys) expect(carrierOf(key)).toBe(key);
  });

  test.each([
    { written: 'post-at', expected: 'Österreichische Post' },
    { written: 'swiss-post', expected: 'Die Post' },
    { written: 'dhl', expected: 'DHL' },
    { written: ' GLS ', expected: 'GLS' },
  ])('the name shown for “$written” is “$expected”', ({ written, expected }) => {
    expect(carrierName(written)).toBe(expected);
  });
});

describe('a tracking number in one form (issue 19)', () => {
  test.each([
    { typed: '00340434161094042557', expected: '00340434161094042557' },
    { typed: '0034 0434 1610 9404 2557', expected: '00340434161094042557' },
    { typed: '3sabcd-1234567', expected: '3SABCD1234567' },
    { typed: 'AB1', expected: null },
    { typed: 'A'.repeat(41), expected: null },
    { typed: '<script>', expected: null },
    { typed: '12345/../x', expected: null },
    { typed: '', expected: null },
  ])('“$typed” is $expected', ({ typed, expected }) => {
    expect(trackingNumberOf(typed)).toBe(expected);
  });
});

describe('the carrier’s page that follows the parcel (issue 19 tracking of each package)', () => {
  test.each([
    {
      carrier: 'dhl',
      number: '00340434161094042557',
      reader: { language: 'de', country: 'DE' },
      expected:
        'https://www.dhl.com/de-de/home/tracking/tracking-parcel.html?submit=1&tracking-id=00340434161094042557',
    },
    {
      carrier: 'DHL',
      number: '3SABCD1234567',
      reader: { language: 'nl', country: 'NL' },
      expected:
        'https://www.dhl.com/nl-nl/home/tracking/tracking-parcel.html?submit=1&tracking-id=3SABCD1234567',
    },
    {
      carrier: 'dpd',
      number: '01234567890123',
      reader: { language: 'fr', country: 'BE' },
      expected: 'https://tracking.dpd.de/status/fr_BE/parcel/01234567890123',
    },
    {
      carrier: 'hermes',
      number: 'H1000123456789012345',
      reader: { language: 'de', country: 'DE' },
      expected:
        'https://www.myhermes.de/empfangen/sendungsverfolgung/sendungsinformation#H1000123456789012345',
    },
    {
      carrier: 'post-at',
      number: '1000123456789012',
      reader: { language: 'de', country: 'AT' },
      expected: 'https://www.post.at/s/sendungsdetails?snr=1000123456789012',
    },
    {
      carrier: 'swiss-post',
      number: '99.00.123456.12345678',
      reader: { language: 'fr', country: 'CH' },
      expected: null,
    },
    {
      carrier: 'swiss-post',
      number: '990012345612345678',
      reader: { language: 'fr', country: 'CH' },
      expected: 'https://service.post.ch/ekp-web/ui/entry/search/990012345612345678?lang=fr',
    },
    {
      carrier: 'postnl',
      number: '3SVTR1234567',
      reader: { language: 'nl', country: 'NL', postalCode: '1015 CX' },
      expected: 'https://jouw.postnl.nl/track-and-trace/3SVTR1234567-NL-1015CX',
    },
    {
      carrier: 'postnl',
      number: '3SVTR1234567',
      reader: { language: 'nl', country: 'NL' },
      expected: 'https://jouw.postnl.nl/track-and-trace/3SVTR1234567',
    },
    {
      carrier: 'bpost',
      number: '323212345678901234567890',
      reader: { language: 'nl', country: 'BE', postalCode: '2000' },
      expected:
        'https://track.bpost.cloud/btr/web/#/search?itemCode=323212345678901234567890&lang=nl&postalCode=2000',
    },
    {
      carrier: 'bpost',
      number: '323212345678901234567890',
      reader: { language: 'fr', country: 'BE' },
      expected:
        'https://track.bpost.cloud/btr/web/#/search?itemCode=323212345678901234567890&lang=fr',
    },
    {
      carrier: 'Colissimo',
      number: '6A12345678901',
      reader: { language: 'fr', country: 'FR' },
      expected: 'https://www.laposte.fr/outils/suivre-vos-envois?code=6A12345678901',
    },
    {
      carrier: 'UPS',
      number: '1Z999AA10123456784',
      reader: { language: 'de', country: 'DE' },
      expected: null,
    },
    {
      carrier: 'dhl',
      number: 'x"><script>',
      reader: { language: 'de', country: 'DE' },
      expected: null,
    },
  ] as const)(
    '$carrier $number for $reader.language-$reader.country: $expected',
    ({ carrier, number, reader, expected }) => {
      expect(parcelTrackingLink(carrier, number, reader)).toBe(expected);
    },
  );

  test('every carrier of the table has a page on https', () => {
    for (const key of carrierKeys) {
      const link = parcelTrackingLink(key, 'ABC12345', { language: 'de', country: 'DE' });
      expect(link, key).toMatch(/^https:\/\/[a-z.]+\//);
      expect(link, key).toContain('ABC12345');
    }
  });
});

describe('what a parcel may hold (issue 19: each package’s items)', () => {
  const lines = [
    { id: 7, quantity: 2 },
    { id: 8, quantity: 1 },
  ];

  test.each([
    {
      shipped: [],
      expected: [
        { lineId: 7, quantity: 2 },
        { lineId: 8, quantity: 1 },
      ],
    },
    {
      shipped: [{ lineId: 7, quantity: 1 }],
      expected: [
        { lineId: 7, quantity: 1 },
        { lineId: 8, quantity: 1 },
      ],
    },
    {
      shipped: [
        { lineId: 7, quantity: 2 },
        { lineId: 8, quantity: 1 },
      ],
      expected: [],
    },
  ])('after $shipped the rest is $expected', ({ shipped, expected }) => {
    expect(unshippedItems(lines, shipped)).toEqual(expected);
  });

  test.each([
    { shipped: [], items: [{ lineId: 7, quantity: 2 }], expected: [] },
    {
      shipped: [],
      items: [{ lineId: 9, quantity: 1 }],
      expected: [{ index: 0, problem: 'unknownLine' }],
    },
    {
      shipped: [],
      items: [{ lineId: 7, quantity: 3 }],
      expected: [{ index: 0, problem: 'moreThanOrdered', max: 2 }],
    },
    {
      shipped: [{ lineId: 7, quantity: 1 }],
      items: [
        { lineId: 7, quantity: 1 },
        { lineId: 7, quantity: 1 },
      ],
      expected: [{ index: 1, problem: 'moreThanOrdered', max: 1 }],
    },
    {
      shipped: [{ lineId: 8, quantity: 1 }],
      items: [{ lineId: 8, quantity: 1 }],
      expected: [{ index: 0, problem: 'moreThanOrdered', max: 0 }],
    },
  ])('$items after $shipped: $expected', ({ shipped, items, expected }) => {
    expect(shipmentItemProblems(lines, shipped, items)).toEqual(expected);
  });
});
