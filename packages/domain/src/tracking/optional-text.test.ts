import { describe, expect, test } from 'vitest';
import { optionalText, withoutUndefined } from './optional-text';

describe('optional tracking text: empty fields are left out of events (spec §4 tracking)', () => {
  test.each([
    { input: 'Kiddo', expected: 'Kiddo' },
    { input: '  Kiddo ', expected: 'Kiddo' },
    { input: 4711, expected: '4711' },
    { input: '', expected: undefined },
    { input: ' \n ', expected: undefined },
    { input: null, expected: undefined },
    { input: undefined, expected: undefined },
    { input: Number.NaN, expected: undefined },
    { input: {}, expected: undefined },
  ])('reads $input as $expected', ({ input, expected }) => {
    expect(optionalText(input)).toBe(expected);
  });

  test('drops undefined fields and keeps null, 0, false and empty text', () => {
    expect(Object.keys(withoutUndefined({ a: undefined, b: null, c: 0, d: false, e: '' }))).toEqual(
      ['b', 'c', 'd', 'e'],
    );
  });
});
