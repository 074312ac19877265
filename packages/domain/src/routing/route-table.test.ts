import { describe, expect, test } from 'vitest';
import { matchRoute, routes } from './route-table';

describe('route table (spec §2 Screens and routes)', () => {
  test.each([
    { path: '/konto/', name: 'account', guard: 'auth', layout: 'default' },
    { path: '/konto/adressbuch/', name: 'accountAddressBook', guard: 'auth', layout: 'default' },
    { path: '/konto/konto/balance/', name: 'accountBalance', guard: 'auth', layout: 'default' },
    { path: '/konto/passwort/', name: 'accountPassword', guard: 'auth', layout: 'default' },
    { path: '/konto/kontakt/', name: 'accountContact', guard: 'auth', layout: 'default' },
    { path: '/konto/account-loeschen/', name: 'accountDelete', guard: 'auth', layout: 'default' },
    { path: '/konto/neues-passwort/', name: 'accountNewPassword', guard: null, layout: 'default' },
    { path: '/konto/bestellung/123/', name: 'accountOrder', guard: 'auth', layout: 'default' },
    {
      path: '/konto/bestellung/reklamation/123/',
      name: 'accountOrderComplaint',
      guard: 'auth',
      layout: 'default',
    },
    { path: '/konto/meine-daten/', name: 'accountMyData', guard: 'auth', layout: 'default' },
    { path: '/konto/bestellungen/', name: 'accountOrders', guard: 'auth', layout: 'default' },
    {
      path: '/konto/persoenliche-daten/',
      name: 'accountPersonalData',
      guard: 'auth',
      layout: 'default',
    },
    { path: '/warenkorb/', name: 'basket', guard: null, layout: 'default' },
    { path: '/kasse/', name: 'checkout', guard: 'authCheckout', layout: 'checkout' },
    { path: '/kasse/login/', name: 'checkoutLogin', guard: null, layout: 'checkout' },
    { path: '/kontakt/', name: 'contact', guard: null, layout: 'default' },
    { path: '/documentation/a/b/', name: 'documentation', guard: null, layout: 'documentation' },
    { path: '/login/', name: 'login', guard: null, layout: 'default' },
    { path: '/p/kinderwagen-123/', name: 'product', guard: null, layout: 'default' },
    { path: '/suche/', name: 'search', guard: null, layout: 'default' },
    { path: '/danke/', name: 'thankYou', guard: null, layout: 'default' },
    { path: '/wunschliste/', name: 'wishlist', guard: null, layout: 'default' },
    { path: '/ratgeber/schlaf/', name: 'content', guard: null, layout: 'default' },
  ])('$path is the $name route', ({ path, name, guard, layout }) => {
    expect(matchRoute(path).route).toEqual({ name, pattern: expect.any(String), guard, layout });
  });

  test.each([
    { path: '/konto', prefixes: [], name: 'account', params: {} },
    {
      path: '/konto/bestellung/A-1',
      prefixes: [],
      name: 'accountOrder',
      params: { orderNumber: 'A-1' },
    },
    { path: '/documentation/', prefixes: [], name: 'documentation', params: { slug: '' } },
    { path: '/documentation/a/b/', prefixes: [], name: 'documentation', params: { slug: 'a/b' } },
    { path: '/p/m%C3%BCtze-1/', prefixes: [], name: 'product', params: { pdp: 'mütze-1' } },
    { path: '/p/%E0%A4%A/', prefixes: [], name: 'product', params: { pdp: '%E0%A4%A' } },
    { path: '/p/', prefixes: [], name: 'content', params: { slug: 'p' } },
    { path: '/p/a/b/', prefixes: [], name: 'content', params: { slug: 'p/a/b' } },
    { path: '/Konto/', prefixes: [], name: 'content', params: { slug: 'Konto' } },
    { path: '/', prefixes: [], name: 'content', params: { slug: '' } },
    { path: '', prefixes: [], name: 'content', params: { slug: '' } },
    { path: '/fr/konto/', prefixes: ['/fr'], name: 'account', params: {} },
    { path: '/FR/kasse/', prefixes: ['/fr/'], name: 'checkout', params: {} },
    { path: '/fr', prefixes: ['/fr'], name: 'content', params: { slug: '' } },
    { path: '/frische/', prefixes: ['/fr'], name: 'content', params: { slug: 'frische' } },
    { path: '/fr/konto/', prefixes: [''], name: 'content', params: { slug: 'fr/konto' } },
  ])('$path with prefixes $prefixes matches $name', ({ path, prefixes, name, params }) => {
    const match = matchRoute(path, prefixes);
    expect({ name: match.route.name, params: match.params }).toEqual({ name, params });
  });

  test('every route has a unique name and a German path with a trailing slash or splat', () => {
    expect(new Set(routes.map((route) => route.name)).size).toBe(routes.length);
    for (const route of routes) expect(route.pattern).toMatch(/^\/(?:.*\/)?(?:\*)?$/);
  });
});
