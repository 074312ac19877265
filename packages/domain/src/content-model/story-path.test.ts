import { describe, expect, test } from 'vitest';
import { storyFolder, storyFullSlug, storyPagePath, storySlugCandidates } from './story-path';

describe('story paths (spec §2 CMS paths: locale prefix, company prefix and kategorieseiten stripped; /home/ empty; root sent as _)', () => {
  test.each([
    { fullSlug: 'baby/de-ch/kategorieseiten/buggys', expected: 'buggys' },
    {
      fullSlug: 'baby/fr-be/les-inspirations/bien-dormir',
      expected: 'les-inspirations/bien-dormir',
    },
    { fullSlug: 'vital/de-de/home', expected: '' },
    { fullSlug: '/baby/nl-nl/magazin/', expected: 'magazin' },
    { fullSlug: 'de-de/baby/kategorieseiten/kinderwagen', expected: 'kinderwagen' },
    { fullSlug: 'kategorieseiten/buggys', expected: 'buggys' },
    { fullSlug: 'baby/impressum', expected: 'impressum' },
    { fullSlug: null, expected: '' },
  ])('$fullSlug is the shop path "$expected"', ({ fullSlug, expected }) => {
    expect(storyPagePath(fullSlug)).toBe(expected);
  });

  test.each([
    { path: '', expected: ['home'] },
    { path: '_', expected: ['home'] },
    { path: '/home/', expected: ['home'] },
    { path: undefined, expected: ['home'] },
    { path: '/Buggys/', expected: ['buggys', 'kategorieseiten/buggys'] },
    { path: 'kategorieseiten/buggys', expected: ['kategorieseiten/buggys'] },
    {
      path: 'ratgeber/sicher-schlafen',
      expected: ['ratgeber/sicher-schlafen', 'kategorieseiten/ratgeber/sicher-schlafen'],
    },
  ])('the path $path is looked up as $expected', ({ path, expected }) => {
    expect(storySlugCandidates(path)).toEqual(expected);
  });

  test('folders and full slugs are {company}/{locale}/…, lower-cased', () => {
    expect(storyFolder('baby', 'de-CH')).toBe('baby/de-ch');
    expect(storyFullSlug('Vital', 'de-AT', '/kategorieseiten/teppiche/')).toBe(
      'vital/de-at/kategorieseiten/teppiche',
    );
  });
});
