import { overlaysDe } from './parts/overlays.de';
import { shoppingDe } from './parts/shopping.de';
/**
 * The ui message catalogue in German, the master language: fr and nl must have exactly these
 * keys. Placeholders use i18next's `{{name}}`; plurals use i18next's `_one` / `_other` keys
 * chosen by `count`, so the storefront can hand this object to i18next as the `ui` namespace.
 * Keys that domain rules return (`delivery.late`, `validation.required`,
 * `reset-password.fields.new-password.min`…) are spelled exactly as the rules spell them.
 * The texts avoid "du" and "Sie", so both brands can use them.
 */
export const de = {
  ...shoppingDe,
  ...overlaysDe,
  common: {
    close: 'Schließen',
    loading: 'Wird geladen …',
    optional: 'optional',
  },
  actions: {
    login: 'Anmelden',
    addToCart: 'In den Warenkorb',
    goToBasket: 'Zum Warenkorb',
    continueShopping: 'Weiter einkaufen',
    addToWishlist: 'Auf die Wunschliste',
    removeFromWishlist: 'Von der Wunschliste entfernen',
    search: 'Suchen',
    showMore: 'Mehr anzeigen',
  },
  basket: {
    addedToCart: 'Der Artikel liegt jetzt im Warenkorb.',
    addToCartFailed:
      'Der Artikel konnte nicht in den Warenkorb gelegt werden. Bitte erneut versuchen.',
  },
  voucher: {
    activated: 'Gutscheincode {{code}} wurde aktiviert.',
    label: 'Ihr Gutscheincode',
    copy: 'Code kopieren',
    copied: 'Kopiert',
    copiedAnnouncement: 'Der Code {{code}} ist kopiert.',
    copyFailed: 'Kopieren ging nicht: Bitte den Code markieren und kopieren.',
  },
  account: {
    deleted: 'Das Kundenkonto wurde gelöscht.',
  },
  link: {
    newTab: '(öffnet in neuem Tab)',
  },
  badge: {
    sale: '−{{percent}} %',
    promotion: 'Aktion',
    new: 'Neu',
    bundle: 'Set',
  },
  price: {
    current: 'Aktueller Preis',
    from: 'ab {{price}}',
    recommendedRetailPrice: 'UVP',
    recommendedRetailPriceLong: 'Unverbindliche Preisempfehlung',
    referencePrice: 'statt',
    referencePriceLong: 'Vorheriger Preis',
    lowestPriorPrice: 'Niedrigster Preis der letzten 30 Tage vor der Preissenkung: {{price}}',
    unitPrice: 'Grundpreis: {{price}} / {{amount}} {{unit}}',
    amount: '{{amount}} ×',
  },
  rating: {
    label_one: '{{average}} von {{max}} Sternen, {{count}} Bewertung',
    label_other: '{{average}} von {{max}} Sternen, {{count}} Bewertungen',
  },
  colorDots: {
    label_one: 'In {{count}} Farbe erhältlich',
    label_other: 'In {{count}} Farben erhältlich',
    more_one: 'und {{count}} weitere Farbe',
    more_other: 'und {{count}} weitere Farben',
  },
  delivery: {
    none: 'Derzeit nicht lieferbar',
    sold: 'Ausverkauft',
    late: 'Lieferzeit: {{weeks}} Wochen',
    download: 'Sofort als Download verfügbar',
    instant_one: 'Sofort lieferbar, Lieferung in {{days}} Werktag',
    instant_other: 'Sofort lieferbar, Lieferung in {{days}} Werktagen',
    soon_one: 'Lieferbar in {{days}} Werktag',
    soon_other: 'Lieferbar in {{days}} Werktagen',
    available: 'Lieferbar',
    preorder: 'Vorbestellbar',
  },
  quantity: {
    label: 'Menge',
    decrease: 'Menge verringern',
    increase: 'Menge erhöhen',
  },
  carousel: {
    roleDescription: 'Karussell',
    slideRoleDescription: 'Folie',
    slide: '{{index}} von {{count}}',
  },
  imageSwiper: {
    label: 'Produktbilder',
    previous: 'Vorheriges Bild',
    next: 'Nächstes Bild',
    goTo: 'Bild {{index}} von {{count}} zeigen',
  },
  slider: {
    previous: 'Zurückblättern',
    next: 'Weiterblättern',
    goTo: 'Seite {{page}} von {{count}} zeigen',
    pause: 'Automatisches Blättern anhalten',
    play: 'Automatisches Blättern starten',
  },
  form: {
    showPassword: 'Passwort anzeigen',
    selectPlaceholder: 'Bitte wählen',
    errorPrefix: 'Fehler:',
  },
  fields: {
    email: 'E-Mail-Adresse',
    password: 'Passwort',
    newPassword: 'Neues Passwort',
    firstName: 'Vorname',
    lastName: 'Nachname',
    gender: 'Anrede',
    genderFemale: 'Frau',
    genderMale: 'Herr',
    genderDiverse: 'Divers',
    country: 'Land',
    newsletter: 'Ja, ich möchte den Newsletter mit Angeboten und Neuheiten erhalten.',
    emailHint: 'An diese Adresse geht die Bestellbestätigung.',
  },
  countries: {
    DE: 'Deutschland',
    AT: 'Österreich',
    CH: 'Schweiz',
    FR: 'Frankreich',
    BE: 'Belgien',
    NL: 'Niederlande',
  },
  passwordGuide: {
    title: 'Das Passwort braucht:',
    met: 'erfüllt',
    unmet: 'noch nicht erfüllt',
  },
  validation: {
    required: 'Bitte dieses Feld ausfüllen.',
    email: 'Bitte eine gültige E-Mail-Adresse eingeben.',
    'max-length': 'Höchstens {{max}} Zeichen sind erlaubt.',
    'min-length': 'Bitte mindestens {{min}} Zeichen eingeben.',
    'min-value': 'Der Wert muss mindestens {{min}} betragen.',
    numeric: 'Bitte nur Ziffern eingeben.',
    'name-characters': 'Bitte nur Buchstaben, Bindestrich, Punkt und Leerzeichen verwenden.',
    'invalid-choice': 'Bitte eine der Möglichkeiten auswählen.',
    'max-value': 'Höchstens {{max}} sind möglich.',
    'tag-manager-id': 'Die Tag-Manager-ID ist ungültig.',
    invalid: 'Diese Eingabe ist ungültig.',
  },
  'reset-password': {
    fields: {
      'new-password': {
        required: 'Bitte ein Passwort eingeben.',
        min: 'Mindestens {{min}} Zeichen',
        max: 'Höchstens {{max}} Zeichen',
        lowercase: 'Mindestens ein Kleinbuchstabe',
        uppercase: 'Mindestens ein Großbuchstabe',
        'no-spaces': 'Keine Leerzeichen',
        leaked:
          'Dieses Passwort ist aus einem Datenleck bekannt und nicht sicher. Bitte ein anderes wählen.',
      },
    },
  },
  breadcrumb: {
    label: 'Navigationspfad',
    home: 'Startseite',
  },
  pagination: {
    label: 'Seitennavigation',
    previous: 'Vorherige Seite',
    next: 'Nächste Seite',
    page: 'Seite {{page}}',
    morePages: 'Weitere Seiten',
  },
  loading: {
    label: 'Seite wird geladen',
  },
  toast: {
    region: 'Benachrichtigungen ({hotkey})',
    /** What a screen reader calls each toast as it is announced. */
    announcement: 'Benachrichtigung',
    close: 'Mitteilung schließen',
    info: 'Hinweis',
    success: 'Erfolg',
    warning: 'Warnung',
    error: 'Fehler',
  },
  footer: {
    consentSettings: 'Cookie-Einstellungen',
    hotline: 'Kundenservice: {{phone}}',
    copyright: '© {{year}} {{brand}}',
    paymentHeading: 'Sicher bezahlen',
    carrierHeading: 'Versand mit',
    reviewHeading: 'Kundenurteil',
    shopRating: '{{average}}/5',
  },
  errorPage: {
    oops: 'Hoppla!',
    headline: 'Da ist etwas schiefgelaufen.',
    message: 'Die Seite konnte nicht geladen werden.',
    notFoundHeadline: 'Diese Seite gibt es nicht.',
    notFoundMessage: 'Vielleicht hat sich die Adresse geändert oder die Seite wurde entfernt.',
    suggestion: 'Bitte später erneut versuchen oder auf der Startseite weiterstöbern.',
    backToHome: 'Zur Startseite',
    details: 'Technische Details (nur QA)',
    statusCode: 'Statuscode',
    statusMessage: 'Statusmeldung',
    stack: 'Stacktrace',
    data: 'Daten',
    searchLabel: 'Oder suchen Sie, was Sie brauchen:',
  },
  emptyState: {
    basketTitle: 'Der Warenkorb ist leer.',
    basketDescription: 'Hier liegt noch nichts. Im Sortiment warten viele schöne Dinge.',
    wishlistTitle: 'Die Wunschliste ist leer.',
    wishlistDescription: 'Mit dem Herz lassen sich Lieblingsartikel für später merken.',
    searchTitle: 'Keine Ergebnisse für „{{query}}“',
    searchDescription:
      'Bitte die Schreibweise prüfen oder einen allgemeineren Suchbegriff versuchen.',
  },
} as const;
