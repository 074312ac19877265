import { describe, expect, test } from 'vitest';
import type { EngravingFields } from './engraving-fields';
import { type EngravingDecision, engravingDecision, hasEngraving } from './engraving-text';

interface DecisionCase {
  readonly case: string;
  readonly input: Readonly<Record<string, unknown>> | null;
  readonly expected: EngravingDecision;
}

const twoRows: EngravingFields = {
  rows: [
    { name: 'text1', label: 'Vorname' },
    { name: 'text2', label: 'Datum' },
  ],
  maxLength: 10,
};

describe('"ohne" means no engraving (spec §4)', () => {
  test.each([
    { input: { text1: 'Mia' }, expected: true },
    { input: { text1: 'ohne' }, expected: false },
    { input: { text1: 'OHNE' }, expected: false },
    { input: { text1: '  Ohne \t' }, expected: false },
    { input: { text1: 'ohne', text2: '01.02.2024' }, expected: false },
    { input: { text1: 'ohne Text' }, expected: true },
    { input: { text1: 'oh ne' }, expected: true },
    { input: { text1: '' }, expected: false },
    { input: { text1: '   ' }, expected: false },
    { input: { text1: '', text2: 'Mia' }, expected: true },
    { input: { text1: 42 }, expected: false },
    { input: {}, expected: false },
    { input: null, expected: false },
    { input: undefined, expected: false },
  ])('$input → $expected', ({ input, expected }) => {
    expect(hasEngraving(input)).toBe(expected);
  });
});

describe('engraving input decision (spec §4, §9 gravureLength)', () => {
  test.each<DecisionCase>([
    {
      case: 'two rows within the limit',
      input: { text1: 'Mia', text2: '01.02.2024' },
      expected: { kind: 'engraving', customText: { text1: 'Mia', text2: '01.02.2024' } },
    },
    {
      case: 'a missing row is empty',
      input: { text1: 'Mia' },
      expected: { kind: 'engraving', customText: { text1: 'Mia', text2: '' } },
    },
    {
      case: 'rows the product does not have are dropped',
      input: { text1: 'Mia', text2: '', text3: 'extra', constructor: 'x' },
      expected: { kind: 'engraving', customText: { text1: 'Mia', text2: '' } },
    },
    {
      case: 'whitespace and control characters are cleaned',
      input: { text1: '  Mi\u0000a\n ', text2: '\t' },
      expected: { kind: 'engraving', customText: { text1: 'Mi a', text2: '' } },
    },
    {
      case: 'exactly the limit',
      input: { text1: 'Maximilian' },
      expected: { kind: 'engraving', customText: { text1: 'Maximilian', text2: '' } },
    },
    {
      case: 'combining characters count once after NFC',
      input: { text1: 'Ju\u0308rgen Mü' },
      expected: { kind: 'engraving', customText: { text1: 'Jürgen Mü', text2: '' } },
    },
    {
      case: 'an emoji counts as one character',
      input: { text1: '🙂🙂🙂🙂🙂🙂🙂🙂🙂🙂' },
      expected: { kind: 'engraving', customText: { text1: '🙂🙂🙂🙂🙂🙂🙂🙂🙂🙂', text2: '' } },
    },
    {
      case: 'one row too long',
      input: { text1: 'Maximiliane', text2: 'ok' },
      expected: {
        kind: 'invalid',
        errors: [{ row: 'text1', message: 'engraving.tooLong', values: { max: 10 } }],
      },
    },
    {
      case: 'both rows too long',
      input: { text1: 'Maximiliane', text2: '01.02.20245' },
      expected: {
        kind: 'invalid',
        errors: [
          { row: 'text1', message: 'engraving.tooLong', values: { max: 10 } },
          { row: 'text2', message: 'engraving.tooLong', values: { max: 10 } },
        ],
      },
    },
    {
      case: '"ohne" in text1',
      input: { text1: ' OHNE ', text2: 'Mia' },
      expected: { kind: 'none' },
    },
    { case: 'all rows empty', input: { text1: '', text2: ' ' }, expected: { kind: 'none' } },
    { case: 'no input', input: null, expected: { kind: 'none' } },
    { case: 'only unknown rows', input: { text9: 'Mia' }, expected: { kind: 'none' } },
  ])('$case', ({ input, expected }) => {
    expect(engravingDecision(input, twoRows)).toEqual(expected);
  });

  test('without a length limit any length is accepted', () => {
    const unlimited: EngravingFields = { ...twoRows, maxLength: null };
    expect(engravingDecision({ text1: 'x'.repeat(500) }, unlimited)).toEqual({
      kind: 'engraving',
      customText: { text1: 'x'.repeat(500), text2: '' },
    });
  });

  test('a product without engraving rows never engraves', () => {
    expect(engravingDecision({ text1: 'Mia' }, null)).toEqual({ kind: 'none' });
  });
});
