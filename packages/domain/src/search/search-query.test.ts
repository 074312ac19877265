import { describe, expect, test } from 'vitest';
import { maxSearchQueryLength, searchQueryOf } from './search-query';

describe('the search text of a /suche/ URL (spec §2 search, issue 17)', () => {
  test.each([
    { query: '', expected: { kind: 'empty' } },
    { query: 'q=', expected: { kind: 'empty' } },
    { query: 'q=%20%20', expected: { kind: 'empty' } },
    { query: 'q=kinderwagen', expected: { kind: 'search', text: 'kinderwagen' } },
    { query: 'q=%20kinder%20%20wagen%0A', expected: { kind: 'search', text: 'kinder wagen' } },
    { query: 'q=a&q=b', expected: { kind: 'search', text: 'a' } },
    { query: 'q=%3Cscript%3E', expected: { kind: 'search', text: '<script>' } },
    { query: 'sort=name', expected: { kind: 'empty' } },
  ])('?$query is $expected', ({ query, expected }) => {
    expect(searchQueryOf(new URLSearchParams(query))).toEqual(expected);
  });

  test.each([
    { length: maxSearchQueryLength, kind: 'search' },
    { length: maxSearchQueryLength + 1, kind: 'tooLong' },
  ])('a text of $length characters is $kind', ({ length, kind }) => {
    expect(searchQueryOf(new URLSearchParams({ q: 'ä'.repeat(length) })).kind).toBe(kind);
  });

  test('characters count as code points: 200 emoji are not too long', () => {
    expect(searchQueryOf(new URLSearchParams({ q: '🍼'.repeat(200) })).kind).toBe('search');
  });
});
