import { describe, expect, test } from 'vitest';
import type { Attributes } from '../entities';
import { attributeLabel, attributeLabels, attributeValues } from './attribute-values';
import { anAttribute, unsafe } from './test-fixtures';

const attributes: Attributes = {
  subbrand: anAttribute('subbrand', { label: ' Organic ', value: 'organic' }),
  size: anAttribute('size', [{ label: '62' }, { label: '' }, { label: '68/74' }]),
  empty: anAttribute('empty', []),
};

describe('attribute values (spec §3)', () => {
  test('a single value reads as a list of one', () => {
    expect(attributeValues(attributes, 'subbrand')).toEqual([
      { label: ' Organic ', value: 'organic' },
    ]);
  });

  test('a multi value keeps its order', () => {
    expect(attributeValues(attributes, 'size').map((value) => value.label)).toEqual([
      '62',
      '',
      '68/74',
    ]);
  });

  test.each([
    { input: 'missing attribute', attrs: attributes, key: 'farbe' },
    { input: 'empty list', attrs: attributes, key: 'empty' },
    { input: 'null attributes', attrs: null, key: 'size' },
    { input: 'undefined attributes', attrs: undefined, key: 'size' },
    {
      input: 'values null',
      attrs: unsafe<Attributes>({ x: { key: 'x', values: null } }),
      key: 'x',
    },
    {
      input: 'entries that are not objects',
      attrs: unsafe<Attributes>({ x: { key: 'x', values: [null, 'a', 3] } }),
      key: 'x',
    },
  ])('no values for $input', ({ attrs, key }) => {
    expect(attributeValues(attrs, key)).toEqual([]);
  });

  test.each([
    { input: 'subbrand', expected: 'Organic' },
    { input: 'size', expected: '62' },
    { input: 'empty', expected: null },
    { input: 'farbe', expected: null },
  ])('first label of $input is $expected', ({ input, expected }) => {
    expect(attributeLabel(attributes, input)).toBe(expected);
  });

  test('labels are trimmed and blank or non-text labels left out', () => {
    const odd = unsafe<Attributes>({
      x: { key: 'x', values: [{ label: '  ' }, { label: 7 }, { label: 'Grün\u00a0' }] },
    });
    expect(attributeLabels(attributes, 'size')).toEqual(['62', '68/74']);
    expect(attributeLabels(odd, 'x')).toEqual(['Grün']);
  });
});
