export { type DirectProductQuery, directProductQuery, ean13, isEan } from './product-number-query';
export { type SearchEvent, searchEvent, searchItemList } from './search-event';
export {
  maxSearchQueryLength,
  type SearchQuery,
  searchQueryOf,
  searchQueryParameter,
} from './search-query';
export {
  nearestSpellings,
  spellingAlternatives,
  spellingCandidatesPerWord,
  spellingSimilarityFloor,
  spellingSuggestionLimit,
} from './spelling-alternatives';
export {
  type SuggestionKind,
  type SuggestionOption,
  type SuggestionsSource,
  searchPageHref,
  suggestionOptions,
} from './suggestion-options';
export {
  type ComboboxKey,
  maxSuggestionQueryLength,
  minimumSuggestionLength,
  nextActiveOption,
  typeAheadDebounceMs,
  wantsSuggestions,
} from './type-ahead';
