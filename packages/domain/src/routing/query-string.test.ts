import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { queryEntries, queryValue, searchSuffix } from './query-string';

describe('query string reading (spec §2 query commands)', () => {
  test.each([
    {
      search: '?a=1&b=2',
      expected: [
        { name: 'a', value: '1' },
        { name: 'b', value: '2' },
      ],
    },
    { search: 'a=1', expected: [{ name: 'a', value: '1' }] },
    { search: '?voucher=SUMMER+24', expected: [{ name: 'voucher', value: 'SUMMER 24' }] },
    { search: '?v=%E2%82%AC', expected: [{ name: 'v', value: '€' }] },
    { search: '?v=%E0%A4%A', expected: [{ name: 'v', value: '%E0%A4%A' }] },
    { search: '?scrid', expected: [{ name: 'scrid', value: '' }] },
    { search: '?a=1=2', expected: [{ name: 'a', value: '1=2' }] },
    { search: '?=x&&a=1&', expected: [{ name: 'a', value: '1' }] },
    { search: '?a=1#fragment', expected: [{ name: 'a', value: '1' }] },
    { search: '?', expected: [] },
    { search: '', expected: [] },
    { search: null, expected: [] },
    { search: undefined, expected: [] },
  ])('reads $search as name/value pairs', ({ search, expected }) => {
    expect(queryEntries(search)).toEqual(expected);
  });

  test.each([
    { search: '?redirect=goodbye', name: 'redirect', expected: 'goodbye' },
    { search: '?redirect=first&redirect=second', name: 'redirect', expected: 'first' },
    { search: '?redirect', name: 'redirect', expected: '' },
    { search: '?other=1', name: 'redirect', expected: null },
    { search: null, name: 'redirect', expected: null },
  ])('takes the first value of $name from $search', ({ search, name, expected }) => {
    expect(queryValue(search, name)).toBe(expected);
  });

  test.each([
    { search: '?a=1', expected: '?a=1' },
    { search: 'a=1', expected: '?a=1' },
    { search: '?', expected: '' },
    { search: '', expected: '' },
    { search: undefined, expected: '' },
    { search: '?a=1#x', expected: '?a=1' },
  ])('keeps $search behind a path as $expected', ({ search, expected }) => {
    expect(searchSuffix(search)).toBe(expected);
  });

  test('any text reads without throwing and yields only named pairs', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (search) => {
        expect(queryEntries(search).every((entry) => entry.name !== '')).toBe(true);
      }),
    );
  });
});
