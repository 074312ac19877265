/**
 * Story data for the overlays, as the demo content space and the demo catalog deliver it: the
 * consent banner block and the country entries of the Nido layout (de-DE, fr-FR, nl-NL).
 */
import type { Language } from '@vitrine/domain';
import type { CountryShopEntry } from '@vitrine/domain/commands';

/** The consent block of the layout story per language (CMS content, unparsed). */
export const consentContent: Readonly<Record<Language, Readonly<Record<string, unknown>>>> = {
  de: {
    component: 'consent',
    version: '1',
    title: 'Wir respektieren Ihre Privatsphäre',
    text: 'Wir verwenden Cookies und ähnliche Technologien, damit der Shop funktioniert, um ihn zu verbessern und Ihnen passende Angebote zu zeigen. Sie entscheiden, welche Dienste Sie zulassen.',
    acceptAllLabel: 'Alle akzeptieren',
    infoLabel: 'Einstellungen',
    settingsTitle: 'Cookie-Einstellungen',
    saveSelectionLabel: 'Auswahl speichern',
    saveAllLabel: 'Alle akzeptieren',
    categories: [
      {
        group: 'essential',
        title: 'Notwendig',
        text: 'Diese Dienste braucht der Shop, um Warenkorb, Anmeldung und Ihre Cookie-Auswahl zu speichern.',
        defaultValue: true,
        required: true,
        services: [
          {
            name: 'storage',
            title: 'Warenkorb und Anmeldung',
            company: 'Nido Demo GmbH',
          },
          {
            name: 'consent-manager',
            title: 'Speicherung Ihrer Cookie-Auswahl',
            company: 'Nido Demo GmbH',
          },
        ],
      },
      {
        group: 'statistics',
        title: 'Statistik',
        text: 'Anonyme Auswertungen zeigen uns, welche Seiten hilfreich sind und wo wir besser werden können.',
        defaultValue: false,
        required: false,
        services: [
          {
            name: 'econda',
            title: 'Webanalyse',
            company: 'econda GmbH',
          },
          {
            name: 'google-tag-manager',
            title: 'Tag-Verwaltung',
            company: 'Google Ireland Ltd.',
          },
        ],
      },
      {
        group: 'marketing',
        title: 'Marketing',
        text: 'Damit zeigen wir Ihnen Empfehlungen und Angebote, die zu Ihnen passen – auch auf anderen Websites.',
        defaultValue: false,
        required: false,
        services: [
          {
            name: 'recommendations',
            title: 'Persönliche Produktempfehlungen',
            company: 'Nido Demo GmbH',
          },
          {
            name: 'google-ads',
            title: 'Werbung auf anderen Websites',
            company: 'Google Ireland Ltd.',
            attTracking: true,
          },
          {
            name: 'sovendus',
            title: 'Gutscheinangebote von Partnern',
            company: 'Sovendus GmbH',
          },
          {
            name: 'payback',
            title: 'PAYBACK Punkte',
            company: 'PAYBACK GmbH',
          },
        ],
      },
      {
        group: 'comfort',
        title: 'Komfort',
        text: 'Eingebettete Videos und Kartendienste, die Inhalte direkt im Shop anzeigen.',
        defaultValue: false,
        required: false,
        services: [
          {
            name: 'videos',
            title: 'Eingebettete Videos',
            company: 'Vimeo.com, Inc.',
          },
        ],
      },
    ],
  },
  fr: {
    component: 'consent',
    version: '1',
    title: 'Nous respectons votre vie privée',
    text: 'Nous utilisons des cookies et des technologies similaires pour faire fonctionner la boutique, l’améliorer et vous proposer des offres adaptées. Vous choisissez les services que vous autorisez.',
    acceptAllLabel: 'Tout accepter',
    infoLabel: 'Paramètres',
    settingsTitle: 'Paramètres des cookies',
    saveSelectionLabel: 'Enregistrer ma sélection',
    saveAllLabel: 'Tout accepter',
    categories: [
      {
        group: 'essential',
        title: 'Nécessaires',
        text: 'Ces services permettent à la boutique d’enregistrer votre panier, votre connexion et vos choix en matière de cookies.',
        defaultValue: true,
        required: true,
        services: [
          {
            name: 'storage',
            title: 'Panier et connexion',
            company: 'Nido Demo',
          },
          {
            name: 'consent-manager',
            title: 'Enregistrement de vos choix de cookies',
            company: 'Nido Demo',
          },
        ],
      },
      {
        group: 'statistics',
        title: 'Statistiques',
        text: 'Des analyses anonymes nous montrent quelles pages sont utiles et ce que nous pouvons améliorer.',
        defaultValue: false,
        required: false,
        services: [
          {
            name: 'econda',
            title: 'Analyse d’audience',
            company: 'econda GmbH',
          },
          {
            name: 'google-tag-manager',
            title: 'Gestion des balises',
            company: 'Google Ireland Ltd.',
          },
        ],
      },
      {
        group: 'marketing',
        title: 'Marketing',
        text: 'Ils nous permettent de vous montrer des recommandations et des offres adaptées, y compris sur d’autres sites.',
        defaultValue: false,
        required: false,
        services: [
          {
            name: 'recommendations',
            title: 'Recommandations personnalisées',
            company: 'Nido Demo',
          },
          {
            name: 'google-ads',
            title: 'Publicité sur d’autres sites',
            company: 'Google Ireland Ltd.',
            attTracking: true,
          },
        ],
      },
      {
        group: 'comfort',
        title: 'Confort',
        text: 'Vidéos intégrées et services de cartes qui affichent des contenus directement dans la boutique.',
        defaultValue: false,
        required: false,
        services: [
          {
            name: 'videos',
            title: 'Vidéos intégrées',
            company: 'Vimeo.com, Inc.',
          },
        ],
      },
    ],
  },
  nl: {
    component: 'consent',
    version: '1',
    title: 'We respecteren je privacy',
    text: 'We gebruiken cookies en vergelijkbare technieken om de winkel te laten werken, te verbeteren en je passende aanbiedingen te tonen. Jij bepaalt welke diensten je toestaat.',
    acceptAllLabel: 'Alles accepteren',
    infoLabel: 'Instellingen',
    settingsTitle: 'Cookie-instellingen',
    saveSelectionLabel: 'Keuze opslaan',
    saveAllLabel: 'Alles accepteren',
    categories: [
      {
        group: 'essential',
        title: 'Noodzakelijk',
        text: 'Deze diensten heeft de winkel nodig om je winkelmandje, je aanmelding en je cookiekeuze te bewaren.',
        defaultValue: true,
        required: true,
        services: [
          {
            name: 'storage',
            title: 'Winkelmandje en aanmelding',
            company: 'Nido Demo',
          },
          {
            name: 'consent-manager',
            title: 'Opslag van je cookiekeuze',
            company: 'Nido Demo',
          },
        ],
      },
      {
        group: 'statistics',
        title: 'Statistieken',
        text: 'Anonieme analyses laten ons zien welke pagina’s nuttig zijn en wat we kunnen verbeteren.',
        defaultValue: false,
        required: false,
        services: [
          {
            name: 'econda',
            title: 'Webanalyse',
            company: 'econda GmbH',
          },
          {
            name: 'google-tag-manager',
            title: 'Tagbeheer',
            company: 'Google Ireland Ltd.',
          },
        ],
      },
      {
        group: 'marketing',
        title: 'Marketing',
        text: 'Hiermee tonen we je aanbevelingen en aanbiedingen die bij je passen, ook op andere websites.',
        defaultValue: false,
        required: false,
        services: [
          {
            name: 'recommendations',
            title: 'Persoonlijke productaanbevelingen',
            company: 'Nido Demo',
          },
          {
            name: 'google-ads',
            title: 'Advertenties op andere websites',
            company: 'Google Ireland Ltd.',
            attTracking: true,
          },
        ],
      },
      {
        group: 'comfort',
        title: 'Comfort',
        text: 'Ingesloten video’s en kaartdiensten die inhoud direct in de winkel tonen.',
        defaultValue: false,
        required: false,
        services: [
          {
            name: 'videos',
            title: 'Ingesloten video’s',
            company: 'Vimeo.com, Inc.',
          },
        ],
      },
    ],
  },
};

