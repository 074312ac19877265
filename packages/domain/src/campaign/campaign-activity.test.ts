import { describe, expect, test } from 'vitest';
import { activeCampaigns, isCampaignActive } from './campaign-activity';
import type { Campaign, CampaignPageContext } from './types';

const advent = Date.UTC(2025, 11, 10, 12);
const productPage: CampaignPageContext = {
  path: '/p/kinderwagen-luna-4711/',
  productNumber: '4711',
  brand: 'Nido',
  breadcrumb: ['Baby', 'Kinderwagen'],
  isSale: false,
};

describe('campaign activity (spec §3 Campaign/trigger)', () => {
  test.each<{ case: string; campaign: Campaign; expected: boolean }>([
    { case: 'no dates, no triggers: always and everywhere', campaign: {}, expected: true },
    {
      case: 'inside the window without triggers',
      campaign: { dateFrom: '2025-12-01', dateTo: '2025-12-24' },
      expected: true,
    },
    { case: 'outside the window', campaign: { dateTo: '2025-12-01' }, expected: false },
    {
      case: 'outside the window although the trigger matches',
      campaign: { dateFrom: '2026-01-01', triggers: [{ type: 'marke', value: 'nido' }] },
      expected: false,
    },
    {
      case: 'one matching trigger of several (any)',
      campaign: {
        triggers: [
          { type: 'marke', value: 'Lumi' },
          { type: 'productNumber', value: '4711' },
        ],
      },
      expected: true,
    },
    {
      case: 'no trigger matches',
      campaign: {
        triggers: [
          { type: 'marke', value: 'Lumi' },
          { type: 'sale', value: '' },
        ],
      },
      expected: false,
    },
    {
      case: 'only blank triggers count as none',
      campaign: {
        triggers: [
          { type: 'marke', value: ' , ' },
          { type: 'url', value: '' },
        ],
      },
      expected: true,
    },
    {
      case: 'blank triggers beside a non-matching one do not widen it',
      campaign: {
        triggers: [
          { type: 'marke', value: '' },
          { type: 'marke', value: 'Lumi' },
        ],
      },
      expected: false,
    },
    {
      case: 'an unknown trigger type restricts rather than widens',
      campaign: { triggers: [{ type: 'wetter', value: 'sonnig' }] },
      expected: false,
    },
    {
      case: 'triggers that are not a list count as none',
      campaign: { triggers: 'marke' as unknown as Campaign['triggers'] },
      expected: true,
    },
    {
      case: 'null triggers count as none',
      campaign: { triggers: null },
      expected: true,
    },
    {
      case: 'an unreadable date',
      campaign: { dateFrom: 'Advent', triggers: [] },
      expected: false,
    },
  ])('$case: $expected', ({ campaign, expected }) => {
    expect(isCampaignActive(campaign, productPage, advent)).toBe(expected);
  });

  test.each([{ campaign: null }, { campaign: undefined }])(
    'a missing campaign ($campaign) is inactive',
    ({ campaign }) => {
      expect(isCampaignActive(campaign, productPage, advent)).toBe(false);
    },
  );

  test('without a page context only untriggered campaigns run', () => {
    expect(isCampaignActive({}, null, advent)).toBe(true);
    expect(
      isCampaignActive({ triggers: [{ type: 'marke', value: 'nido' }] }, undefined, advent),
    ).toBe(false);
  });
});

describe('active campaigns of a page (spec §3)', () => {
  const campaigns = [
    { id: 'everywhere' },
    { id: 'ended', dateTo: '2025-12-01' },
    { id: 'nido', triggers: [{ type: 'marke', value: 'NIDO' }] },
    { id: 'checkout', triggers: [{ type: 'scayleCheckout', value: '' }] },
  ];

  test('keeps the active ones in CMS order and their own fields', () => {
    expect(activeCampaigns(campaigns, productPage, advent).map((c) => c.id)).toEqual([
      'everywhere',
      'nido',
    ]);
    expect(
      activeCampaigns(campaigns, { path: '/kasse/', isCheckout: true }, advent).map((c) => c.id),
    ).toEqual(['everywhere', 'checkout']);
  });

  test.each([{ input: null }, { input: undefined }, { input: {} }])(
    'a missing list ($input) gives none',
    ({ input }) => {
      expect(activeCampaigns(input as unknown as Campaign[], productPage, advent)).toEqual([]);
    },
  );
});
