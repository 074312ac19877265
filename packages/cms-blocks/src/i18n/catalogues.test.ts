import { describe, expect, test } from 'vitest';
import { cmsTranslate } from './cms-text';
import { de } from './de';
import { fr } from './fr';
import { nl } from './nl';

type Tree = { readonly [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string'
      ? [[`${prefix}${key}`, value] as [string, string]]
      : leaves(value, `${prefix}${key}.`),
  );
}

const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]).sort();

describe('the block library texts are complete in de, fr and nl (house rule: no text in one language)', () => {
  const master = new Map(leaves(de));
  test.each([
    { language: 'fr', catalogue: fr },
    { language: 'nl', catalogue: nl },
  ])('$language has every German key, non-empty, with the same placeholders', ({ catalogue }) => {
    const entries = new Map(leaves(catalogue));
    expect([...entries.keys()].sort()).toEqual([...master.keys()].sort());
    for (const [key, text] of entries) {
      expect(text.trim(), key).not.toBe('');
      expect(placeholders(text), key).toEqual(placeholders(master.get(key) ?? ''));
    }
  });

  test('plurals follow the language and placeholders are filled', () => {
    expect(cmsTranslate('fr')('listing.results', { count: 1 })).toBe('1 article');
    expect(cmsTranslate('nl')('listing.results', { count: 3 })).toBe('3 artikelen');
    expect(cmsTranslate('de')('unknownComponent', { name: 'quiz' })).toContain('„quiz“');
  });
});
