import { describe, expect, test } from 'vitest';
import { routePath } from './route-path';
import { matchRoute } from './route-table';

describe('route addresses (spec §2: German paths with a trailing slash, behind the locale prefix)', () => {
  test.each([
    { name: 'basket', prefix: '', path: '/warenkorb/' },
    { name: 'basket', prefix: '/fr', path: '/fr/warenkorb/' },
    { name: 'wishlist', prefix: '/nl', path: '/nl/wunschliste/' },
    { name: 'search', prefix: '/fr/', path: '/fr/suche/' },
    { name: 'account', prefix: '', path: '/konto/' },
    { name: 'checkoutLogin', prefix: '', path: '/kasse/login/' },
  ] as const)('$name in "$prefix" is $path', ({ name, prefix, path }) => {
    expect(routePath(name, prefix)).toBe(path);
  });

  test('parameters are filled in and encoded; the address matches its route again', () => {
    const path = routePath('accountOrder', '/fr', { orderNumber: 'A 1' });
    expect(path).toBe('/fr/konto/bestellung/A%201/');
    expect(matchRoute(path, ['/fr'])).toMatchObject({
      route: { name: 'accountOrder' },
      params: { orderNumber: 'A 1' },
    });
    expect(routePath('documentation', '', { slug: 'kinderwagen/aufbau' })).toBe(
      '/documentation/kinderwagen/aufbau/',
    );
    expect(routePath('documentation')).toBe('/documentation/');
  });

  test('a missing parameter is a programming error', () => {
    expect(() => routePath('product')).toThrow(/pdp/);
  });
});
