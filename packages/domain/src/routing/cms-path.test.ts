import { describe, expect, test } from 'vitest';
import { cmsContentSlug, cmsPagePath, normaliseCmsPath } from './cms-path';

describe('CMS path normalisation (spec §2 CMS paths)', () => {
  test.each([
    { fullSlug: 'de-ch/baby/kategorieseiten/kinderwagen/', expected: 'kinderwagen' },
    { fullSlug: '/de-de/vital/home/', expected: '' },
    { fullSlug: 'de-de/home', expected: '' },
    { fullSlug: 'home', expected: '' },
    { fullSlug: 'fr-be/bm/ratgeber/schlaf', expected: 'ratgeber/schlaf' },
    { fullSlug: 'mh/kategorieseiten/betten', expected: 'betten' },
    { fullSlug: 'kategorieseiten/betten', expected: 'betten' },
    { fullSlug: 'DE-DE/BABY/Kinderwagen', expected: 'Kinderwagen' },
    { fullSlug: 'de-de/baby/home/sub', expected: 'home/sub' },
    { fullSlug: 'de-de/babyshop/x', expected: 'babyshop/x' },
    { fullSlug: 'de/baby/x', expected: 'de/baby/x' },
    { fullSlug: 'de-de//baby///x//', expected: 'x' },
    { fullSlug: 'de-de/baby/x?_storyblok=1', expected: 'x' },
    { fullSlug: '', expected: '' },
    { fullSlug: null, expected: '' },
    { fullSlug: undefined, expected: '' },
  ])('$fullSlug becomes $expected', ({ fullSlug, expected }) => {
    expect(normaliseCmsPath(fullSlug)).toBe(expected);
  });

  test.each([
    { fullSlug: 'de-ch/baby/kategorieseiten/kinderwagen/buggys', expected: '/kinderwagen/buggys/' },
    { fullSlug: 'de-de/vital/home/', expected: '/' },
    { fullSlug: null, expected: '/' },
  ])('links $fullSlug as $expected', ({ fullSlug, expected }) => {
    expect(cmsPagePath(fullSlug)).toBe(expected);
  });

  test.each([
    { path: '', expected: '_' },
    { path: '/', expected: '_' },
    { path: null, expected: '_' },
    { path: '/ratgeber/', expected: 'ratgeber' },
    { path: 'ratgeber/schlaf', expected: 'ratgeber/schlaf' },
  ])('sends $path to the content call as $expected', ({ path, expected }) => {
    expect(cmsContentSlug(path)).toBe(expected);
  });
});
