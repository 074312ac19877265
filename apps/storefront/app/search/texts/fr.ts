import type { SearchTexts } from './de';

export const fr: SearchTexts = {
  title: 'Recherche',
  titleWithQuery: 'Recherche « {{query}} »',
  heading: 'Résultats pour « {{query}} »',
  prompt: 'Que cherchez-vous ? Saisissez un mot-clé ou un numéro d’article.',
  tooLong: 'Votre recherche est trop longue. Veuillez utiliser {{max}} caractères au maximum.',
  invalid: 'Nous ne pouvons pas lire ce filtre, ce tri ou ce numéro de page.',
  showAll: 'Afficher tous les résultats pour « {{query}} »',
  noResultsFor: 'Aucun résultat pour « {{query}} ».',
  correctedNote: 'Aucun résultat pour « {{query}} ». Voici les résultats pour « {{corrected}} ».',
  didYouMean: 'Vouliez-vous dire',
  questionMark: '\u202f?',
  suggestions: 'Suggestions de recherche',
  suggestionCount_one: '{{count}} suggestion. Choisissez avec les flèches.',
  suggestionCount_other: '{{count}} suggestions. Choisissez avec les flèches.',
  noSuggestions: 'Aucune suggestion',
  kinds: {
    term: 'Recherche',
    product: 'Produit',
    category: 'Catégorie',
    brand: 'Marque',
  },
};
