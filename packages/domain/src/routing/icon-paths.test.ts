import { describe, expect, test } from 'vitest';
import { iconPaths, siteIconRequest, siteIconSizes } from './icon-paths';

describe('favicon and touch icon paths (spec §2)', () => {
  test.each([
    {
      locale: 'de',
      sizes: [32, 180],
      expected: [
        { size: 32, href: '/icon-de-32x32.png' },
        { size: 180, href: '/icon-de-180x180.png' },
      ],
    },
    { locale: 'de-ch', sizes: [16], expected: [{ size: 16, href: '/icon-de-ch-16x16.png' }] },
    {
      locale: 'fr',
      sizes: [0, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY, 1e20, 32, 32],
      expected: [{ size: 32, href: '/icon-fr-32x32.png' }],
    },
    { locale: 'de', sizes: [], expected: [] },
    { locale: '', sizes: [32], expected: [] },
    { locale: '../etc', sizes: [32], expected: [] },
  ])('$locale with sizes $sizes', ({ locale, sizes, expected }) => {
    expect(iconPaths(locale, sizes)).toEqual(expected);
  });
});

describe('the icon a path asks for (spec §2: /icon-{locale}-{size}x{size}.png)', () => {
  test.each([
    { path: '/icon-de-32x32.png', expected: { locale: 'de', size: 32 } },
    { path: '/icon-de-ch-180x180.png', expected: { locale: 'de-ch', size: 180 } },
    { path: '/icon-nl-be-512x512.png', expected: { locale: 'nl-be', size: 512 } },
    { path: '/icon-de-33x33.png', expected: null },
    { path: '/icon-de-32x180.png', expected: null },
    { path: '/icon-de-032x032.png', expected: null },
    { path: '/icon-DE-32x32.png', expected: null },
    { path: '/icon-deu-32x32.png', expected: null },
    { path: '/icon-de-32x32.jpg', expected: null },
    { path: '/icon-de-32x32.png/', expected: null },
    { path: '/x/icon-de-32x32.png', expected: null },
    { path: '/icon-..-32x32.png', expected: null },
  ])('$path is $expected', ({ path, expected }) => {
    expect(siteIconRequest(path)).toEqual(expected);
  });

  test('every path iconPaths writes for the configured sizes is read back', () => {
    for (const { size, href } of iconPaths('fr-be', siteIconSizes)) {
      expect(siteIconRequest(href)).toEqual({ locale: 'fr-be', size });
    }
  });
});
