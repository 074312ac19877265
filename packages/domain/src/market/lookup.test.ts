import { describe, expect, test } from 'vitest';
import {
  brandConfigurationOf,
  cmsLocaleKey,
  localePathPrefixes,
  passwordResetUrl,
  shopBaseUrl,
  shopById,
  shopByKey,
  shopsOfBrand,
  sisterShop,
} from './lookup';
import { shops } from './shops';
import type { Shop } from './types';

const shop = (key: string) => shopByKey(key) as Shop;

describe('shop look-ups', () => {
  test('by id and key, null for unknown ones', () => {
    expect(shopById(12)?.key).toBe('baby-ch');
    expect(shopById(-1)).toBeNull();
    expect(shopById(Number.NaN)).toBeNull();
    expect(shopByKey('vital-at')?.id).toBe(21);
    expect(shopByKey('')).toBeNull();
  });

  test('shops of a brand and the sister shop in another country', () => {
    expect(shopsOfBrand('vitality').map((s) => s.key)).toEqual([
      'vital-de',
      'vital-at',
      'vital-ch',
    ]);
    expect(sisterShop(shop('vital-de'), 'CH')?.key).toBe('vital-ch');
    expect(sisterShop(shop('vital-de'), 'FR')).toBeNull();
    expect(sisterShop(shop('baby-de'), 'NL')?.key).toBe('baby-nl');
  });

  test.each([
    { company: 'baby', brand: 'baby' },
    { company: 'bm', brand: 'baby' },
    { company: 'mh', brand: 'vitality' },
    { company: 'vital', brand: 'vitality' },
  ] as const)('company $company runs the $brand configuration', ({ company, brand }) => {
    expect(brandConfigurationOf(company)).toBe(brand);
  });

  test('the CMS keys a layout by the lower-cased iso (§3 Site layout)', () => {
    expect(cmsLocaleKey({ iso: 'de-CH' })).toBe('de-ch');
  });
});

describe('shop URLs', () => {
  test.each([
    {
      key: 'baby-de',
      prefix: '',
      kind: 'production',
      port: undefined,
      expected: 'https://de.nido.example',
    },
    {
      key: 'baby-ch',
      prefix: '/fr',
      kind: 'production',
      port: undefined,
      expected: 'https://ch.nido.example/fr',
    },
    {
      key: 'baby-be',
      prefix: '/nl',
      kind: 'local',
      port: 3000,
      expected: 'http://be.nido.localhost:3000/nl',
    },
    {
      key: 'vital-de',
      prefix: '',
      kind: 'local',
      port: undefined,
      expected: 'http://de.vitalia.localhost',
    },
  ] as const)('$key $prefix on $kind -> $expected', ({ key, prefix, kind, port, expected }) => {
    expect(shopBaseUrl(shop(key), { pathPrefix: prefix }, kind, port)).toBe(expected);
  });

  test('the reset link is konto/neues-passwort/?hash={hash} (§9), hash encoded', () => {
    expect(passwordResetUrl(shop('baby-at'), { pathPrefix: '' }, 'ab12', 'production')).toBe(
      'https://at.nido.example/konto/neues-passwort/?hash=ab12',
    );
    expect(passwordResetUrl(shop('baby-ch'), { pathPrefix: '/fr' }, 'a b&c', 'local', 3000)).toBe(
      'http://ch.nido.localhost:3000/fr/konto/neues-passwort/?hash=a%20b%26c',
    );
  });

  test('shops without a reset link of their own still get a working one', () => {
    for (const candidate of shops.filter((s) => s.passwordResetLink === null)) {
      expect(passwordResetUrl(candidate, candidate.locales[0], 'h', 'production')).toMatch(
        /^https:\/\/[a-z.]+\/konto\/neues-passwort\/\?hash=h$/,
      );
    }
  });
});

describe('locale path prefixes', () => {
  test('are the non-default prefixes of all shops, once each, without slashes', () => {
    expect(localePathPrefixes()).toEqual(['fr', 'nl']);
    expect(localePathPrefixes([])).toEqual([]);
  });
});
