import { describe, expect, test } from 'vitest';
import { type UrlCommandContext, urlCommands } from './url-commands';

const base: UrlCommandContext = {
  search: '?voucher=SOMMER24&scrid=123',
  hash: '',
  consentBannerVisible: false,
  paybackConsent: true,
};

describe('URL commands of a page view (spec §2)', () => {
  test.each<{ label: string; context: Partial<UrlCommandContext>; expected: string[] }>([
    {
      label: 'voucher and scrid',
      context: {},
      expected: ['cookie.set', 'toast.show', 'scrid.store'],
    },
    {
      label: 'a denial, which withdraws payback consent',
      context: { hash: '#denyConsent' },
      expected: ['consent.denyAll', 'cookie.set', 'toast.show'],
    },
    {
      label: 'an app allowance opening the banner over the voucher toast',
      context: { hash: '#allowAppConsent', consentBannerVisible: undefined },
      expected: ['consent.appTracking', 'consentBanner.open', 'cookie.set', 'scrid.store'],
    },
    {
      label: 'an app allowance with the banner already decided',
      context: { hash: '#allowAppConsent' },
      expected: ['consent.appTracking', 'cookie.set', 'toast.show', 'scrid.store'],
    },
    {
      label: 'no payback consent',
      context: { paybackConsent: false },
      expected: ['cookie.set', 'toast.show'],
    },
    {
      label: 'the goodbye query, which the guards handle',
      context: { search: '?redirect=goodbye', hash: null },
      expected: [],
    },
    { label: 'nothing', context: { search: null, hash: undefined }, expected: [] },
  ])('with $label', ({ context, expected }) => {
    expect(urlCommands({ ...base, ...context }).map((effect) => effect.type)).toEqual(expected);
  });
});
