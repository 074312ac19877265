import { babyDe } from './baby-de';
import type { BrandCopy } from './types';

/** Vitalia in German (Germany, Austria; Switzerland gets ss for ß). Vitalia has no FAQ (§9). */
export const vitalDe: BrandCopy = {
  language: 'de',
  siteName: 'Vitalia',
  metaDescription:
    'Vitalia – Wellness, Gesundheit, Küche und schönes Wohnen. Durchdachte Produkte für mehr Wohlbefinden im Alltag, schnell geliefert.',
  contactWithHotline:
    'Unser Kundenservice ist montags bis freitags von 8 bis 20 Uhr und samstags von 9 bis 14 Uhr unter {{hotline}} (gebührenfrei) sowie per E-Mail an {{email}} erreichbar.',
  contactWithoutHotline:
    'Unser Kundenservice ist per E-Mail an {{email}} und über das Kontaktformular erreichbar.',
  home: {
    name: 'Startseite',
    title: 'Wellness, Gesundheit und schönes Wohnen',
    description:
      'Produkte für mehr Wohlbefinden: Massagegeräte, Bettwaren, Küchenhelfer und Heimtextilien – ausgewählt für Ihren Alltag.',
    heroHeadline: 'Zeit für sich',
    heroText:
      'Ein warmes Bad, eine Massage nach dem Sport, ein Kissen, das wirklich passt: Bei Vitalia finden Sie Produkte, die Ihren Alltag ein bisschen leichter machen.',
    heroCta: 'Wellness entdecken',
    heroCtaSecondary: 'Zum Ratgeber',
    draftHeroHeadline: 'Die neue Saunawoche',
    draftHeroText:
      'Badezusätze, Bademäntel und Duftkerzen für Ihr Spa zu Hause – in der kommenden Woche mit besonderen Angeboten.',
    categoriesTitle: 'Unsere Welten',
    promisesTitle: 'Warum Vitalia',
    promises: [
      {
        headline: 'Geprüfte Qualität',
        text: 'Medizinprodukte wie Blutdruckmessgeräte sind klinisch validiert und tragen die CE-Kennzeichnung.',
      },
      {
        headline: '30 Tage Rückgabe',
        text: 'Testen Sie in Ruhe zu Hause. Was nicht überzeugt, senden Sie innerhalb von 30 Tagen zurück.',
      },
      {
        headline: 'Beratung am Telefon',
        text: 'Unser Serviceteam berät Sie auch samstags – zu Produkten, Bestellungen und Lieferungen.',
      },
    ],
    recommendationHeadline: 'Beliebt bei unseren Kundinnen und Kunden',
    guideTitle: 'Aus unserem Ratgeber',
    guideText: 'Tipps für erholsamen Schlaf, Entspannung und ein gesundes Zuhause.',
    campaignBannerLabel: 'Aktionsbedingungen ansehen',
  },
  newsletter: {
    headline: 'Wohlfühltipps per E-Mail',
    text: 'Alle zwei Wochen: Ratgeber, Rezepte für die Küche, Neuheiten und exklusive Angebote. Abmeldung jederzeit möglich.',
    button: 'Jetzt anmelden',
  },
  category: {
    rootIntros: {
      haushalt:
        'Weniger Aufwand, mehr Zeit: leistungsstarke Staubsauger, umweltfreundliche Reinigungsmittel und Haushaltsgeräte, die Ihnen Arbeit abnehmen.',
      kueche:
        'Gutes Werkzeug, gutes Essen: Töpfe und Pfannen für jeden Herd, scharfe Messer und Vorratsdosen, die Lebensmittel länger frisch halten.',
      wellness:
        'Entspannung für zu Hause: Massagegeräte für Nacken und Rücken, Massagesessel, wohltuende Badezusätze und flauschige Bademäntel.',
      gesundheit:
        'Gesundheit im Blick: klinisch validierte Blutdruckmessgeräte, Wärmekissen, Vitamine und Kräutertees für jeden Tag.',
      heimtextilien:
        'Besser schlafen und schöner wohnen: Bettdecken und Kopfkissen für jeden Schlaftyp, Teppiche und Gardinen, die Räume wohnlich machen.',
      'wohnen-und-schenken':
        'Dekoration, Duftkerzen und Geschenkideen – vom Gutschein über Online-Kurse bis zum liebevoll gepackten Wellness-Set.',
    },
    intro: (name) =>
      `${name} bei Vitalia: ausgewählte Qualität, ehrliche Beratung und 30 Tage Rückgabe. Filtern Sie nach Marke, Preis oder Bewertung.`,
    title: (name) => `${name} online kaufen`,
    description: (name) =>
      `${name} bei Vitalia entdecken: ausgewählte Qualität, schnelle Lieferung und 30 Tage Rückgabe.`,
    recommendationHeadline: (name) => `Beliebt in ${name}`,
  },
  guide: {
    slug: 'ratgeber',
    name: 'Ratgeber',
    title: 'Ratgeber für Ihr Wohlbefinden',
    description: 'Tipps für erholsamen Schlaf, Entspannung zu Hause und einen gesunden Alltag.',
    intro:
      'Kleine Veränderungen, große Wirkung: In unserem Ratgeber zeigen wir, wie Sie besser schlafen, abschalten und sich zu Hause rundum wohlfühlen.',
    readMore: 'Weiterlesen',
    tipHeading: 'Unser Tipp',
    productsHeading: 'Passende Produkte',
    articles: [
      {
        slug: 'besser-schlafen',
        name: 'Besser schlafen',
        title: 'Besser schlafen: Bettdecke und Kissen richtig wählen',
        description:
          'Welche Bettdecke passt zu Ihnen, welches Kissen entlastet den Nacken? Ein Überblick für erholsame Nächte.',
        intro:
          'Wir verbringen etwa ein Drittel unseres Lebens im Bett. Es lohnt sich also, Decke und Kissen nicht dem Zufall zu überlassen.',
        sections: [
          {
            heading: 'Die passende Bettdecke',
            paragraphs: [
              'Wer nachts leicht schwitzt, greift zu einer leichten Decke mit Baumwoll- oder Tencelbezug. Wer schnell friert, fühlt sich unter einer Daunendecke mit hoher Wärmeklasse wohler.',
              'Für Allergiker eignen sich Decken, die bei 60 Grad waschbar sind.',
            ],
          },
          {
            heading: 'Das richtige Kopfkissen',
            paragraphs: [
              'Rückenschläfer brauchen ein flacheres Kissen, Seitenschläfer ein höheres, das den Abstand zwischen Schulter und Kopf ausgleicht. Nackenstützkissen halten die Wirbelsäule in einer geraden Linie.',
            ],
            bullets: [
              'Schlafzimmer kühl halten: 16 bis 18 Grad',
              'Eine Stunde vor dem Schlafen kein Bildschirm',
              'Feste Schlafenszeiten, auch am Wochenende',
            ],
          },
        ],
        categories: ['bettdecken', 'kopfkissen', 'tees'],
        tip: 'Ein Kräutertee mit Melisse oder Lavendel am Abend hilft vielen Menschen beim Abschalten.',
      },
      {
        slug: 'wellness-zu-hause',
        name: 'Wellness zu Hause',
        title: 'Wellness zu Hause: Ihr Spa-Abend in fünf Schritten',
        description:
          'Mit Badezusätzen, Massage und Ruhe wird das eigene Badezimmer zur Wohlfühloase.',
        intro:
          'Für einen Wellnessabend müssen Sie nicht verreisen. Mit ein wenig Vorbereitung wird Ihr Badezimmer zum Spa.',
        sections: [
          {
            heading: 'Vorbereiten',
            paragraphs: [
              'Legen Sie Bademantel und Handtücher bereit, dimmen Sie das Licht und zünden Sie eine Duftkerze an. Schalten Sie das Telefon für eine Stunde stumm.',
            ],
          },
          {
            heading: 'Baden und entspannen',
            paragraphs: [
              'Ein Bad mit 36 bis 38 Grad entspannt die Muskeln. Badezusätze mit ätherischen Ölen wie Eukalyptus oder Lavendel verstärken die Wirkung.',
              'Gönnen Sie sich danach eine Massage: Ein Massagegerät mit Wärmefunktion lockert verspannte Schultern und den Nacken.',
            ],
          },
        ],
        categories: ['badezusaetze', 'massagegeraete', 'duftkerzen'],
        tip: 'Trinken Sie nach dem Baden ein großes Glas Wasser oder einen warmen Tee – Ihr Kreislauf wird es Ihnen danken.',
      },
    ],
    draftSection: {
      heading: 'Matratze nicht vergessen',
      paragraphs: [
        'Auch die beste Decke hilft wenig auf einer durchgelegenen Matratze. Nach acht bis zehn Jahren ist meist eine neue fällig.',
      ],
    },
  },
  documentation: {
    name: 'Anleitungen',
    title: 'Bedienungsanleitungen und Pflegehinweise',
    description: 'Bedienungsanleitungen und Pflegehinweise für Ihre Vitalia-Produkte.',
    intro:
      'Hier finden Sie Hinweise zur Bedienung und Pflege Ihrer Produkte. Die Anleitung des Herstellers liegt jedem Gerät außerdem gedruckt bei.',
    navigationTitle: 'Themen',
    contactHeadline: 'Frage zu einem Gerät?',
    contactText: 'Schreiben Sie uns – wir helfen Ihnen bei Bedienung und Pflege gern weiter.',
    pages: [
      {
        slug: 'bedienungsanleitungen',
        name: 'Bedienung',
        title: 'Bedienung Ihrer Geräte',
        description:
          'Hinweise zur ersten Inbetriebnahme von Massagegeräten und Blutdruckmessgeräten.',
        intro:
          'Lesen Sie vor der ersten Benutzung die Sicherheitshinweise des Herstellers und bewahren Sie die Anleitung gut auf.',
        sections: [
          {
            heading: 'Blutdruckmessgerät',
            paragraphs: [
              'Messen Sie möglichst immer zur gleichen Tageszeit und nach fünf Minuten Ruhe im Sitzen. Die Manschette sitzt etwa zwei Zentimeter über der Ellenbeuge auf Herzhöhe.',
            ],
          },
          {
            heading: 'Massagegerät',
            paragraphs: [
              'Beginnen Sie mit der niedrigsten Stufe und massieren Sie eine Stelle höchstens 15 Minuten. Die Wärmefunktion schaltet sich nach 20 Minuten automatisch ab.',
            ],
          },
        ],
      },
      {
        slug: 'pflege-und-reinigung',
        name: 'Pflege und Reinigung',
        title: 'Pflege und Reinigung',
        description: 'Pflegehinweise für Kochgeschirr, Messer und Heimtextilien.',
        intro: 'Mit der richtigen Pflege haben Sie lange Freude an Ihren Produkten.',
        sections: [
          {
            heading: 'Pfannen und Messer',
            paragraphs: [
              'Beschichtete Pfannen spülen Sie am besten von Hand. Gute Messer gehören nicht in die Spülmaschine und bleiben mit einem Wetzstahl lange scharf.',
            ],
          },
          {
            heading: 'Bettwaren',
            paragraphs: [
              'Schütteln Sie Bettdecken jeden Morgen auf und lüften Sie sie regelmäßig. Viele Kissen und Decken sind bei 60 Grad waschbar – beachten Sie das Pflegeetikett.',
            ],
          },
        ],
      },
    ],
  },
  service: {
    shipping: {
      slug: 'versandkosten',
      name: 'Versandkosten',
      title: 'Versand und Lieferung',
      description: 'Versandkosten, Lieferzeiten und Speditionsversand bei Vitalia.',
      intro: 'Vorrätige Artikel verlassen unser Lager in der Regel am nächsten Werktag.',
      sections: [
        {
          heading: 'Versandkosten',
          paragraphs: [
            'Der Standardversand kostet {{shipping}} pro Bestellung, unabhängig vom Bestellwert.',
            'Große Geräte wie Massagesessel oder Waschmaschinen liefert eine Spedition bis in die Wohnung. Dafür berechnen wir einmalig {{freight}}.',
          ],
        },
        {
          heading: 'Online-Kurse und Gutscheine',
          paragraphs: [
            'Online-Kurse und Gutscheine zum Herunterladen erhalten Sie sofort nach der Zahlung per E-Mail – ohne Versandkosten.',
          ],
        },
      ],
      questionsTitle: 'Häufige Fragen zum Versand',
      questions: [
        {
          question: 'Kann ich meine Sendung verfolgen?',
          answer:
            'Ja. Sobald Ihr Paket unterwegs ist, erhalten Sie eine E-Mail mit dem Link zur Sendungsverfolgung.',
        },
        {
          question: 'Nehmen Sie Altgeräte zurück?',
          answer:
            'Ja. Bei der Lieferung eines Großgeräts nimmt die Spedition Ihr Altgerät kostenlos mit, wenn Sie das bei der Bestellung angeben.',
        },
      ],
    },
    returns: {
      slug: 'rueckgabe',
      name: 'Rückgabe',
      title: 'Rückgabe und Umtausch',
      description: '30 Tage Rückgaberecht bei Vitalia.',
      intro:
        'Testen Sie in Ruhe zu Hause. Was nicht überzeugt, nehmen wir innerhalb von 30 Tagen zurück.',
      sections: [
        {
          heading: 'So funktioniert die Rücksendung',
          paragraphs: [
            'Melden Sie die Rücksendung in Ihrem Kundenkonto unter „Bestellungen“ an und drucken Sie das kostenlose Rücksendeetikett aus.',
          ],
          bullets: [
            'Hygieneartikel wie geöffnete Nahrungsergänzungsmittel sind vom Umtausch ausgeschlossen',
            'Bereits begonnene Online-Kurse können nicht zurückgegeben werden',
            'Die Erstattung erfolgt über die ursprüngliche Zahlungsart',
          ],
        },
      ],
    },
    payment: {
      ...babyDe.service.payment,
      description:
        'Bezahlen Sie bei Vitalia sicher und bequem – mit der Zahlungsart, die zu Ihnen passt.',
    },
    terms: {
      ...babyDe.service.terms,
      description: 'Die Allgemeinen Geschäftsbedingungen des Vitalia-Demoshops.',
      intro:
        'Hinweis: Vitalia ist ein Demoshop des Open-Source-Projekts Vitrine. Diese Bedingungen sind ein Beispieltext; es kommt kein Vertrag zustande und es wird nichts geliefert.',
      sections: [
        {
          heading: '§ 1 Geltungsbereich',
          paragraphs: [
            'Diese Bedingungen gelten für alle Bestellungen, die Verbraucherinnen und Verbraucher über den Onlineshop der Vitalia Demo GmbH aufgeben.',
          ],
        },
        ...babyDe.service.terms.sections.slice(1),
      ],
    },
    privacy: {
      ...babyDe.service.privacy,
      description: 'Wie der Vitalia-Demoshop mit Ihren Daten umgeht.',
      intro:
        'Hinweis: Dies ist die Beispiel-Datenschutzerklärung eines Demoshops. Die Vitalia Demo GmbH ist ein erfundenes Unternehmen.',
    },
    imprint: {
      ...babyDe.service.imprint,
      description: 'Anbieterkennzeichnung des Vitalia-Demoshops.',
      intro:
        'Vitalia ist ein Demoshop des Open-Source-Projekts Vitrine. Alle Angaben auf dieser Seite sind erfunden.',
      sections: [
        {
          heading: 'Anbieter',
          paragraphs: [
            'Vitalia Demo GmbH (erfundenes Unternehmen)\nMusterweg 7\n80331 München\nDeutschland',
            'Vertreten durch die Geschäftsführung: Max Mustermann',
            'Registergericht: Amtsgericht Beispielstadt, HRB 111111 (fiktiv)',
          ],
        },
        { heading: 'Kontakt', paragraphs: ['{{contact}}'] },
      ],
    },
    // The route table's /kontakt/ in every language (§2): the form's subjects come from the layout.
    contact: {
      slug: 'kontakt',
      name: 'Kontakt',
      title: 'Kontakt',
      description:
        'Schreiben Sie dem Vitalia-Kundenservice: Fragen zu Bestellung, Lieferung, Rückgabe oder Produkten.',
      intro:
        'Sie haben eine Frage zu Ihrer Bestellung oder zu einem Produkt? Schreiben Sie uns über das Formular – wir antworten innerhalb eines Werktags.',
      sections: [{ heading: 'Weitere Wege zu uns', paragraphs: ['{{contact}}'] }],
    },
    faq: null,
  },
  paymentLabels: babyDe.paymentLabels,
  system: {
    ...babyDe.system,
    login: {
      title: 'Ihre Vorteile mit Kundenkonto',
      text: 'Bestellungen und Guthaben im Blick behalten, Rücksendungen anmelden und Ihre Online-Kurse jederzeit öffnen.',
      linkLabel: 'Rückgabe und Umtausch',
    },
  },
  layout: {
    ...babyDe.layout,
    headerNotice: '30 Tage Rückgabe · Versand {{shipping}} · Beratung auch samstags',
    helpLabel: 'Versand & Rückgabe',
    footer: {
      ...babyDe.layout.footer,
      note: 'Vitalia Demo GmbH – ein Demoshop des Open-Source-Projekts Vitrine. Alle Preise inkl. MwSt., zzgl. Versandkosten.',
    },
    consent: {
      ...babyDe.layout.consent,
      services: {
        ...babyDe.layout.consent.services,
        storage: { title: 'Warenkorb und Anmeldung', company: 'Vitalia Demo GmbH' },
        'consent-manager': {
          title: 'Speicherung Ihrer Cookie-Auswahl',
          company: 'Vitalia Demo GmbH',
        },
        recommendations: { title: 'Persönliche Produktempfehlungen', company: 'Vitalia Demo GmbH' },
      },
    },
    campaigns: [
      {
        id: 'saunawoche',
        name: 'Saunawoche',
        headline: 'Saunawoche: 20 % auf Badezusätze',
        text: 'Eine Woche lang sparen Sie 20 % auf alle Badezusätze und Bademäntel.',
        conditions:
          'Die Aktion gilt vom 9. bis 15. Februar 2026. Der Rabatt wird im Warenkorb automatisch abgezogen und ist nicht mit anderen Gutscheinen kombinierbar.',
        dateFrom: '2026-02-09',
        dateTo: '2026-02-15',
        triggers: [{ type: 'url', value: '/wellness/,/badezusaetze/,/bademaentel/' }],
        category: 'badezusaetze',
      },
      {
        id: 'checkout-hinweis',
        name: 'Hinweis im Checkout',
        headline: 'Gratis Duftkerze ab drei Artikeln',
        text: 'Bestellen Sie drei Artikel oder mehr, legen wir eine Duftkerze gratis dazu.',
        conditions: 'Solange der Vorrat reicht. Gilt nicht für Gutscheine und Online-Kurse.',
        dateFrom: null,
        dateTo: null,
        triggers: [{ type: 'scayleCheckout', value: true }],
        category: 'duftkerzen',
      },
    ],
    banner: {
      text: 'Neu: Online-Kurse für Yoga und Entspannung – sofort starten',
      category: 'online-kurse',
    },
    welcomeCampaign: {
      id: 'willkommen',
      name: 'Willkommensrabatt',
      headline: 'Willkommen bei Vitalia: 10 % Rabatt',
      text: 'Mit dem Code {{coupon}} sparen Sie 10 % auf Ihre Bestellung – ohne Mindestbestellwert.',
      conditions:
        'Geben Sie den Code {{coupon}} im Warenkorb oder im letzten Bestellschritt ein. Er gilt ohne Mindestbestellwert, ist nicht mit anderen Gutscheinen kombinierbar und kann nicht bar ausgezahlt werden.',
      dateFrom: '2026-01-01 00:00',
      dateTo: null,
      triggers: [],
      category: 'wellness',
    },
    coupon: { text: '10 % Willkommensrabatt mit dem Code {{coupon}}' },
  },
};