/** The Nido country shops of the picker (§3 Country entry), with the country each sells in. */
export const countryEntries: readonly CountryShopEntry[] = [
  {
    country: 'DE',
    localeKey: 'de-de',
    iconKey: 'flag-de',
    labelKey: 'countryPicker.de-de',
    shopLink: 'https://de.nido.example',
  },
  {
    country: 'AT',
    localeKey: 'de-at',
    iconKey: 'flag-at',
    labelKey: 'countryPicker.de-at',
    shopLink: 'https://at.nido.example',
  },
  {
    country: 'CH',
    localeKey: 'de-ch',
    iconKey: 'flag-ch',
    labelKey: 'countryPicker.de-ch',
    shopLink: 'https://ch.nido.example',
  },
  {
    country: 'CH',
    localeKey: 'fr-ch',
    iconKey: 'flag-ch',
    labelKey: 'countryPicker.fr-ch',
    shopLink: 'https://ch.nido.example/fr',
  },
  {
    country: 'FR',
    localeKey: 'fr-fr',
    iconKey: 'flag-fr',
    labelKey: 'countryPicker.fr-fr',
    shopLink: 'https://fr.nido.example',
  },
  {
    country: 'BE',
    localeKey: 'fr-be',
    iconKey: 'flag-be',
    labelKey: 'countryPicker.fr-be',
    shopLink: 'https://be.nido.example',
  },
  {
    country: 'BE',
    localeKey: 'nl-be',
    iconKey: 'flag-be',
    labelKey: 'countryPicker.nl-be',
    shopLink: 'https://be.nido.example/nl',
  },
  {
    country: 'NL',
    localeKey: 'nl-nl',
    iconKey: 'flag-nl',
    labelKey: 'countryPicker.nl-nl',
    shopLink: 'https://nl.nido.example',
  },
];

