import { describe, expect, test } from 'vitest';
import { listingFacetsChosen, listingFiltersOf } from './listing-draft';
import type { ListingFacets, ListingFilters } from './listing-types';

const option = (value: string, count: number, selected = false) => ({
  value,
  label: value,
  count,
  selected,
});

const facets: ListingFacets = {
  brand: [option('nido', 12, true), option('luma', 3)],
  color: [option('blue', 7), option('green', 2, true)],
  size: [],
  price: { min: 1999, max: 89900, currency: 'EUR', selected: { min: 5000, max: null } },
  sale: { count: 4, selected: false },
  rating: [
    { minimum: 4, count: 5, selected: true },
    { minimum: 3, count: 9, selected: false },
  ],
  availability: [option('buyable', 14), option('soldOut', 1)],
};

describe('a filter dialog’s draft of filters (issue 21: changes collected until "show N articles")', () => {
  test('the draft starts from what the facets say is chosen', () => {
    expect(listingFiltersOf(facets)).toEqual({
      brand: ['nido'],
      color: ['green'],
      price: { min: 5000 },
      rating: 4,
    });
  });

  test('nothing chosen: an empty draft', () => {
    expect(listingFiltersOf(listingFacetsChosen(facets, {}))).toEqual({});
  });

  test.each<{ case: string; draft: ListingFilters }>([
    { case: 'nothing', draft: {} },
    { case: 'another brand and sale', draft: { brand: ['luma'], sale: true } },
    { case: 'two colours', draft: { color: ['blue', 'green'] } },
    { case: 'a price range both ends', draft: { price: { min: 2000, max: 10000 } } },
    { case: 'only a highest price', draft: { price: { max: 10000 } } },
    { case: 'three stars and sold out', draft: { rating: 3, availability: ['soldOut'] } },
  ])('the facets show the draft ($case) and read back as it', ({ draft }) => {
    expect(listingFiltersOf(listingFacetsChosen(facets, draft))).toEqual(draft);
  });

  test('the counts stay the listing’s until the draft’s own arrive', () => {
    const shown = listingFacetsChosen(facets, { brand: ['luma'] });
    expect(shown.brand).toEqual([option('nido', 12), option('luma', 3, true)]);
    expect(shown.price.min).toBe(1999);
    expect(shown.sale.count).toBe(4);
  });

  test('a value the facets do not offer is not made up', () => {
    const shown = listingFacetsChosen(facets, { brand: ['unknown'], rating: 5 });
    expect(shown.brand.map((entry) => entry.value)).toEqual(['nido', 'luma']);
    expect(listingFiltersOf(shown)).toEqual({});
  });
});
