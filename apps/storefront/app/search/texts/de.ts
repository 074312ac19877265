/** The search page's and the type-ahead's texts (issue 17), loaded only with them. */
export const de = {
  title: 'Suche',
  titleWithQuery: 'Suche nach „{{query}}“',
  heading: 'Suchergebnisse für „{{query}}“',
  prompt: 'Wonach suchen Sie? Geben Sie einen Suchbegriff oder eine Artikelnummer ein.',
  tooLong: 'Ihr Suchbegriff ist zu lang. Bitte verwenden Sie höchstens {{max}} Zeichen.',
  invalid: 'Diese Filter-, Sortier- oder Seitenangabe können wir nicht lesen.',
  showAll: 'Alle Ergebnisse für „{{query}}“ zeigen',
  noResultsFor: 'Keine Treffer für „{{query}}“.',
  correctedNote: 'Keine Treffer für „{{query}}“. Wir zeigen Ihnen Ergebnisse für „{{corrected}}“.',
  didYouMean: 'Meinten Sie',
  /** Ends the question (French sets a narrow no-break space before it). */
  questionMark: '?',
  suggestions: 'Suchvorschläge',
  suggestionCount_one: '{{count}} Vorschlag. Mit den Pfeiltasten auswählen.',
  suggestionCount_other: '{{count}} Vorschläge. Mit den Pfeiltasten auswählen.',
  noSuggestions: 'Keine Vorschläge',
  kinds: {
    term: 'Suchbegriff',
    product: 'Produkt',
    category: 'Kategorie',
    brand: 'Marke',
  },
};

/** The shape every language fills: the German keys, any strings. */
export type SearchTexts = {
  readonly [K in keyof typeof de]: (typeof de)[K] extends string
    ? string
    : { readonly [L in keyof (typeof de)[K]]: string };
};
