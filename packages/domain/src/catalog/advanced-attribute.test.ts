import { describe, expect, test } from 'vitest';
import type { AdvancedAttributes } from '../entities';
import { advancedAttributeText, advancedAttributeValue } from './advanced-attribute';
import { advancedAttributes, unsafe } from './test-fixtures';

describe('advanced attribute value (spec §3: values[0].fieldSet[0][0].value)', () => {
  test('reads the first item of the first field set of the first value', () => {
    const attrs: AdvancedAttributes = {
      gravureHeadline: {
        key: 'gravureHeadline',
        label: 'Gravur',
        values: [
          { fieldSet: [[{ value: 'Name' }, { value: 'second item' }], [{ value: 'second set' }]] },
          { fieldSet: [[{ value: 'second value' }]] },
        ],
      },
    };
    expect(advancedAttributeValue(attrs, 'gravureHeadline')).toBe('Name');
  });

  test.each([
    { input: 'a string', value: 'ja', expected: 'ja' },
    { input: 'a number', value: 20, expected: 20 },
    { input: 'zero', value: 0, expected: 0 },
    { input: 'an empty string', value: '', expected: '' },
    { input: 'null', value: null, expected: null },
    { input: 'NaN', value: Number.NaN, expected: null },
    { input: 'Infinity', value: Number.POSITIVE_INFINITY, expected: null },
  ])('value $input reads as $expected', ({ value, expected }) => {
    expect(advancedAttributeValue(advancedAttributes({ a: value }), 'a')).toBe(expected);
  });

  test.each([
    { input: 'no attributes', attrs: undefined },
    { input: 'null attributes', attrs: null },
    { input: 'missing key', attrs: {} },
    { input: 'no values', attrs: unsafe<AdvancedAttributes>({ a: { values: [] } }) },
    { input: 'values missing', attrs: unsafe<AdvancedAttributes>({ a: {} }) },
    { input: 'no field set', attrs: unsafe<AdvancedAttributes>({ a: { values: [{}] } }) },
    {
      input: 'empty field set',
      attrs: unsafe<AdvancedAttributes>({ a: { values: [{ fieldSet: [] }] } }),
    },
    {
      input: 'empty first set',
      attrs: unsafe<AdvancedAttributes>({ a: { values: [{ fieldSet: [[]] }] } }),
    },
    {
      input: 'item without value',
      attrs: unsafe<AdvancedAttributes>({ a: { values: [{ fieldSet: [[{}]] }] } }),
    },
    { input: 'an object value', attrs: advancedAttributes(unsafe({ a: { nested: 1 } })) },
  ])('null for $input', ({ attrs }) => {
    expect(advancedAttributeValue(attrs, 'a')).toBeNull();
  });

  test.each([
    { input: ' Ihr Text ', expected: 'Ihr Text' },
    { input: 20, expected: '20' },
    { input: '   ', expected: null },
    { input: null, expected: null },
  ])('as text, $input reads as $expected', ({ input, expected }) => {
    expect(advancedAttributeText(advancedAttributes({ a: input }), 'a')).toBe(expected);
  });
});
