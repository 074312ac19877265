import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { articleNumber, displayReferenceKey } from './reference-key';

describe('article number from a variant reference key (spec §3)', () => {
  test.each([
    { input: '123456_01', expected: '123456' },
    { input: '123456_01_x', expected: '123456' },
    { input: ' 123456_01 ', expected: '123456' },
    { input: ' 123456 _01', expected: '123456' },
    { input: '123456', expected: '123456' },
    { input: '_01', expected: '' },
    { input: '', expected: '' },
    { input: null, expected: '' },
    { input: undefined, expected: '' },
    { input: 123456, expected: '' },
  ])('$input -> "$expected"', ({ input, expected }) => {
    expect(articleNumber(input)).toBe(expected);
  });
});

describe('reference key display (spec §5)', () => {
  test.each([
    { input: '1234567', expected: '1234567' },
    { input: '12345678901', expected: '1234567' },
    { input: '000.123.4567', expected: '1234' },
    { input: '0012.345', expected: '12345' },
    { input: '1.2.3', expected: '123' },
    { input: '0000000123', expected: '0' },
    { input: '000', expected: '0' },
    { input: '...', expected: '' },
    { input: '', expected: '' },
    { input: ' 0042 ', expected: '42' },
    { input: '12😀45678', expected: '12😀4567' },
    { input: null, expected: '' },
    { input: 42, expected: '' },
  ])('$input -> "$expected"', ({ input, expected }) => {
    expect(displayReferenceKey(input)).toBe(expected);
  });

  test('never longer than 7 characters, never with a dot or a leading zero before a digit', () => {
    fc.assert(
      fc.property(fc.string(), (key) => {
        const shown = displayReferenceKey(key);
        expect(Array.from(shown).length).toBeLessThanOrEqual(7);
        expect(shown).not.toContain('.');
        expect(shown).not.toMatch(/^0./u);
      }),
    );
  });
});
