import { describe, expect, test } from 'vitest';
import type { AdvancedAttributes } from '../entities/product';
import { engravingFields } from './engraving-fields';

const advanced = (key: string, value: unknown) => ({
  key,
  label: key,
  values: [{ fieldSet: [[{ value: value as string }]] }],
});

const attributes = (headline: unknown, length?: unknown): AdvancedAttributes => ({
  gravureHeadline: advanced('gravureHeadline', headline),
  ...(length === undefined ? {} : { gravureLength: advanced('gravureLength', length) }),
});

describe('engraving rows from gravureHeadline and gravureLength (spec §4, §9)', () => {
  test.each([
    {
      case: 'one row',
      input: attributes('Name des Kindes', 15),
      expected: { rows: [{ name: 'text1', label: 'Name des Kindes' }], maxLength: 15 },
    },
    {
      case: 'rows separated by pipe, length as text',
      input: attributes('Vorname|Geburtsdatum', '12'),
      expected: {
        rows: [
          { name: 'text1', label: 'Vorname' },
          { name: 'text2', label: 'Geburtsdatum' },
        ],
        maxLength: 12,
      },
    },
    {
      case: 'rows separated by semicolon and lines, blanks dropped',
      input: attributes(' Zeile 1 ;; Zeile 2\r\nZeile 3\n\n', ' 20 '),
      expected: {
        rows: [
          { name: 'text1', label: 'Zeile 1' },
          { name: 'text2', label: 'Zeile 2' },
          { name: 'text3', label: 'Zeile 3' },
        ],
        maxLength: 20,
      },
    },
    {
      case: 'a comma stays inside a label',
      input: attributes('Name, Vorname', 30),
      expected: { rows: [{ name: 'text1', label: 'Name, Vorname' }], maxLength: 30 },
    },
  ])('$case', ({ input, expected }) => {
    expect(engravingFields(input)).toEqual(expected);
  });

  test.each([
    { case: 'missing length', length: undefined },
    { case: 'zero length', length: 0 },
    { case: 'negative length', length: -5 },
    { case: 'fractional length', length: 12.5 },
    { case: 'NaN length', length: Number.NaN },
    { case: 'length as words', length: 'zwölf' },
    { case: 'length as decimal text', length: '12.5' },
    { case: 'empty length', length: '' },
    { case: 'null length', length: null },
    { case: 'absurdly long length', length: '99999999999999999999' },
  ])('no usable limit for $case', ({ length }) => {
    expect(engravingFields(attributes('Vorname', length))?.maxLength).toBeNull();
  });

  test.each([
    { case: 'no attributes', input: undefined },
    { case: 'null attributes', input: null },
    { case: 'no headline attribute', input: {} },
    { case: 'empty headline', input: attributes('') },
    { case: 'only separators', input: attributes(' ; | \n ') },
    { case: 'numeric headline', input: attributes(42) },
    { case: 'null headline', input: attributes(null) },
    {
      case: 'no values',
      input: { gravureHeadline: { key: 'gravureHeadline', label: '', values: [] } },
    },
    {
      case: 'empty field set',
      input: { gravureHeadline: { key: 'gravureHeadline', label: '', values: [{ fieldSet: [] }] } },
    },
    {
      case: 'empty first field group',
      input: {
        gravureHeadline: { key: 'gravureHeadline', label: '', values: [{ fieldSet: [[]] }] },
      },
    },
  ])('no engraving form for $case', ({ input }) => {
    expect(engravingFields(input as AdvancedAttributes | null | undefined)).toBeNull();
  });

  test('reads only the first value, first field set, first item', () => {
    const input: AdvancedAttributes = {
      gravureHeadline: {
        key: 'gravureHeadline',
        label: '',
        values: [
          { fieldSet: [[{ value: 'Erste' }, { value: 'Zweite' }], [{ value: 'Dritte' }]] },
          { fieldSet: [[{ value: 'Vierte' }]] },
        ],
      },
    };
    expect(engravingFields(input)?.rows).toEqual([{ name: 'text1', label: 'Erste' }]);
  });
});
