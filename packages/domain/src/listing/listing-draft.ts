import {
  type ListingFacets,
  type ListingFacetValue,
  type ListingFilters,
  listingListFilterNames,
} from './listing-types';

const chosenValues = (options: readonly ListingFacetValue[]) =>
  options.filter((option) => option.selected).map((option) => option.value);

/** The filters the facets say are chosen: what a filter dialog starts its draft from. */
export function listingFiltersOf(facets: ListingFacets): ListingFilters {
  const { min, max } = facets.price.selected;
  const rating = facets.rating.find((entry) => entry.selected);
  return {
    ...Object.fromEntries(
      listingListFilterNames.flatMap((name) => {
        const values = chosenValues(facets[name]);
        return values.length > 0 ? [[name, values] as const] : [];
      }),
    ),
    ...(min !== null || max !== null
      ? { price: { ...(min !== null ? { min } : {}), ...(max !== null ? { max } : {}) } }
      : {}),
    ...(facets.sale.selected ? { sale: true } : {}),
    ...(rating !== undefined ? { rating: rating.minimum } : {}),
  };
}

/**
 * The facets as a draft of filters shows them (issue 21: the filter dialog collects changes
 * until "show N articles"): every box and range as the draft has it, the counts those of the
 * listing last answered until the draft's own arrive. A value the draft chooses that the
 * facets do not offer is not made up.
 */
export function listingFacetsChosen(facets: ListingFacets, draft: ListingFilters): ListingFacets {
  const choose = (options: readonly ListingFacetValue[], values: readonly string[] = []) =>
    options.map((option) => ({ ...option, selected: values.includes(option.value) }));
  return {
    ...facets,
    brand: choose(facets.brand, draft.brand),
    color: choose(facets.color, draft.color),
    size: choose(facets.size, draft.size),
    availability: choose(facets.availability, draft.availability),
    price: {
      ...facets.price,
      selected: { min: draft.price?.min ?? null, max: draft.price?.max ?? null },
    },
    sale: { ...facets.sale, selected: draft.sale === true },
    rating: facets.rating.map((entry) => ({ ...entry, selected: entry.minimum === draft.rating })),
  };
}
