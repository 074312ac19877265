import { describe, expect, test } from 'vitest';
import { isGuidePage } from './guide-page';

describe('blog and guide pages (spec §2 CMS paths)', () => {
  test.each([
    { slug: 'ratgeber/schlaf', expected: true },
    { slug: 'fr/les-inspirations/chambre', expected: true },
    { slug: 'magazin', expected: true },
    { slug: 'Magazin/Neu', expected: true },
    { slug: 'magazine', expected: true },
    { slug: 'kinderwagen', expected: false },
    { slug: 'les inspirations', expected: false },
    { slug: '', expected: false },
    { slug: null, expected: false },
    { slug: undefined, expected: false },
  ])('$slug is a guide page: $expected', ({ slug, expected }) => {
    expect(isGuidePage(slug)).toBe(expected);
  });
});
