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
