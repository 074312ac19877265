import { describe, expect, test } from 'vitest';
import {
  defaultLocale,
  localeByPath,
  normaliseHost,
  resolveShop,
  shopByHost,
} from './resolve-shop';
import { shops } from './shops';
import type { Shop } from './types';

const shop = (key: string) => shops.find((candidate) => candidate.key === key) as Shop;

describe('normalising a Host header (spec §1 markets, DESIGN.md step 1)', () => {
  test.each([
    { host: 'DE.Nido.Localhost:3000', expected: 'de.nido.localhost' },
    { host: 'de.nido.example.', expected: 'de.nido.example' },
    { host: '  de.nido.example  ', expected: 'de.nido.example' },
    { host: '[::1]:3000', expected: '[::1]' },
    { host: '', expected: '' },
    { host: null, expected: '' },
    { host: undefined, expected: '' },
    { host: ':3000', expected: '' },
  ])('$host -> "$expected"', ({ host, expected }) => {
    expect(normaliseHost(host)).toBe(expected);
  });
});

describe('resolving the shop and locale of a request (spec §1, §2 locale prefixes; DESIGN.md step 1)', () => {
  test.each([
    { host: 'de.nido.example', path: '/', key: 'baby-de', iso: 'de-DE', rest: '/' },
    {
      host: 'de.nido.localhost:3000',
      path: '/suche/',
      key: 'baby-de',
      iso: 'de-DE',
      rest: '/suche/',
    },
    {
      host: 'ch.nido.localhost',
      path: '/fr/suche/',
      key: 'baby-ch',
      iso: 'fr-CH',
      rest: '/suche/',
    },
    { host: 'ch.nido.localhost', path: '/fr', key: 'baby-ch', iso: 'fr-CH', rest: '/' },
    {
      host: 'ch.nido.localhost',
      path: '/FR/p/x-1/',
      key: 'baby-ch',
      iso: 'fr-CH',
      rest: '/p/x-1/',
    },
    {
      host: 'ch.nido.localhost',
      path: '/frische-ideen/',
      key: 'baby-ch',
      iso: 'de-CH',
      rest: '/frische-ideen/',
    },
    {
      host: 'ch.nido.localhost',
      path: '/de/kontakt/',
      key: 'baby-ch',
      iso: 'de-CH',
      rest: '/de/kontakt/',
    },
    {
      host: 'be.nido.localhost',
      path: '/nl/zoeken/',
      key: 'baby-be',
      iso: 'nl-BE',
      rest: '/zoeken/',
    },
    { host: 'be.nido.localhost', path: '/', key: 'baby-be', iso: 'fr-BE', rest: '/' },
    { host: 'ch.vitalia.example', path: '/fr/', key: 'vital-ch', iso: 'de-CH', rest: '/fr/' },
    { host: 'localhost:3000', path: '/', key: 'baby-de', iso: 'de-DE', rest: '/' },
    { host: '127.0.0.1', path: 'warenkorb/', key: 'baby-de', iso: 'de-DE', rest: '/warenkorb/' },
    { host: 'ch.nido.localhost', path: '', key: 'baby-ch', iso: 'de-CH', rest: '/' },
    { host: 'ch.nido.localhost', path: 'fr', key: 'baby-ch', iso: 'fr-CH', rest: '/' },
    {
      host: 'ch.nido.localhost',
      path: '/fr//suche/',
      key: 'baby-ch',
      iso: 'fr-CH',
      rest: '/suche/',
    },
    {
      host: 'ch.nido.localhost',
      path: '//evil.example/x/',
      key: 'baby-ch',
      iso: 'de-CH',
      rest: '/evil.example/x/',
    },
    { host: 'ch.nido.localhost', path: '/%66r/x/', key: 'baby-ch', iso: 'de-CH', rest: '/%66r/x/' },
    {
      host: 'de.nido.localhost',
      path: '/nl/zoeken/',
      key: 'baby-de',
      iso: 'de-DE',
      rest: '/nl/zoeken/',
    },
    { host: 'DE.NIDO.EXAMPLE:443', path: '/', key: 'baby-de', iso: 'de-DE', rest: '/' },
  ])('$host $path -> $key $iso $rest', ({ host, path, key, iso, rest }) => {
    const resolved = resolveShop(host, path);
    expect(resolved?.shop.key).toBe(key);
    expect(resolved?.locale.iso).toBe(iso);
    expect(resolved?.path).toBe(rest);
  });

  test.each([
    'evil.example',
    '',
    'nido.localhost',
    'de.nido.example.evil.example',
    'de.nido.example..',
    'de.nido.example\u200b',
    'ｄｅ.nido.example',
    'de.nido.example, evil.example',
    'evil.example@de.nido.example',
  ])('a host of no shop (%s) resolves to null', (host) => {
    expect(resolveShop(host, '/')).toBeNull();
    expect(shopByHost(host)).toBeNull();
  });

  test('every shop is reachable on its production and its local host', () => {
    for (const candidate of shops) {
      expect(shopByHost(candidate.hosts.production)).toBe(candidate);
      expect(shopByHost(candidate.hosts.local)).toBe(candidate);
    }
  });

  test('every locale of every shop is reachable through its prefix', () => {
    for (const candidate of shops) {
      for (const l of candidate.locales) {
        expect(localeByPath(candidate, `${l.pathPrefix}/kontakt/`)).toEqual({
          locale: l,
          path: '/kontakt/',
        });
      }
    }
  });

  test('the default locale is the unprefixed one', () => {
    expect(defaultLocale(shop('baby-be')).iso).toBe('fr-BE');
    const withoutDefault: Shop = {
      ...shop('baby-ch'),
      locales: [{ ...shop('baby-ch').locales[1], pathPrefix: '/fr' } as Shop['locales'][0]],
    };
    expect(defaultLocale(withoutDefault).iso).toBe('fr-CH');
  });
});
