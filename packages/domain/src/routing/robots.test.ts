import { describe, expect, test } from 'vitest';
import { listingFilterNames, robotsForQuery } from './robots';

describe('noindex for filtered pages (spec §2)', () => {
  test.each([
    { search: '?color=blau', expected: 'noindex,follow' },
    { search: '?page=2&size=3', expected: 'noindex,follow' },
    { search: '?brand=', expected: 'noindex,follow' },
    { search: '?sale', expected: 'noindex,follow' },
    { search: 'availability=1', expected: 'noindex,follow' },
    { search: '?page=2', expected: null },
    { search: '?Brand=x', expected: null },
    { search: '?q=color', expected: null },
    { search: '', expected: null },
    { search: null, expected: null },
  ])('$search gives $expected', ({ search, expected }) => {
    expect(robotsForQuery(search)).toBe(expected);
  });

  test('every listing filter name triggers noindex', () => {
    for (const name of listingFilterNames) {
      expect(robotsForQuery(`?${name}=x`)).toBe('noindex,follow');
    }
  });

  test.each([
    { search: '?farbe=rot', expected: 'noindex,follow' },
    { search: '?color=rot', expected: null },
  ])('with a custom whitelist, $search gives $expected', ({ search, expected }) => {
    expect(robotsForQuery(search, ['farbe'])).toBe(expected);
  });
});
