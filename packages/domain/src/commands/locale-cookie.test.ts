import { describe, expect, test } from 'vitest';
import { shops } from '../market/shops';
import { localeCookie, localeCookieEffect, rootLocaleRedirect } from './locale-cookie';

function shopByKey(key: string) {
  const shop = shops.find((candidate) => candidate.key === key);
  if (shop === undefined) throw new Error(`no shop ${key}`);
  return shop;
}

describe('locale cookie (spec §9)', () => {
  test('is i18n_redirected for 365 days on / with sameSite lax', () => {
    expect(localeCookie).toEqual({
      name: 'i18n_redirected',
      maxAgeSeconds: 31_536_000,
      path: '/',
      sameSite: 'lax',
    });
  });

  test.each([
    { locale: 'fr', expected: 'fr' },
    { locale: ' nl ', expected: 'nl' },
  ])('stores $locale as $expected', ({ locale, expected }) => {
    expect(localeCookieEffect(locale)).toEqual({
      type: 'cookie.set',
      ...localeCookie,
      value: expected,
    });
  });
});

describe('a visit to the root goes to the language chosen before (spec §9 locale cookie)', () => {
  const swiss = shopByKey('baby-ch');
  const german = shopByKey('baby-de');
  const visit = { shop: swiss, pathname: '/', search: null, cookie: 'fr', isCrawler: false };

  test.each([
    { label: 'French chosen, the bare root', input: {}, expected: '/fr/' },
    { label: 'the query is kept', input: { search: '?voucher=ABC' }, expected: '/fr/?voucher=ABC' },
    { label: 'a cookie in capitals with spaces', input: { cookie: ' FR ' }, expected: '/fr/' },
    { label: 'German chosen: the root is German', input: { cookie: 'de' }, expected: null },
    { label: 'a language the shop has not', input: { cookie: 'nl' }, expected: null },
    { label: 'no cookie', input: { cookie: undefined }, expected: null },
    { label: 'a malformed cookie', input: { cookie: 'fr/../x' }, expected: null },
    { label: 'a deep link names its language', input: { pathname: '/suche/' }, expected: null },
    { label: 'already on the French root', input: { pathname: '/fr/' }, expected: null },
    { label: 'a crawler', input: { isCrawler: true }, expected: null },
    { label: 'a shop in one language', input: { shop: german }, expected: null },
  ])('$label → $expected', ({ input, expected }) => {
    expect(rootLocaleRedirect({ ...visit, ...input })).toBe(expected);
  });
});