/** A price as the commerce engine delivers it, in cents. */
export const euro = (withTax: number, recommendedRetailPrice: number | null = null) => ({
  withTax,
  recommendedRetailPrice,
  currencyCode: 'EUR' as const,
  reference: null,
});

/** A romper of the demo catalog with its sizes (§2 attribute picker, size advisor). */
export const romper = {
  brand: 'Nido',
  name: 'Strampler Wolke aus Bio-Baumwolle',
  articleNumber: '4711203',
  sizes: [
    { value: '50-56', label: '50/56', age: '0–2 Monate', height: '50–56 cm', soldOut: false },
    { value: '62-68', label: '62/68', age: '3–6 Monate', height: '57–68 cm', soldOut: false },
    { value: '74-80', label: '74/80', age: '7–12 Monate', height: '69–80 cm', soldOut: true },
    { value: '86-92', label: '86/92', age: '13–24 Monate', height: '81–92 cm', soldOut: false },
  ],
} as const;

/** The stroller of the demo catalog, with its colour siblings. */
export const stroller = {
  brand: 'Nido',
  name: 'Kinderwagen Lumi',
  colour: 'Salbeigrün',
  articleNumber: '3300148',
  colours: ['Salbeigrün', 'Nachtblau', 'Sandbeige', 'Anthrazit'],
} as const;

/** Stores near the shopper for click-and-reserve. */
export const stores = [
  { id: 'koeln-ehrenfeld', name: 'Nido Köln-Ehrenfeld', address: 'Venloer Straße 312, 50823 Köln' },
  { id: 'koeln-city', name: 'Nido Köln City', address: 'Schildergasse 58, 50667 Köln' },
  { id: 'bonn', name: 'Nido Bonn', address: 'Remigiusstraße 8, 53111 Bonn' },
] as const;

/** Seals of the demo catalog's textiles. */
export const seals = [
  {
    name: 'GOTS – Global Organic Textile Standard',
    text: 'Mindestens 95 % Fasern aus kontrolliert biologischem Anbau, geprüft entlang der gesamten Lieferkette.',
  },
  {
    name: 'OEKO-TEX® Standard 100',
    text: 'Auf Schadstoffe geprüft, in Produktklasse 1 für Babyartikel.',
  },
] as const;

/** The category tree's first level and the open branch, as the navigation shows them. */
export const categories = [
  'Kinderwagen',
  'Babyausstattung',
  'Kinderzimmer',
  'Spielzeug',
  'Pflege & Gesundheit',
  'Sale',
] as const;
export const babyClothes = [
  'Bodys',
  'Strampler',
  'Schlafsäcke',
  'Mützen & Tücher',
  'Socken',
] as const;

/** The colour facet of a listing, with counts. */
export const colourFacet = [
  { value: 'green', label: 'Grün', count: 24 },
  { value: 'blue', label: 'Blau', count: 31 },
  { value: 'beige', label: 'Beige', count: 18 },
  { value: 'pink', label: 'Rosa', count: 12 },
  { value: 'white', label: 'Weiß', count: 40 },
] as const;

/** The carriers of the demo shop: parcels and freight for bulky goods. */
export const carriers = [
  {
    name: 'DHL Paket',
    text: 'Lieferung in 1–3 Werktagen, mit Sendungsverfolgung per E-Mail.',
  },
  {
    name: 'Spedition',
    text: 'Sperrige Artikel wie Kinderwagen und Möbel kommen per Spedition bis in die Wohnung; der Liefertermin wird telefonisch abgestimmt.',
  },
] as const;

/** A campaign of the demo content space. */
export const campaign = {
  title: 'Frühlingsfest: 20 % auf Kinderzimmermöbel',
  text: 'Bis 31. März 2027 auf alle Betten, Wickelkommoden und Regale der Marke Nido.',
  conditions: [
    'Gültig vom 1. bis 31. März 2027 im Onlineshop und in allen Filialen.',
    'Nicht mit anderen Aktionen oder Gutscheinen kombinierbar.',
    'Ausgenommen sind bereits reduzierte Artikel und Gutscheinkarten.',
    'Keine Barauszahlung; bei Rücksendung wird der Nachlass anteilig verrechnet.',
  ],
} as const;

/** A "3 for 2" promotion's fine print. */
export const promotionDisclaimer =
  'Beim Kauf von drei Bodys der Serie „Wolke“ wird der günstigste kostenlos. Der Nachlass erscheint im Warenkorb. Gilt solange der Vorrat reicht.';

/** A bundle of the demo catalog: the base article and the pieces that complete it. */
export const bundle = [
  { name: 'Wickelauflage Wolke', price: 3999 },
  { name: 'Bezug für Wickelauflage, 2er-Set', price: 2499 },
  { name: 'Wickeltasche Lumi', price: 5999 },
] as const;

/** Shipping-cost conditions as the CMS may set them (cents): 4,99; 2,99 from 30; free from 50. */
export const shippingConditions = [
  { label: 'Standard', versandkosten: 499, ab_bestellwert: 0 },
  { label: 'Reduziert', versandkosten: 299, ab_bestellwert: 3000 },
  { label: 'Versandkostenfrei', versandkosten: 0, ab_bestellwert: 5000 },
] as const;
