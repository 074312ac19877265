import { describe, expect, test } from 'vitest';
import type { Attributes } from '../entities';
import { anAttribute, aProduct, unsafe } from './test-fixtures';
import { warengruppe } from './warengruppe';

const withCategory = (values: Parameters<typeof anAttribute>[1]) =>
  aProduct({ attributes: { category: anAttribute('category', values) } });

describe('warengruppe, the product-group code (spec §3)', () => {
  test.each([
    { input: 'Schlafsäcke 512', expected: '512' },
    { input: '512', expected: '512' },
    { input: 'WG 0512 Betten', expected: '0512' },
    { input: 'Baby 2 > Betten 77', expected: '77' },
    { input: 'Betten', expected: null },
    { input: '', expected: null },
    { input: 'Betten ٣٤', expected: null },
  ])('single value label $input gives $expected', ({ input, expected }) => {
    expect(warengruppe(withCategory({ label: input }))).toBe(expected);
  });

  test('reads the last label of the last category value', () => {
    const product = withCategory([
      { label: 'Textil 100' },
      { label: 'Möbel 200' },
      { label: 'Betten 300' },
    ]);
    expect(warengruppe(product)).toBe('300');
  });

  test('a last value without a number gives null, even if earlier ones have one', () => {
    expect(warengruppe(withCategory([{ label: 'Textil 100' }, { label: 'Betten' }]))).toBeNull();
  });

  test.each([
    { input: 'no product', product: null },
    { input: 'no category attribute', product: aProduct() },
    { input: 'empty category list', product: withCategory([]) },
    {
      input: 'a label that is not text',
      product: aProduct({
        attributes: unsafe<Attributes>({ category: { key: 'category', values: { label: 512 } } }),
      }),
    },
  ])('null for $input', ({ product }) => {
    expect(warengruppe(product)).toBeNull();
  });
});
