/**
 * The block library's texts in German, the master language: fr and nl must have exactly these
 * keys (`satisfies CmsMessages`). Placeholders are i18next's `{{name}}`.
 */
export const de = {
  unknownComponent: 'Unbekannte Komponente „{{name}}“: Sie wird im Shop nicht angezeigt.',
  failed: 'Das hat leider nicht geklappt. Bitte später erneut versuchen.',
  campaignConditions: 'Teilnahmebedingungen',
  /** Heads a recommendation slot the editor left without a headline (screen readers only). */
  recommendations: 'Empfehlungen für Sie',
  listing: {
    results_one: '{{count}} Artikel',
    results_other: '{{count}} Artikel',
    sort: 'Sortieren nach',
    sorts: {
      relevance: 'Relevanz',
      'price-asc': 'Preis aufsteigend',
      'price-desc': 'Preis absteigend',
      newest: 'Neuheiten',
      rating: 'Bewertung',
      name: 'Name',
    },
    filters: 'Filter',
    allFilters: 'Alle Filter',
    apply: 'Anwenden',
    reset: 'Filter zurücksetzen',
    facets: {
      brand: 'Marke',
      color: 'Farbe',
      size: 'Größe',
      price: 'Preis',
      sale: 'Sale',
      rating: 'Bewertung',
      availability: 'Verfügbarkeit',
    },
    priceFrom: 'Preis von',
    priceTo: 'Preis bis',
    saleOnly: 'Nur reduzierte Artikel',
    ratingAtLeast: 'ab {{count}} Sternen',
    empty: 'Für diese Auswahl gibt es leider keine Artikel. Bitte Filter entfernen.',
    page: 'Seite {{page}} von {{pageCount}}',
    previous: 'Vorherige Seite',
    next: 'Nächste Seite',
  },
  newsletter: {
    email: 'E-Mail-Adresse',
    submit: 'Anmelden',
    success:
      'Vielen Dank! Bitte die Anmeldung über den Link in der Bestätigungs-E-Mail abschließen.',
  },
  contact: {
    subject: 'Anliegen',
    chooseSubject: 'Bitte ein Anliegen wählen',
    name: 'Name',
    email: 'E-Mail-Adresse',
    orderNumber: 'Bestellnummer',
    message: 'Nachricht',
    submit: 'Nachricht senden',
    success: 'Vielen Dank für die Nachricht. Der Kundenservice meldet sich so bald wie möglich.',
  },
  documentation: {
    navigation: 'Dokumentation',
  },
  layout: {
    navigation: 'Hauptnavigation',
    banners: 'Banner',
    footer: 'Seitenfuß',
  },
};
