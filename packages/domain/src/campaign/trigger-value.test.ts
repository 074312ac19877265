import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { foldTriggerValue, splitTriggerValue } from './trigger-value';

describe('folding a trigger value (spec §3 Campaign/trigger)', () => {
  test.each([
    { input: 'Nido', expected: 'nido' },
    { input: '  Nido  ', expected: 'nido' },
    { input: 'Baby\u00A0 \tAusstattung', expected: 'baby ausstattung' },
    { input: 'Kinder\u00ADwa\u200Bgen', expected: 'kinderwagen' },
    { input: 'Straße', expected: 'strasse' },
    { input: 'STRASSE', expected: 'strasse' },
    { input: 'GROẞ', expected: 'gross' },
    { input: 'Ｎｉｄｏ', expected: 'nido' },
    { input: 'Pﬂege', expected: 'pflege' },
    { input: 'Mu\u0308sli', expected: 'müsli' },
    { input: '', expected: '' },
    { input: ' \u200B ', expected: '' },
    { input: 12345, expected: '12345' },
    { input: Number.NaN, expected: '' },
    { input: Number.POSITIVE_INFINITY, expected: '' },
    { input: undefined, expected: '' },
    { input: null, expected: '' },
    { input: { toString: () => 'x' }, expected: '' },
  ])('folds $input to "$expected"', ({ input, expected }) => {
    expect(foldTriggerValue(input)).toBe(expected);
  });

  test('folding is idempotent for any text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (text) => {
        const once = foldTriggerValue(text);
        expect(foldTriggerValue(once)).toBe(once);
      }),
    );
  });

  test('a folded value has no surrounding or doubled whitespace', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => {
        const folded = foldTriggerValue(text);
        expect(folded).toBe(folded.trim());
        expect(folded).not.toMatch(/\s\s/u);
      }),
    );
  });
});

describe('splitting a comma-separated trigger value (spec §3 Campaign/trigger)', () => {
  test.each([
    { input: 'Nido,Lumi', expected: ['nido', 'lumi'] },
    { input: ' Nido, ,nido ,Lumi,', expected: ['nido', 'lumi'] },
    { input: ',,,', expected: [] },
    { input: 'Nido，Lumi', expected: ['nido', 'lumi'] },
    { input: '', expected: [] },
    { input: '4711', expected: ['4711'] },
    { input: 4711, expected: ['4711'] },
    { input: Number.NaN, expected: [] },
    { input: true, expected: ['true'] },
    { input: false, expected: ['false'] },
    { input: null, expected: [] },
    { input: undefined, expected: [] },
    { input: ['a', 'b'], expected: [] },
  ])('splits $input into $expected', ({ input, expected }) => {
    expect(splitTriggerValue(input)).toEqual(expected);
  });

  test('entries are never empty, never repeated and re-splitting their join changes nothing', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (text) => {
        const entries = splitTriggerValue(text);
        expect(entries.every((entry) => entry !== '')).toBe(true);
        expect(new Set(entries).size).toBe(entries.length);
        expect(splitTriggerValue(entries.join(','))).toEqual(entries);
      }),
    );
  });
});
