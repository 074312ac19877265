import type { SearchTexts } from './de';

export const nl: SearchTexts = {
  title: 'Zoeken',
  titleWithQuery: 'Zoeken naar „{{query}}”',
  heading: 'Zoekresultaten voor „{{query}}”',
  prompt: 'Waar zoekt u naar? Voer een zoekterm of een artikelnummer in.',
  tooLong: 'Uw zoekterm is te lang. Gebruik maximaal {{max}} tekens.',
  invalid: 'Deze filter-, sorteer- of paginagegevens kunnen we niet lezen.',
  showAll: 'Alle resultaten voor „{{query}}” tonen',
  noResultsFor: 'Geen resultaten voor „{{query}}”.',
  correctedNote: 'Geen resultaten voor „{{query}}”. We tonen resultaten voor „{{corrected}}”.',
  didYouMean: 'Bedoelde u',
  questionMark: '?',
  suggestions: 'Zoeksuggesties',
  suggestionCount_one: '{{count}} suggestie. Kies met de pijltjestoetsen.',
  suggestionCount_other: '{{count}} suggesties. Kies met de pijltjestoetsen.',
  noSuggestions: 'Geen suggesties',
  kinds: {
    term: 'Zoekterm',
    product: 'Product',
    category: 'Categorie',
    brand: 'Merk',
  },
};
