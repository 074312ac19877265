import type { Currency, Language } from '@vitrine/domain';
import type { ListingFacets, ListingFacetValue } from '@vitrine/domain/listing';
import { palette } from '../seed/vocabulary/palette';
import type { FacetedQueryResult } from './faceted-query';
import type { AvailabilityValue, ListingFilters } from './listing-input';

/** One facet value; the domain's listing contract. */
export type FacetValue = ListingFacetValue;

/**
 * The facets of a listing or search (brand, colour, size, price range, sale, rating,
 * availability): the domain's listing contract. Counts are disjunctive: each facet counts with
 * all filters but its own.
 */
export type Facets = ListingFacets;

const colorNames = new Map(palette.map((color) => [color.key, color.names]));
const paletteOrder = new Map(palette.map((color, index) => [color.key, index]));
const languageIndex: Readonly<Record<Language, number>> = { de: 0, fr: 1, nl: 2 };
const sizeCollator = new Intl.Collator('de', { numeric: true });

function values(
  pairs: ReadonlyArray<readonly [string, number]>,
  selected: readonly string[] | undefined,
  label: (value: string) => string,
  compare: (a: readonly [string, number], b: readonly [string, number]) => number,
  sameness: (value: string) => string = (value) => value,
): FacetValue[] {
  const chosen = new Set((selected ?? []).map(sameness));
  return [...pairs].sort(compare).map(([value, count]) => ({
    value,
    label: label(value),
    count,
    selected: chosen.has(sameness(value)),
  }));
}

/** Brands are chosen whatever the case of the URL (`?brand=nido`), as the query matches them. */
const brandSameness = (value: string) => value.toLocaleLowerCase('de');

const byCountThenName = (a: readonly [string, number], b: readonly [string, number]) =>
  b[1] - a[1] || a[0].localeCompare(b[0]);

export function facetsOf(
  result: FacetedQueryResult,
  filters: ListingFilters,
  language: Language,
  currency: Currency,
): Facets {
  const availabilityOrder: readonly AvailabilityValue[] = ['buyable', 'notDeliverable', 'soldOut'];
  return {
    brand: values(result.brand, filters.brand, (value) => value, byCountThenName, brandSameness),
    color: values(
      result.color,
      filters.color,
      (value) => colorNames.get(value)?.[languageIndex[language]] ?? value,
      (a, b) => (paletteOrder.get(a[0]) ?? 99) - (paletteOrder.get(b[0]) ?? 99),
    ),
    size: values(
      result.size,
      filters.size,
      (value) => value,
      (a, b) => sizeCollator.compare(a[0], b[0]),
    ),
    price: {
      min: result.price[0],
      max: result.price[1],
      currency,
      selected: { min: filters.price?.min ?? null, max: filters.price?.max ?? null },
    },
    sale: { count: result.sale, selected: filters.sale === true },
    rating: [4, 3, 2, 1].map((minimum) => ({
      minimum,
      count: result.rating[minimum - 1] ?? 0,
      selected: filters.rating === minimum,
    })),
    availability: values(
      result.availability,
      filters.availability,
      (value) => `availability.${value}`,
      (a, b) =>
        availabilityOrder.indexOf(a[0] as AvailabilityValue) -
        availabilityOrder.indexOf(b[0] as AvailabilityValue),
    ),
  };
}

/** The facets of an empty result (an empty or nonsense search). */
export function emptyFacets(filters: ListingFilters, currency: Currency): Facets {
  return facetsOf(
    {
      matched: 0,
      total: 0,
      ids: [],
      brand: [],
      color: [],
      size: [],
      availability: [],
      price: [null, null],
      sale: 0,
      rating: [0, 0, 0, 0],
    },
    filters,
    'de',
    currency,
  );
}
