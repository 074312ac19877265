import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { seoSlug } from './seo-slug';

describe('SEO slug builder (spec §2 product links)', () => {
  test.each([
    {
      parts: ['Kinderwagen Größe 2, blau', '1234567'],
      expected: 'kinderwagen-groesse-2--blau-1234567',
    },
    { parts: ['ÄÖÜ ẞ'], expected: 'aeoeue-ss' },
    { parts: ['a/b,c'], expected: 'a-b-c' },
    { parts: ['Tab\tNew\nLine'], expected: 'tab-new-line' },
    { parts: ['Bär™ & Co.'], expected: 'baer--co' },
    { parts: ['U\u0308ber'], expected: 'ueber' },
    { parts: ['Crème brûlée'], expected: 'creme-brulee' },
    { parts: ['Cœur de lion', 'Æther'], expected: 'coeur-de-lion-aether' },
    { parts: ['İstanbul'], expected: 'istanbul' },
    { parts: ['Emoji 👶 Set'], expected: 'emoji--set' },
    { parts: ['日本'], expected: '' },
    { parts: ['  Kombi  ', '', null, undefined, '  ', '42'], expected: 'kombi-42' },
    { parts: [], expected: '' },
  ])('builds $expected from $parts', ({ parts, expected }) => {
    expect(seoSlug(parts)).toBe(expected);
  });

  test('a slug holds only a-z, 0-9 and hyphens', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ unit: 'grapheme' })), (parts) => {
        expect(seoSlug(parts)).toMatch(/^[a-z0-9-]*$/);
      }),
    );
  });

  test('slugging a slug changes nothing', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ unit: 'grapheme' })), (parts) => {
        const slug = seoSlug(parts);
        expect(seoSlug([slug])).toBe(slug);
      }),
    );
  });
});
