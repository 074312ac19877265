import { describe, expect, test } from 'vitest';
import { campaignTriggerMatches, isBlankCampaignTrigger } from './campaign-trigger';
import type { CampaignPageContext, CampaignTrigger } from './types';

const productPage: CampaignPageContext = {
  path: '/p/kinderwagen-luna-4711/',
  isCheckout: false,
  productNumber: '4711',
  brand: 'Nido',
  subbrand: 'Nido Kids',
  breadcrumb: ['Baby', 'Kinderwagen & Buggys'],
  isSale: true,
};

const checkoutPage: CampaignPageContext = { path: '/kasse/', isCheckout: true };

describe('campaign trigger matching (spec §3 Campaign/trigger)', () => {
  test.each<{ trigger: CampaignTrigger; expected: boolean }>([
    { trigger: { type: 'url', value: '/p/kinderwagen-luna-4711/' }, expected: true },
    { trigger: { type: 'url', value: '/kasse/, /P/Kinderwagen-Luna-4711' }, expected: true },
    { trigger: { type: 'url', value: '/p/*' }, expected: true },
    { trigger: { type: 'url', value: '/p/' }, expected: false },
    { trigger: { type: 'productNumber', value: '4711' }, expected: true },
    { trigger: { type: 'productNumber', value: ' 1234 ,4711 ' }, expected: true },
    { trigger: { type: 'productNumber', value: 4711 }, expected: true },
    { trigger: { type: 'productNumber', value: '47110' }, expected: false },
    { trigger: { type: 'marke', value: 'NIDO' }, expected: true },
    { trigger: { type: 'marke', value: 'Lumi' }, expected: false },
    { trigger: { type: 'subbrand', value: 'nido\u00A0kids' }, expected: true },
    { trigger: { type: 'subbrand', value: 'Nido' }, expected: false },
    { trigger: { type: 'breadcrumb', value: 'kinderwagen & buggys' }, expected: true },
    { trigger: { type: 'breadcrumb', value: 'Spielzeug,BABY' }, expected: true },
    { trigger: { type: 'breadcrumb', value: 'Spielzeug' }, expected: false },
    { trigger: { type: 'sale', value: '' }, expected: true },
    { trigger: { type: 'sale', value: 'true' }, expected: true },
    { trigger: { type: 'sale', value: true }, expected: true },
    { trigger: { type: 'sale', value: 'Ja' }, expected: true },
    { trigger: { type: 'sale', value: 'nein' }, expected: false },
    { trigger: { type: 'sale', value: 'vielleicht' }, expected: false },
    { trigger: { type: 'scayleCheckout', value: '' }, expected: false },
    { trigger: { type: 'scayleCheckout', value: 'false' }, expected: true },
    { trigger: { type: ' marke ', value: 'nido' }, expected: true },
    { trigger: { type: 'Marke', value: 'nido' }, expected: false },
    { trigger: { type: 'kategorie', value: 'Baby' }, expected: false },
    { trigger: { type: undefined, value: 'nido' }, expected: false },
    { trigger: {}, expected: false },
  ])('$trigger.type "$trigger.value" on a product page: $expected', ({ trigger, expected }) => {
    expect(campaignTriggerMatches(trigger, productPage)).toBe(expected);
  });

  test.each<{ trigger: CampaignTrigger; expected: boolean }>([
    { trigger: { type: 'scayleCheckout', value: '' }, expected: true },
    { trigger: { type: 'scayleCheckout', value: null }, expected: true },
    { trigger: { type: 'scayleCheckout', value: '1' }, expected: true },
    { trigger: { type: 'scayleCheckout', value: 'nee' }, expected: false },
    { trigger: { type: 'url', value: 'https://de.nido.example/kasse/' }, expected: true },
    { trigger: { type: 'sale', value: '' }, expected: false },
    { trigger: { type: 'sale', value: 'non' }, expected: true },
    { trigger: { type: 'marke', value: 'nido' }, expected: false },
    { trigger: { type: 'breadcrumb', value: 'baby' }, expected: false },
  ])('$trigger.type "$trigger.value" on the checkout: $expected', ({ trigger, expected }) => {
    expect(campaignTriggerMatches(trigger, checkoutPage)).toBe(expected);
  });

  test.each([{ page: {} }, { page: { brand: '', subbrand: '  ', productNumber: '' } }])(
    'an empty page value matches no list entry ($page)',
    ({ page }) => {
      for (const type of ['productNumber', 'marke', 'subbrand', 'breadcrumb']) {
        expect(campaignTriggerMatches({ type, value: 'x, ,' }, page)).toBe(false);
      }
    },
  );

  test('a breadcrumb that is not a list matches nothing', () => {
    const page = { breadcrumb: 'Baby' } as unknown as CampaignPageContext;
    expect(campaignTriggerMatches({ type: 'breadcrumb', value: 'baby' }, page)).toBe(false);
  });

  test.each([{ trigger: null }, { trigger: undefined }])(
    'a missing trigger ($trigger) never matches',
    ({ trigger }) => {
      expect(campaignTriggerMatches(trigger, productPage)).toBe(false);
    },
  );
});

describe('blank triggers are ignored (spec §3: empty entries ignored)', () => {
  test.each<{ trigger: CampaignTrigger | null; expected: boolean }>([
    { trigger: { type: 'url', value: '' }, expected: true },
    { trigger: { type: 'marke', value: ' , ,' }, expected: true },
    { trigger: { type: 'breadcrumb', value: null }, expected: true },
    { trigger: { type: 'productNumber' }, expected: true },
    { trigger: { type: 'productNumber', value: Number.NaN }, expected: true },
    { trigger: null, expected: true },
    { trigger: { type: 'marke', value: 'nido' }, expected: false },
    { trigger: { type: 'sale', value: '' }, expected: false },
    { trigger: { type: 'scayleCheckout' }, expected: false },
    { trigger: { type: 'unbekannt', value: '' }, expected: false },
    { trigger: { value: 'x' }, expected: false },
  ])('$trigger is blank: $expected', ({ trigger, expected }) => {
    expect(isBlankCampaignTrigger(trigger)).toBe(expected);
  });
});
