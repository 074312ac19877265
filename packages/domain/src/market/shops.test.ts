import { describe, expect, test } from 'vitest';
import { brandOfCompany, defaultShop, shops } from './shops';
import { companies, countryCodes } from './types';

describe('the demo shops (spec §1, §6, §9)', () => {
  test.each([
    { key: 'baby-de', country: 'DE', locales: ['de-DE'], currency: 'EUR' },
    { key: 'baby-at', country: 'AT', locales: ['de-AT'], currency: 'EUR' },
    { key: 'baby-ch', country: 'CH', locales: ['de-CH', 'fr-CH'], currency: 'CHF' },
    { key: 'baby-fr', country: 'FR', locales: ['fr-FR'], currency: 'EUR' },
    { key: 'baby-be', country: 'BE', locales: ['fr-BE', 'nl-BE'], currency: 'EUR' },
    { key: 'baby-nl', country: 'NL', locales: ['nl-NL'], currency: 'EUR' },
    { key: 'vital-de', country: 'DE', locales: ['de-DE'], currency: 'EUR' },
    { key: 'vital-at', country: 'AT', locales: ['de-AT'], currency: 'EUR' },
    { key: 'vital-ch', country: 'CH', locales: ['de-CH'], currency: 'CHF' },
  ])('$key sells in $country in $locales ($currency)', ({ key, country, locales, currency }) => {
    const shop = shops.find((candidate) => candidate.key === key);
    expect(shop?.country).toBe(country);
    expect(shop?.locales.map((l) => l.iso)).toEqual(locales);
    expect(shop?.locales.every((l) => l.currency === currency)).toBe(true);
  });

  test('the vitality shop in Switzerland has only de (iso de-CH, Deutsch, CHF) (§1)', () => {
    const shop = shops.find((candidate) => candidate.key === 'vital-ch');
    expect(shop?.locales).toEqual([
      { iso: 'de-CH', language: 'de', name: 'Deutsch', currency: 'CHF', pathPrefix: '' },
    ]);
  });

  test('ids, keys and host names are unique', () => {
    const ids = shops.map((shop) => shop.id);
    const hosts = shops.flatMap((shop) => [shop.hosts.production, shop.hosts.local]);
    expect(new Set(ids).size).toBe(shops.length);
    expect(new Set(shops.map((shop) => shop.key)).size).toBe(shops.length);
    expect(new Set(hosts).size).toBe(hosts.length);
    expect(shops.every((shop) => shop.hosts.local.endsWith('.localhost'))).toBe(true);
  });

  test('every shop has exactly one default (unprefixed) locale and prefixes are segments', () => {
    for (const shop of shops) {
      expect(shop.locales.filter((l) => l.pathPrefix === '')).toHaveLength(1);
      for (const l of shop.locales.filter((entry) => entry.pathPrefix !== '')) {
        expect(l.pathPrefix).toMatch(/^\/[a-z]{2}$/);
      }
    }
  });

  test('every company maps to one of the two brand configurations (§1)', () => {
    expect(companies.map((company) => brandOfCompany[company])).toEqual([
      'baby',
      'baby',
      'vitality',
      'vitality',
    ]);
  });

  test('the baby brand sells in all six countries, the vitality brand in DE, AT, CH', () => {
    const countriesOf = (brand: string) =>
      shops.filter((shop) => shop.brand === brand).map((shop) => shop.country);
    expect(countriesOf('baby')).toEqual([...countryCodes]);
    expect(countriesOf('vitality')).toEqual(['DE', 'AT', 'CH']);
  });

  test('a bare localhost serves the baby shop in Germany', () => {
    expect(defaultShop.key).toBe('baby-de');
  });
});

describe('per-country flags (spec §6, §9)', () => {
  const flag = (key: string) => shops.find((shop) => shop.key === key)?.flags;

  test('wishlist is on everywhere', () => {
    expect(shops.every((shop) => shop.flags.wishlist)).toBe(true);
  });

  test.each(shops.map((shop) => ({ key: shop.key, expected: shop.key === 'baby-de' })))(
    'payback only in the baby shop in Germany: $key -> $expected',
    ({ key, expected }) => {
      expect(flag(key)?.payback).toBe(expected);
    },
  );

  test.each(shops.map((shop) => ({ key: shop.key, expected: shop.country === 'DE' })))(
    'PayPal instalments only in Germany: $key -> $expected',
    ({ key, expected }) => {
      expect(flag(key)?.paypalInstallments).toBe(expected);
    },
  );

  test.each(
    shops.map((shop) => ({ key: shop.key, brand: shop.brand, expected: shop.brand === 'baby' })),
  )('faq on in the baby shop, off in vitality: $key -> $expected', ({ key, expected }) => {
    expect(flag(key)?.faq).toBe(expected);
  });

  test('the vitality shop has account orders and balance on, payback off', () => {
    for (const shop of shops.filter((candidate) => candidate.brand === 'vitality')) {
      expect(shop.flags).toMatchObject({
        accountOrders: true,
        accountBalance: true,
        payback: false,
      });
    }
  });

  test('cancelOrder and contact prefill are on, and checkout login opens on guest, in all markets', () => {
    for (const shop of shops) {
      expect(shop.flags).toMatchObject({
        cancelOrder: true,
        contactFormPrefill: true,
        checkoutLoginFirstView: 'guest',
      });
    }
  });

  test.each([
    { country: 'DE', timezone: 'Europe/Berlin' },
    { country: 'AT', timezone: 'Europe/Vienna' },
    { country: 'CH', timezone: 'Europe/Zurich' },
    { country: 'BE', timezone: 'Europe/Brussels' },
    { country: 'NL', timezone: 'Europe/Amsterdam' },
    { country: 'FR', timezone: 'Europe/Paris' },
  ])('shops in $country run on $timezone', ({ country, timezone }) => {
    for (const shop of shops.filter((candidate) => candidate.country === country)) {
      expect(shop.timezone).toBe(timezone);
      expect(() => new Intl.DateTimeFormat('de', { timeZone: shop.timezone })).not.toThrow();
    }
  });

  test('hotlines and the reset link exist for DE, AT and CH only (§9)', () => {
    for (const shop of shops) {
      const dach = ['DE', 'AT', 'CH'].includes(shop.country);
      expect(shop.hotline !== null).toBe(dach);
      expect(shop.passwordResetLink).toBe(dach ? 'konto/neues-passwort/?hash={hash}' : null);
    }
  });

  test('only the baby brand in Switzerland redirects the /de/ prefix (§2)', () => {
    expect(shops.filter((shop) => shop.redirectedLocalePrefix).map((shop) => shop.key)).toEqual([
      'baby-ch',
    ]);
  });
});
