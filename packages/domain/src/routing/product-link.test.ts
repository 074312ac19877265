import { describe, expect, test } from 'vitest';
import { productLink } from './product-link';
import { productNumberFromPdp } from './product-number';

const product = { seoUrl: null, name: 'Kinderwagen Kombi', referenceKey: '1234567' };

describe('product link (spec §2 product pages)', () => {
  test.each([
    { seoUrl: 'kinderwagen-kombi-blau-1234567', expected: '/p/kinderwagen-kombi-blau-1234567/' },
    {
      seoUrl: '/p/kinderwagen-kombi-blau-1234567/',
      expected: '/p/kinderwagen-kombi-blau-1234567/',
    },
    { seoUrl: 'p/kinderwagen-1234567', expected: '/p/kinderwagen-1234567/' },
    { seoUrl: 'mützen-1234567', expected: '/p/m%C3%BCtzen-1234567/' },
    { seoUrl: ' kombi-1234567 ', expected: '/p/kombi-1234567/' },
  ])('uses the seoUrl $seoUrl', ({ seoUrl, expected }) => {
    expect(productLink({ ...product, seoUrl })).toBe(expected);
  });

  test.each([
    {
      name: 'Kinderwagen Kombi',
      referenceKey: '1234567',
      expected: '/p/kinderwagen-kombi-1234567/',
    },
    { name: 'Größe 2, blau', referenceKey: 'A12b', expected: '/p/A12b/' },
    { name: 'Kombi', referenceKey: 'ab12', expected: '/p/kombi-ab12/' },
    { name: 'Kombi', referenceKey: '1234567_01', expected: '/p/1234567_01/' },
    { name: '', referenceKey: '1234567', expected: '/p/1234567/' },
    { name: '™', referenceKey: '1234567', expected: '/p/1234567/' },
    { name: 'Kombi', referenceKey: 'a b', expected: '/p/a%20b/' },
    { name: 'Kombi', referenceKey: '', expected: '/' },
  ])('without seoUrl builds from $name and $referenceKey', ({ name, referenceKey, expected }) => {
    expect(productLink({ seoUrl: '/', name, referenceKey })).toBe(expected);
  });

  test('a built link leads back to the product number', () => {
    const link = productLink({ seoUrl: null, name: 'Schlafsack Größe 2', referenceKey: '7654321' });
    const pdp = link.split('/')[2];
    expect(productNumberFromPdp(pdp)).toBe('7654321');
  });

  test.each([
    {
      options: { variant: '1234567_02' },
      expected: '/p/kinderwagen-kombi-1234567/?variant=1234567_02',
    },
    {
      options: { action: 'addToCart' as const },
      expected: '/p/kinderwagen-kombi-1234567/?action=addToCart',
    },
    {
      options: { variant: 'a&b', action: 'addToCart' as const },
      expected: '/p/kinderwagen-kombi-1234567/?variant=a%26b&action=addToCart',
    },
    { options: { variant: '', action: null }, expected: '/p/kinderwagen-kombi-1234567/' },
  ])('adds the query $options', ({ options, expected }) => {
    expect(productLink(product, options)).toBe(expected);
  });
});
