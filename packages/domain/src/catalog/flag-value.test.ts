import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { isFlagPresent, isFlagSet, readFlag } from './flag-value';

describe('attribute flags (spec §4 personalised, bulky, VPP, bundle)', () => {
  test.each([
    { input: true, expected: true },
    { input: 1, expected: true },
    { input: '1', expected: true },
    { input: 'true', expected: true },
    { input: ' TRUE ', expected: true },
    { input: 'Ja', expected: true },
    { input: 'j', expected: true },
    { input: 'yes', expected: true },
    { input: 'oui', expected: true },
    { input: 'X', expected: true },
    { input: 'on', expected: true },
    { input: '\uff11', expected: true },
    { input: false, expected: false },
    { input: 0, expected: false },
    { input: '0', expected: false },
    { input: 'false', expected: false },
    { input: 'Nein', expected: false },
    { input: 'non', expected: false },
    { input: 'nee', expected: false },
    { input: 'no', expected: false },
    { input: 'off', expected: false },
    { input: '', expected: false },
    { input: '  ', expected: false },
    { input: 2, expected: null },
    { input: -1, expected: null },
    { input: 0.5, expected: null },
    { input: Number.NaN, expected: null },
    { input: '1.0', expected: null },
    { input: 'Sperrgut', expected: null },
    { input: null, expected: null },
    { input: undefined, expected: null },
    { input: {}, expected: null },
    { input: ['1'], expected: null },
  ])('readFlag($input) is $expected', ({ input, expected }) => {
    expect(readFlag(input)).toBe(expected);
  });

  test.each([
    { input: '1', expected: true },
    { input: 'ja', expected: true },
    { input: 'Sperrgut', expected: false },
    { input: '0', expected: false },
    { input: undefined, expected: false },
  ])('isFlagSet($input) needs an explicit yes: $expected', ({ input, expected }) => {
    expect(isFlagSet(input)).toBe(expected);
  });

  test.each([
    { input: '1', expected: true },
    { input: 'Spedition', expected: true },
    { input: 'B-4711', expected: true },
    { input: 42, expected: true },
    { input: true, expected: true },
    { input: 0, expected: false },
    { input: Number.NaN, expected: false },
    { input: Number.POSITIVE_INFINITY, expected: false },
    { input: false, expected: false },
    { input: 'nein', expected: false },
    { input: '0', expected: false },
    { input: '', expected: false },
    { input: ' ', expected: false },
    { input: null, expected: false },
    { input: undefined, expected: false },
    { input: { value: 1 }, expected: false },
  ])('isFlagPresent($input) is $expected', ({ input, expected }) => {
    expect(isFlagPresent(input)).toBe(expected);
  });

  test('an explicit yes is always present, an explicit no never', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.integer(), fc.boolean()), (raw) => {
        if (readFlag(raw) === true) expect(isFlagPresent(raw)).toBe(true);
        if (readFlag(raw) === false) expect(isFlagPresent(raw)).toBe(false);
      }),
    );
  });
});
