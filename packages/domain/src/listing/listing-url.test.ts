import { describe, expect, test } from 'vitest';
import {
  listingFiltersHref,
  listingPageHref,
  listingQueryFromSearchParams,
  listingSortHref,
  priceRangeFromQuery,
} from './listing-url';

describe('reading a listing URL (spec §2 listing facets, §9 sort)', () => {
  test.each([
    { query: '', expected: { filters: {} } },
    {
      query: 'color=blue&price=10-50&sort=price-asc&page=2',
      expected: {
        filters: { color: ['blue'], price: { min: 1000, max: 5000 } },
        sort: 'price-asc',
        page: 2,
      },
    },
    { query: 'brand=Nido,Lumo', expected: { filters: { brand: ['Nido', 'Lumo'] } } },
    { query: 'brand=Nido&brand=Lumo', expected: { filters: { brand: ['Nido', 'Lumo'] } } },
    { query: 'brand=%20Nido%20,,', expected: { filters: { brand: ['Nido'] } } },
    { query: 'size=', expected: { filters: {} } },
    { query: 'sale=true&rating=4', expected: { filters: { sale: true, rating: 4 } } },
    { query: 'sale=1', expected: { filters: { sale: true } } },
    { query: 'sale=0', expected: { filters: { sale: false } } },
    { query: 'sale=ja', expected: { filters: { sale: 'ja' } } },
    { query: 'rating=viele', expected: { filters: { rating: 'viele' } } },
    {
      query: 'availability=buyable,soldOut',
      expected: { filters: { availability: ['buyable', 'soldOut'] } },
    },
    { query: 'page=x&perPage=48', expected: { filters: {}, page: 'x', perPage: 48 } },
    { query: 'page=99999999999', expected: { filters: {}, page: '99999999999' } },
    // A filter form sent without JavaScript names the price's ends as fields of their own.
    {
      query: 'priceFrom=10&priceTo=49,99',
      expected: { filters: { price: { min: 1000, max: 4999 } } },
    },
    { query: 'priceFrom=&priceTo=', expected: { filters: {} } },
    { query: 'priceFrom=&priceTo=50', expected: { filters: { price: { max: 5000 } } } },
    { query: 'priceFrom=zehn&priceTo=', expected: { filters: { price: 'zehn-' } } },
    { query: 'price=5-6&priceFrom=10', expected: { filters: { price: { min: 500, max: 600 } } } },
  ])('?$query reads as $expected', ({ query, expected }) => {
    expect(listingQueryFromSearchParams(new URLSearchParams(query))).toEqual(expected);
  });

  test.each([
    { value: null, expected: undefined },
    { value: '', expected: undefined },
    { value: '10-50', expected: { min: 1000, max: 5000 } },
    { value: '10-', expected: { min: 1000 } },
    { value: '-49.99', expected: { max: 4999 } },
    { value: ' 24,9 - 100 ', expected: { min: 2490, max: 10000 } },
    // §9 prices are cents: the domain's centsFromMajorUnits rounds half up on the third decimal.
    { value: '1.005-2', expected: { min: 101, max: 200 } },
    { value: '-', expected: '-' },
    { value: '10', expected: '10' },
    { value: '10-20-30', expected: '10-20-30' },
    { value: 'zehn-50', expected: 'zehn-50' },
    { value: '1.234,50-', expected: '1.234,50-' },
  ])('price $value is $expected', ({ value, expected }) => {
    expect(priceRangeFromQuery(value)).toEqual(expected);
  });

  test('what is written is read back the same', () => {
    const filters = {
      brand: ['Nido'],
      color: ['blue', 'green'],
      price: { min: 1050, max: 4999 },
      sale: true,
      rating: 3,
      availability: ['buyable'],
    };
    const href = listingFiltersHref('/kinderwagen/?sort=name', filters);
    const query = listingQueryFromSearchParams(new URL(href, 'http://x.invalid').searchParams);
    expect(query).toEqual({ filters, sort: 'name' });
  });
});

describe('writing listing URLs (spec §2 listing, §9 default sort)', () => {
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
      url: '/kinderwagen/?priceFrom=10&priceTo=&sort=name',
      filters: { price: { min: 1000 } },
      expected: '/kinderwagen/?sort=name&price=10-',
    },
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
      filters: { price: { max: 50 } },
      expected: '/kinderwagen/?price=-0.50',
    },
    { url: '/kinderwagen/', filters: { price: {} }, expected: '/kinderwagen/' },
    {
      url: '/kinderwagen/',
      filters: { sale: true, rating: 4 },
      expected: '/kinderwagen/?sale=true&rating=4',
    },
    { url: '/kinderwagen/?sale=true', filters: { sale: false }, expected: '/kinderwagen/' },
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
    { url: '/buggys/?page=2', page: 0, expected: '/buggys/' },
  ])('page $page of $url is $expected', ({ url, page, expected }) => {
    expect(listingPageHref(url, page)).toBe(expected);
  });
});
