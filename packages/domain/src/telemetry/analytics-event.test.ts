import { describe, expect, test } from 'vitest';
import { analyticsEventNames, analyticsEventSchema } from './analytics-event';

const pageView = { name: 'page_view', path: '/kinderwagen/', shop: 'baby-de', locale: 'de-DE' };

describe('an analytics event is counted under its page type, without its address (issue 20, §2 econda.js)', () => {
  test.each([
    { path: '/', pageType: 'home', kept: '/' },
    {
      path: '/p/kinderwagen-luna-2000001/?variant=2000001_02',
      pageType: 'product',
      kept: '/p/kinderwagen-luna-2000001/',
    },
    { path: '/suche/?q=kinderwagen', pageType: 'search', kept: '/suche/' },
    {
      path: '/konto/bestellung/A-1234/',
      pageType: 'accountOrder',
      kept: '/konto/bestellung/A-1234/',
    },
    { path: '/warenkorb/#gutschein', pageType: 'basket', kept: '/warenkorb/' },
    { path: '/kinderwagen/', pageType: 'content', kept: '/kinderwagen/' },
    { path: '/?q=x', pageType: 'home', kept: '/' },
  ])('$path is $pageType, kept as $kept', ({ path, pageType, kept }) => {
    expect(analyticsEventSchema.parse({ ...pageView, path })).toEqual({
      ...pageView,
      path: kept,
      pageType,
    });
  });

  test.each([
    {
      shop: 'baby-ch',
      locale: 'fr-CH',
      path: '/fr/p/poussette-2000001/',
      pageType: 'product',
      iso: 'fr-CH',
    },
    { shop: 'baby-be', locale: 'nl-be', path: '/nl/', pageType: 'home', iso: 'nl-BE' },
    { shop: 'baby-de', locale: 'DE-de', path: '/kasse/', pageType: 'checkout', iso: 'de-DE' },
  ])(
    'the $shop page in $locale: $pageType, locale $iso',
    ({ shop, locale, path, pageType, iso }) => {
      expect(analyticsEventSchema.parse({ name: 'view_item', path, shop, locale })).toMatchObject({
        shop,
        locale: iso,
        pageType,
      });
    },
  );
});

describe('a posted event is checked before it is counted', () => {
  test.each([
    { case: 'a page view', event: pageView, ok: true },
    { case: 'an add to cart', event: { ...pageView, name: 'add_to_cart' }, ok: true },
    { case: 'a purchase', event: { ...pageView, name: 'purchase' }, ok: true },
    { case: 'a login', event: { ...pageView, name: 'login' }, ok: true },
    {
      case: 'a data-layer name no §4 event has',
      event: { ...pageView, name: 'gtm.js' },
      ok: false,
    },
    { case: 'the consent update', event: { ...pageView, name: 'consent_update' }, ok: false },
    { case: 'no name', event: { ...pageView, name: undefined }, ok: false },
    { case: 'a path of another site', event: { ...pageView, path: '//evil.example/' }, ok: false },
    { case: 'an address, not a path', event: { ...pageView, path: 'https://nido.de/' }, ok: false },
    { case: 'an over-long path', event: { ...pageView, path: `/${'a'.repeat(2000)}` }, ok: false },
    { case: 'an unknown shop', event: { ...pageView, shop: 'baby-it' }, ok: false },
    { case: "another shop's locale", event: { ...pageView, locale: 'fr-FR' }, ok: false },
    { case: 'no locale', event: { ...pageView, locale: undefined }, ok: false },
  ])('$case: accepted $ok', ({ event, ok }) => {
    expect(analyticsEventSchema.safeParse(event).success).toBe(ok);
  });

  test.each([
    { field: 'name', event: { ...pageView, name: 'click' }, message: undefined },
    { field: 'path', event: { ...pageView, path: '//x' }, message: undefined },
    { field: 'shop', event: { ...pageView, shop: 'x' }, message: 'validation.unknownShop' },
    {
      field: 'locale',
      event: { ...pageView, locale: 'it-IT' },
      message: 'validation.unknownLocale',
    },
  ])('a bad $field is reported at its field', ({ field, event, message }) => {
    const result = analyticsEventSchema.safeParse(event);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual([field]);
    if (message !== undefined) expect(result.error?.issues[0]?.message).toBe(message);
  });

  test('the names are the page view and the §4 data-layer events', () => {
    expect(analyticsEventNames[0]).toBe('page_view');
    expect(analyticsEventNames).toEqual(expect.arrayContaining(['view_item_list', 'sign_up']));
  });
});
