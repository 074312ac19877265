import { describe, expect, test } from 'vitest';
import { productTitle } from './product-title';

describe('product title (spec §2)', () => {
  test.each([
    {
      parts: {
        brand: 'Nido',
        subbrand: 'Comfort',
        name: 'Kombi',
        color: 'Blau',
        dimension: '90x200',
        roller: 'Luft',
      },
      expected: 'Nido - Comfort - Kombi - Blau - 90x200 - Luft',
    },
    { parts: { brand: 'Nido', name: 'Kombi', color: 'Blau' }, expected: 'Nido - Kombi - Blau' },
    {
      parts: { brand: 'Nido', subbrand: '', name: 'Kombi', color: '  ' },
      expected: 'Nido - Kombi',
    },
    { parts: { brand: null, subbrand: null, name: ' Kombi ' }, expected: 'Kombi' },
    { parts: {}, expected: '' },
  ])('joins $parts as $expected', ({ parts, expected }) => {
    expect(productTitle(parts)).toBe(expected);
  });
});
