/**
 * Story data for the overlays, as the demo content space and the demo catalog deliver it: the
 * consent banner block and the country entries of the Nido layout (de-DE, fr-FR, nl-NL), and
 * the products, stores, seals, carriers, campaign and shipping conditions of the §2 dialogs.
 */
import type { Language, Logistics, Product, Sibling } from '@vitrine/domain';
import type { CountryShopEntry } from '@vitrine/domain/commands';
import type { BasketVariantChoice } from '@vitrine/domain/product-page';
import { aPrice, aProduct, aVariant, strollerProduct } from '../../stories/shopping-fixtures';

/** A size that ships in 5–8 working days ("soon" for the baby brand). */
const slowLogistics: Logistics = {
  bvc: 1,
  deliveryDaysFrom: 5,
  deliveryDaysTo: 8,
  priceReference: null,
};

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

/** A romper of the demo catalog: four sizes with their delivery times, 74/80 sold out. */
export const romperProduct: Product = aProduct({
  id: 40,
  name: 'Strampler Wolke aus Bio-Baumwolle',
  brand: 'Nido',
  variants: [
    aVariant({ id: 41, price: aPrice(1999), size: '50/56' }),
    aVariant({ id: 42, price: aPrice(1999), size: '62/68' }),
    aVariant({ id: 43, price: aPrice(1999), size: '74/80', bvc: 4, stock: 0 }),
    { ...aVariant({ id: 44, price: aPrice(2199), size: '86/92' }), logistics: slowLogistics },
  ],
  images: [{ src: 'blanket.webp', alt: '' }],
});

/** The size table of the romper's size advisor (attribute groessenberater). */
export const romperSizeTable = (columns: readonly [string, string, string]) => ({
  columns,
  rows: [
    ['50/56', '0–2 Monate', '50–56 cm'],
    ['62/68', '3–6 Monate', '57–68 cm'],
    ['74/80', '7–12 Monate', '69–80 cm'],
    ['86/92', '13–24 Monate', '81–92 cm'],
  ],
});

const sibling = (id: number, colour: string, image: string): Sibling => ({
  id,
  referenceKey: String(3300140 + id),
  images: [{ src: `${image}.webp`, alt: '' }],
  advancedAttributes: {
    farbe: { key: 'farbe', label: 'Farbe', values: [{ fieldSet: [[{ value: colour }]] }] },
  },
  variants: [],
});

/** The stroller of the demo catalog with its colour siblings, the first one shown. */
export const strollerWithSiblings: Product = {
  ...strollerProduct,
  name: 'Kinderwagen Lumi',
  referenceKey: '3300148',
  siblings: [
    sibling(8, 'Salbeigrün', 'stroller'),
    sibling(9, 'Nachtblau', 'nursery'),
    sibling(10, 'Sandbeige', 'blanket'),
    sibling(11, 'Anthrazit', 'lamp'),
  ],
};

/** Stores near the shopper for click-and-reserve; the last one has no stock. */
export const stores = [
  {
    id: 'koeln-ehrenfeld',
    name: 'Nido Köln-Ehrenfeld',
    address: 'Venloer Straße 312, 50823 Köln',
    inStock: true,
  },
  {
    id: 'koeln-city',
    name: 'Nido Köln City',
    address: 'Schildergasse 58, 50667 Köln',
    inStock: true,
  },
  { id: 'bonn', name: 'Nido Bonn', address: 'Remigiusstraße 8, 53111 Bonn', inStock: false },
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

/** A bundle of the demo catalog: the pieces that complete the changing-table set. */
export const bundlePieces = [
  {
    id: 'wickelauflage',
    name: 'Wickelauflage Wolke',
    image: { src: 'blanket.webp' },
    price: aPrice(3999),
  },
  {
    id: 'bezug',
    name: 'Bezug für Wickelauflage, 2er-Set',
    image: { src: 'towel.webp' },
    price: aPrice(2499, { recommendedRetailPrice: 2999 }),
  },
  { id: 'tasche', name: 'Wickeltasche Lumi', image: { src: 'nursery.webp' }, price: aPrice(5999) },
];

/** Shipping-cost conditions as the CMS may set them (cents): 4,99; 2,99 from 30; free from 50. */
export const shippingConditions = [
  { label: 'Standard', versandkosten: 499, ab_bestellwert: 0 },
  { label: 'Reduziert', versandkosten: 299, ab_bestellwert: 3000 },
  { label: 'Versandkostenfrei', versandkosten: 0, ab_bestellwert: 5000 },
] as const;

/** The romper's sizes as the wishlist page gets them: 74/80 sold out, 98/104 not deliverable. */
export const romperChoice: BasketVariantChoice = {
  productId: 7,
  preselectedVariantId: 71,
  options: [
    {
      variantId: 71,
      referenceKey: '2000713_01',
      label: '50/56',
      availability: 'buyable',
      delivery: { key: 'delivery.instant', daysFrom: 1, daysTo: 3, preorder: false },
    },
    {
      variantId: 72,
      referenceKey: '2000713_02',
      label: '62/68',
      availability: 'buyable',
      delivery: { key: 'delivery.soon', daysFrom: 5, daysTo: 7, preorder: false },
    },
    {
      variantId: 73,
      referenceKey: '2000713_03',
      label: '74/80',
      availability: 'soldOut',
      delivery: null,
    },
    {
      variantId: 74,
      referenceKey: '2000713_04',
      label: '86/92',
      availability: 'buyable',
      delivery: { key: 'delivery.instant', daysFrom: 1, daysTo: 3, preorder: false },
    },
    {
      variantId: 75,
      referenceKey: '2000713_05',
      label: '98/104',
      availability: 'notDeliverable',
      delivery: null,
    },
  ],
};
