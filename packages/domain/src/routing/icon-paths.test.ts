import { describe, expect, test } from 'vitest';
import { iconPaths } from './icon-paths';

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
