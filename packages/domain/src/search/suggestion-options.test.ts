import { describe, expect, test } from 'vitest';
import { searchPageHref, suggestionOptions } from './suggestion-options';

describe('the search page address (§2 /suche/, issue 17)', () => {
  test.each([
    { text: 'kinderwagen', prefix: '', filters: {}, expected: '/suche/?q=kinderwagen' },
    { text: ' lit bébé ', prefix: '/fr', filters: {}, expected: '/fr/suche/?q=lit+b%C3%A9b%C3%A9' },
    { text: 'a&b', prefix: '/nl', filters: {}, expected: '/nl/suche/?q=a%26b' },
    {
      text: 'Nido',
      prefix: '',
      filters: { brand: ['Nido'] },
      expected: '/suche/?q=Nido&brand=Nido',
    },
  ])('"$text" in "$prefix" is $expected', ({ text, prefix, filters, expected }) => {
    expect(searchPageHref(text, prefix, filters)).toBe(expected);
  });
});

describe('the suggestion list: each suggestion a link (issue 17 type-ahead)', () => {
  const suggestions = {
    terms: ['kinderwagen'],
    products: [
      { id: 7, referenceKey: '2000007', name: 'Kinderwagen Kombi', brand: 'Nido', seoUrl: null },
    ],
    categories: [{ id: 3, slug: 'buggys', name: 'Buggys', path: ['Unterwegs', 'Kinderwagen'] }],
    brands: [{ name: 'Nido' }],
  };

  test('terms, products, categories and brands in that order, with the locale prefix', () => {
    expect(suggestionOptions(suggestions, '/fr')).toEqual([
      {
        kind: 'term',
        key: 'term-kinderwagen',
        label: 'kinderwagen',
        detail: '',
        href: '/fr/suche/?q=kinderwagen',
      },
      {
        kind: 'product',
        key: 'product-7',
        label: 'Kinderwagen Kombi',
        detail: 'Nido',
        href: '/fr/p/kinderwagen-kombi-2000007/',
      },
      {
        kind: 'category',
        key: 'category-3',
        label: 'Buggys',
        detail: 'Unterwegs › Kinderwagen',
        href: '/fr/buggys/',
      },
      {
        kind: 'brand',
        key: 'brand-Nido',
        label: 'Nido',
        detail: '',
        href: '/fr/suche/?q=Nido&brand=Nido',
      },
    ]);
  });

  test('nothing suggested is an empty list', () => {
    expect(suggestionOptions({ terms: [], products: [], categories: [], brands: [] }, '')).toEqual(
      [],
    );
  });
});
