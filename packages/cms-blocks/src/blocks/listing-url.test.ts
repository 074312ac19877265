import { describe, expect, test } from 'vitest';
import { listingFiltersHref, listingPageHref, listingSortHref } from './listing-url';

describe('listing URLs in the catalog query format (spec §2 listing, §9 default sort)', () => {
  test.each([
    {
      url: '/kinderwagen/',
      filters: { color: ['blue', 'green'] },
      expected: '/kinderwagen/?color=blue%2Cgreen',
    },
    {
      url: '/kinderwagen/?page=3&sort=price-asc',
      filters: { brand: ['Nido'] },
      expected: '/kinderwagen/?sort=price-asc&brand=Nido',
    },
    { url: '/kinderwagen/?color=blue', filters: {}, expected: '/kinderwagen/' },
    {
      url: '/kinderwagen/',
      filters: { price: { min: 1000, max: 4999 } },
      expected: '/kinderwagen/?price=10-49.99',
    },
    {
      url: '/kinderwagen/',
      filters: { price: { min: 1000 } },
      expected: '/kinderwagen/?price=10-',
    },
    {
      url: '/kinderwagen/',
      filters: { sale: true, rating: 4 },
      expected: '/kinderwagen/?sale=true&rating=4',
    },
    {
      url: '/kinderwagen/?utm_source=mail',
      filters: { availability: ['buyable'] },
      expected: '/kinderwagen/?utm_source=mail&availability=buyable',
    },
  ])('$url with $filters gives $expected', ({ url, filters, expected }) => {
    expect(listingFiltersHref(url, filters)).toBe(expected);
  });

  test.each([
    { url: '/buggys/?page=2', sort: 'price-asc', expected: '/buggys/?sort=price-asc' },
    { url: '/buggys/?sort=price-asc', sort: 'relevance', expected: '/buggys/' },
  ] as const)(
    'sorting $url by $sort gives $expected, back on page 1',
    ({ url, sort, expected }) => {
      expect(listingSortHref(url, sort, 'relevance')).toBe(expected);
    },
  );

  test.each([
    { url: '/buggys/?sort=name', page: 2, expected: '/buggys/?sort=name&page=2' },
    { url: '/buggys/?page=2', page: 1, expected: '/buggys/' },
  ])('page $page of $url is $expected', ({ url, page, expected }) => {
    expect(listingPageHref(url, page)).toBe(expected);
  });
});
