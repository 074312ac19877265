import { describe, expect, test } from 'vitest';
import { shopByKey } from '../market/lookup';
import { regionalRedirectPath } from './regional-redirect';

describe('Swiss /de/ strip (spec §2 routing rules)', () => {
  test.each([
    { pathname: '/de/kinderwagen/', prefix: '/de', expected: '/kinderwagen/' },
    { pathname: '/de/', prefix: '/de', expected: '/' },
    { pathname: '/de', prefix: '/de', expected: '/' },
    { pathname: '/de/konto/bestellungen/', prefix: '/de/', expected: '/konto/bestellungen/' },
    { pathname: '/de//evil.example/x/', prefix: '/de', expected: '/evil.example/x/' },
    { pathname: '/de/\\evil.example/x/', prefix: '/de', expected: '/evil.example/x/' },
    { pathname: '/deko/', prefix: '/de', expected: null },
    { pathname: '/DE/kinderwagen/', prefix: '/de', expected: null },
    { pathname: '/fr/kinderwagen/', prefix: '/de', expected: null },
    { pathname: '/de/kinderwagen/', prefix: null, expected: null },
    { pathname: '/de/kinderwagen/', prefix: '', expected: null },
    { pathname: '/de/kinderwagen/', prefix: 'de', expected: null },
  ])('$pathname with prefix $prefix goes to $expected', ({ pathname, prefix, expected }) => {
    expect(regionalRedirectPath(pathname, { redirectedLocalePrefix: prefix })).toBe(expected);
  });

  test('only the shop configured with the prefix strips it', () => {
    const swissBaby = shopByKey('baby-ch');
    const germanBaby = shopByKey('baby-de');
    expect(swissBaby && regionalRedirectPath('/de/x/', swissBaby)).toBe('/x/');
    expect(germanBaby && regionalRedirectPath('/de/x/', germanBaby)).toBeNull();
  });
});
