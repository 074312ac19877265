import type { BrandCopy } from './types';

/** Nido in German (Germany and Austria as written; Switzerland gets ss for ß). */
export const babyDe: BrandCopy = {
  language: 'de',
  siteName: 'Nido',
  metaDescription:
    'Nido – Babyausstattung, Kinderwagen, Autositze und alles fürs Kinderzimmer. Sorgfältig ausgewählt, sicher geprüft und schnell geliefert.',
  contactWithHotline:
    'Unser Kundenservice ist montags bis freitags von 8 bis 18 Uhr unter {{hotline}} (gebührenfrei) und jederzeit per E-Mail an {{email}} für Sie da.',
  contactWithoutHotline:
    'Unser Kundenservice ist jederzeit per E-Mail an {{email}} und über das Kontaktformular für Sie da; wir antworten innerhalb eines Werktags.',
  home: {
    name: 'Startseite',
    title: 'Babyausstattung, Kinderwagen & mehr',
    description:
      'Alles für die ersten Jahre: Kinderwagen, Autositze, Möbel, Kleidung und Spielzeug – geprüft, sicher und schnell bei Ihnen.',
    heroHeadline: 'Gut ankommen im neuen Leben',
    heroText:
      'Vom ersten Strampler bis zum passenden Kinderwagen: Bei Nido finden Sie Ausstattung, die wir selbst getestet haben – und Beratung, die ehrlich bleibt.',
    heroCta: 'Kinderwagen entdecken',
    heroCtaSecondary: 'Zum Ratgeber',
    draftHeroHeadline: 'Neu im Sortiment: leichte Reisebuggys',
    draftHeroText:
      'Zusammengeklappt kleiner als ein Handgepäckkoffer und trotzdem mit Liegeposition: unsere neuen Reisebuggys sind ab sofort verfügbar.',
    categoriesTitle: 'Beliebte Kategorien',
    promisesTitle: 'Darauf können Sie sich verlassen',
    promises: [
      {
        headline: 'Geprüfte Sicherheit',
        text: 'Autositze und Kinderwagen nehmen wir nur ins Sortiment, wenn sie aktuelle Normen wie ECE R129 erfüllen.',
      },
      {
        headline: '30 Tage Rückgabe',
        text: 'Passt etwas nicht, senden Sie es innerhalb von 30 Tagen zurück – auch geöffnete Verpackungen nehmen wir an.',
      },
      {
        headline: 'Persönliche Beratung',
        text: 'Unser Team hat selbst Kinder und beantwortet Ihre Fragen per Telefon, E-Mail oder Kontaktformular.',
      },
    ],
    recommendationHeadline: 'Das lieben andere Eltern gerade',
    guideTitle: 'Aus unserem Ratgeber',
    guideText: 'Antworten auf die Fragen, die sich alle Eltern irgendwann stellen.',
    campaignBannerLabel: 'Teilnahmebedingungen ansehen',
  },
  newsletter: {
    headline: 'Tipps für die ersten Jahre',
    text: 'Einmal im Monat: Ratgeber-Artikel passend zum Alter Ihres Kindes, Neuheiten und exklusive Angebote. Abmeldung jederzeit möglich.',
    button: 'Newsletter abonnieren',
  },
  category: {
    rootIntros: {
      kinderwagen:
        'Ob Kombikinderwagen für die ersten Spaziergänge oder wendiger Buggy für die Stadt: Hier finden Sie Kinderwagen, die zu Ihrem Alltag passen – mit Zubehör von Fußsack bis Sonnenschirm.',
      autositze:
        'Sicherheit geht vor: Alle Babyschalen und Kindersitze in unserem Sortiment erfüllen die Norm ECE R129 (i-Size). Mit einer Isofix-Basis sitzt der Sitz bei jeder Fahrt richtig.',
      kinderzimmer:
        'Ein Zimmer, das mitwächst: Babybetten, die sich zum Juniorbett umbauen lassen, Wickelkommoden mit viel Stauraum, kuschelige Schlafsäcke und Babyphones für ruhige Nächte.',
      spielzeug:
        'Spielen heißt entdecken: Kuscheltiere, Rasseln und Holzspielzeug aus schadstoffgeprüften Materialien, die kleinen Händen und großen Ideen standhalten.',
      babykleidung:
        'Weiche Bodys, Strampler aus Bio-Baumwolle und warme Schneeanzüge: Babykleidung, die sich leicht anziehen lässt und viele Wäschen übersteht.',
      fuettern:
        'Vom ersten Fläschchen bis zum eigenen Teller: Babyflaschen, Milchpumpen, Hochstühle und Kindergeschirr für entspannte Mahlzeiten.',
      'baden-und-pflege':
        'Badewannen, Kapuzenbadetücher, Fieberthermometer und sanfte Pflegeprodukte – alles, was Ihr Baby rundum wohlfühlen lässt.',
      geschenke:
        'Zur Geburt, zur Taufe oder einfach so: Geschenksets, Gutscheine und Ratgeber zum Herunterladen, die frischgebackenen Eltern wirklich helfen.',
    },
    intro: (name) =>
      `${name} bei Nido: sorgfältig ausgewählt, von Eltern getestet und schnell geliefert. Filtern Sie nach Marke, Farbe oder Preis, um das Passende zu finden.`,
    title: (name) => `${name} online kaufen`,
    description: (name) =>
      `${name} für Babys und Kleinkinder bei Nido entdecken: große Auswahl, ehrliche Beratung und 30 Tage Rückgabe.`,
    recommendationHeadline: (name) => `Beliebt in ${name}`,
  },
  guide: {
    slug: 'ratgeber',
    name: 'Ratgeber',
    title: 'Ratgeber für Eltern',
    description:
      'Praktische Tipps rund um Kinderwagen, Schlaf, Ernährung und Sicherheit – geschrieben von Eltern für Eltern.',
    intro:
      'Welcher Kinderwagen passt zu uns? Wie schläft unser Baby sicher? In unserem Ratgeber beantworten wir die Fragen, die uns Eltern jeden Tag stellen.',
    readMore: 'Weiterlesen',
    tipHeading: 'Unser Tipp',
    productsHeading: 'Passende Produkte',
    articles: [
      {
        slug: 'kinderwagen-kaufen',
        name: 'Den richtigen Kinderwagen finden',
        title: 'Kinderwagen kaufen: Worauf es wirklich ankommt',
        description:
          'Kombikinderwagen, Buggy oder Geschwisterwagen? So finden Sie den Kinderwagen, der zu Ihrem Alltag passt.',
        intro:
          'Ein Kinderwagen begleitet Sie mehrere Jahre – jeden Tag. Bevor Sie sich von Farben und Extras leiten lassen, lohnt sich ein ehrlicher Blick auf Ihren Alltag.',
        sections: [
          {
            heading: 'Stadt, Land oder beides?',
            paragraphs: [
              'Wer viel mit Bus und Bahn unterwegs ist, braucht einen Wagen mit kleinem Faltmaß und geringem Gewicht. Auf Feldwegen und Kopfsteinpflaster spielen dagegen große, luftgefüllte Räder und eine gute Federung ihre Stärken aus.',
              'Messen Sie vor dem Kauf den Kofferraum Ihres Autos aus und probieren Sie, ob Sie den Wagen mit einer Hand zusammenklappen können.',
            ],
          },
          {
            heading: 'Kombikinderwagen oder Buggy?',
            paragraphs: [
              'In den ersten Monaten soll Ihr Baby flach liegen. Ein Kombikinderwagen mit Babywanne ist deshalb für Neugeborene die beste Wahl; später tauschen Sie die Wanne gegen den Sportsitz.',
              'Ein Buggy lohnt sich, sobald Ihr Kind sicher sitzen kann – meist ab etwa sechs Monaten. Reisebuggys mit Liegefunktion sind die ideale Ergänzung für Urlaub und Ausflüge.',
            ],
            bullets: [
              'Babywanne oder Liegeposition für die ersten Monate',
              'Höhenverstellbarer Schieber für beide Elternteile',
              'Großer Einkaufskorb für den Alltag',
              'Bremse, die sich leicht mit dem Fuß bedienen lässt',
            ],
          },
        ],
        categories: ['kombikinderwagen', 'buggys', 'fusssaecke'],
        tip: 'Planen Sie den Kauf etwa in der 20. Schwangerschaftswoche ein. Dann bleibt genug Zeit für Probefahrten und eventuelle Lieferzeiten.',
      },
      {
        slug: 'sicher-schlafen',
        name: 'Sicher schlafen im ersten Jahr',
        title: 'Sicherer Babyschlaf: Die wichtigsten Regeln',
        description:
          'Rückenlage, Schlafsack statt Decke, die richtige Raumtemperatur: So schläft Ihr Baby sicher und gut.',
        intro:
          'Ruhige Nächte wünschen sich alle Eltern. Mit ein paar einfachen Regeln sorgen Sie dafür, dass Ihr Baby nicht nur gut, sondern auch sicher schläft.',
        sections: [
          {
            heading: 'Rückenlage und eigenes Bett',
            paragraphs: [
              'Legen Sie Ihr Baby zum Schlafen immer auf den Rücken, auf eine feste Matratze ohne Kissen, Nestchen oder Kuscheltiere. Im ersten Lebensjahr schläft es am sichersten im eigenen Bett im Elternschlafzimmer – ein Beistellbett macht das besonders einfach.',
            ],
          },
          {
            heading: 'Schlafsack statt Decke',
            paragraphs: [
              'Ein gut passender Schlafsack verhindert, dass Ihr Baby sich die Decke über den Kopf zieht. Die Halsöffnung sollte nicht größer sein als der Kopf, die Länge etwa Körpergröße minus Kopf plus zehn Zentimeter.',
              'Die ideale Raumtemperatur liegt bei 16 bis 18 Grad. Fühlen Sie im Nacken, ob Ihrem Baby zu warm ist – kalte Hände sind dagegen normal.',
            ],
            bullets: [
              'Immer in Rückenlage schlafen legen',
              'Feste Matratze, keine Kissen oder Nestchen',
              'Rauchfreie Umgebung',
              'Schlafsack in der passenden Größe',
            ],
          },
        ],
        categories: ['schlafsaecke', 'babybetten', 'klgerte_informationsu_telekommtechnik'],
        tip: 'Ein Babyphone mit Temperaturanzeige zeigt Ihnen auf einen Blick, ob es im Kinderzimmer zu warm oder zu kalt ist.',
      },
    ],
    draftSection: {
      heading: 'Der Kinderwagen im Winter',
      paragraphs: [
        'Ein gefütterter Fußsack und ein Regenverdeck reichen meist aus. Achten Sie darauf, dass Ihr Baby darunter nicht zu dick angezogen ist.',
      ],
    },
  },
  documentation: {
    name: 'Anleitungen',
    title: 'Anleitungen und Pflegehinweise',
    description:
      'Aufbauanleitungen, Gebrauchsanleitungen und Pflegehinweise für Ihre Nido-Produkte zum Nachlesen.',
    intro:
      'Hier finden Sie Anleitungen für Aufbau, Gebrauch und Pflege Ihrer Produkte. Die Anleitung des Herstellers liegt jedem Produkt außerdem gedruckt bei.',
    navigationTitle: 'Themen',
    contactHeadline: 'Frage zu einem Produkt?',
    contactText:
      'Schreiben Sie uns – wir helfen Ihnen beim Aufbau oder bei der Pflege gern weiter.',
    pages: [
      {
        slug: 'aufbauanleitungen',
        name: 'Aufbau und Gebrauch',
        title: 'Aufbau und Gebrauch',
        description: 'So bauen Sie Babybett, Wickelkommode und Kinderwagen sicher auf.',
        intro:
          'Nehmen Sie sich für den Aufbau Zeit und legen Sie alle Teile vorher bereit. Prüfen Sie anhand der Stückliste, ob alles vollständig ist.',
        sections: [
          {
            heading: 'Babybett',
            paragraphs: [
              'Bauen Sie das Bett auf einer weichen Unterlage auf, damit keine Kratzer entstehen. Ziehen Sie alle Schrauben erst fest, wenn das Bett vollständig steht, und kontrollieren Sie sie alle drei Monate.',
              'Der Lattenrost hat zwei Höhen: Die obere Position ist nur so lange erlaubt, bis Ihr Kind sich selbst aufsetzen kann.',
            ],
          },
          {
            heading: 'Kinderwagen',
            paragraphs: [
              'Stecken Sie die Räder hörbar ein und prüfen Sie die Bremse vor der ersten Fahrt. Die Babywanne rastet mit einem deutlichen Klick im Gestell ein.',
            ],
          },
        ],
      },
      {
        slug: 'pflege-und-reinigung',
        name: 'Pflege und Reinigung',
        title: 'Pflege und Reinigung',
        description: 'Pflegehinweise für Textilien, Holzmöbel und Kinderwagenbezüge.',
        intro:
          'Mit der richtigen Pflege bleiben Ihre Produkte lange schön – und sind auch für Geschwister noch wie neu.',
        sections: [
          {
            heading: 'Textilien',
            paragraphs: [
              'Waschen Sie Babykleidung und Bettwäsche vor dem ersten Tragen bei 40 Grad ohne Weichspüler. Schlafsäcke vertragen meist 60 Grad – beachten Sie das Pflegeetikett.',
            ],
          },
          {
            heading: 'Holzmöbel und Bezüge',
            paragraphs: [
              'Holzoberflächen wischen Sie mit einem nebelfeuchten Tuch ab. Die Bezüge vieler Kinderwagen lassen sich abnehmen und im Schonwaschgang bei 30 Grad waschen.',
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
      description: 'Versandkosten, Lieferzeiten und Speditionsversand bei Nido im Überblick.',
      intro:
        'Wir versenden jede Bestellung so schnell wie möglich. Was vorrätig ist, verlässt unser Lager in der Regel am nächsten Werktag.',
      sections: [
        {
          heading: 'Versandkosten',
          paragraphs: [
            'Der Standardversand kostet {{shipping}} pro Bestellung, unabhängig vom Bestellwert.',
            'Große und schwere Artikel wie Kinderwagen, Babybetten oder Wickelkommoden liefert eine Spedition bis an Ihre Wohnungstür. Dafür berechnen wir einmalig {{freight}}.',
          ],
        },
        {
          heading: 'Lieferzeiten',
          paragraphs: [
            'Die voraussichtliche Lieferzeit sehen Sie auf jeder Produktseite. Artikel mit längerer Lieferzeit kennzeichnen wir deutlich, damit Sie rechtzeitig planen können.',
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
          question: 'Wie läuft die Lieferung per Spedition ab?',
          answer:
            'Die Spedition meldet sich telefonisch bei Ihnen und vereinbart einen Liefertermin. Die Lieferung erfolgt bis in die Wohnung.',
        },
      ],
    },
    returns: {
      slug: 'rueckgabe',
      name: 'Rückgabe',
      title: 'Rückgabe und Umtausch',
      description: '30 Tage Rückgaberecht: So einfach senden Sie Artikel an Nido zurück.',
      intro:
        'Sie haben 30 Tage Zeit, sich in Ruhe zu entscheiden. Artikel, die nicht passen oder nicht gefallen, nehmen wir zurück.',
      sections: [
        {
          heading: 'So funktioniert die Rücksendung',
          paragraphs: [
            'Melden Sie die Rücksendung in Ihrem Kundenkonto unter „Bestellungen“ an. Sie erhalten ein Rücksendeetikett, mit dem Sie das Paket kostenlos abgeben können.',
            'Speditionsartikel holen wir nach Terminabsprache bei Ihnen ab.',
          ],
          bullets: [
            'Artikel möglichst in der Originalverpackung zurücksenden',
            'Personalisierte Artikel mit Gravur sind vom Umtausch ausgeschlossen',
            'Die Erstattung erfolgt über die ursprüngliche Zahlungsart',
          ],
        },
      ],
    },
    payment: {
      slug: 'zahlungsarten',
      name: 'Zahlungsarten',
      title: 'Zahlungsarten',
      description:
        'Bezahlen Sie bei Nido sicher und bequem – mit der Zahlungsart, die zu Ihnen passt.',
      intro:
        'Alle Zahlungen werden verschlüsselt übertragen. Sie wählen die Zahlungsart im letzten Schritt der Bestellung.',
      sections: [
        {
          heading: 'Rechnung und Ratenkauf',
          paragraphs: [
            'Wo angeboten, zahlen Sie bequem nach Erhalt der Ware. Den Ratenkauf schließen Sie direkt beim Zahlungsanbieter ab.',
          ],
        },
      ],
      methodsHeading: 'In diesem Shop können Sie so bezahlen',
    },
    terms: {
      slug: 'agb',
      name: 'AGB',
      title: 'Allgemeine Geschäftsbedingungen',
      description: 'Die Allgemeinen Geschäftsbedingungen des Nido-Demoshops.',
      intro:
        'Hinweis: Nido ist ein Demoshop des Open-Source-Projekts Vitrine. Diese Bedingungen sind ein Beispieltext; es kommt kein Vertrag zustande und es wird nichts geliefert.',
      sections: [
        {
          heading: '§ 1 Geltungsbereich',
          paragraphs: [
            'Diese Bedingungen gelten für alle Bestellungen, die Verbraucherinnen und Verbraucher über den Onlineshop der Nido Demo GmbH aufgeben.',
          ],
        },
        {
          heading: '§ 2 Vertragsschluss',
          paragraphs: [
            'Die Darstellung der Produkte im Shop ist kein verbindliches Angebot. Mit dem Klick auf „Zahlungspflichtig bestellen“ geben Sie eine verbindliche Bestellung ab; der Vertrag kommt mit unserer Versandbestätigung zustande.',
          ],
        },
        {
          heading: '§ 3 Preise und Versand',
          paragraphs: [
            'Alle Preise enthalten die gesetzliche Mehrwertsteuer. Der Standardversand kostet {{shipping}}, der Speditionsversand {{freight}}.',
          ],
        },
      ],
    },
    privacy: {
      slug: 'datenschutz',
      name: 'Datenschutz',
      title: 'Datenschutzerklärung',
      description: 'Wie der Nido-Demoshop mit Ihren Daten umgeht.',
      intro:
        'Hinweis: Dies ist die Beispiel-Datenschutzerklärung eines Demoshops. Die Nido Demo GmbH ist ein erfundenes Unternehmen.',
      sections: [
        {
          heading: 'Welche Daten wir verarbeiten',
          paragraphs: [
            'Wir verarbeiten die Daten, die Sie bei einer Bestellung oder Registrierung angeben: Name, Anschrift, E-Mail-Adresse und Bestellungen. Wir nutzen sie ausschließlich, um Ihre Bestellung abzuwickeln und Ihr Kundenkonto zu führen.',
          ],
        },
        {
          heading: 'Cookies',
          paragraphs: [
            'Technisch notwendige Cookies setzen wir immer. Statistik- und Marketingdienste nutzen wir nur mit Ihrer Einwilligung, die Sie jederzeit in den Cookie-Einstellungen ändern können.',
          ],
        },
        {
          heading: 'Ihre Rechte',
          paragraphs: [
            'Sie haben das Recht auf Auskunft, Berichtigung, Löschung und Einschränkung der Verarbeitung Ihrer Daten. Ihr Kundenkonto können Sie jederzeit selbst löschen.',
          ],
        },
      ],
    },
    imprint: {
      slug: 'impressum',
      name: 'Impressum',
      title: 'Impressum',
      description: 'Anbieterkennzeichnung des Nido-Demoshops.',
      intro:
        'Nido ist ein Demoshop des Open-Source-Projekts Vitrine. Alle Angaben auf dieser Seite sind erfunden.',
      sections: [
        {
          heading: 'Anbieter',
          paragraphs: [
            'Nido Demo GmbH (erfundenes Unternehmen)\nBeispielstraße 12\n10115 Berlin\nDeutschland',
            'Vertreten durch die Geschäftsführung: Erika Beispiel',
            'Registergericht: Amtsgericht Beispielstadt, HRB 000000 (fiktiv)',
          ],
        },
        {
          heading: 'Kontakt',
          paragraphs: ['{{contact}}'],
        },
      ],
    },
    // The route table's /kontakt/ in every language (§2): the form's subjects come from the layout.
    contact: {
      slug: 'kontakt',
      name: 'Kontakt',
      title: 'Kontakt',
      description:
        'Schreiben Sie dem Nido-Kundenservice: Fragen zu Bestellung, Lieferung, Rückgabe oder Produkten.',
      intro:
        'Sie haben eine Frage zu Ihrer Bestellung oder zu einem Produkt? Schreiben Sie uns über das Formular – wir antworten innerhalb eines Werktags.',
      sections: [{ heading: 'Weitere Wege zu uns', paragraphs: ['{{contact}}'] }],
    },
    faq: {
      slug: 'faq',
      name: 'FAQ',
      title: 'Häufige Fragen',
      description: 'Antworten auf häufige Fragen zu Bestellung, Versand, Rückgabe und Kundenkonto.',
      intro: 'Hier finden Sie schnelle Antworten. Ihre Frage ist nicht dabei? Schreiben Sie uns.',
      sections: [],
      questions: [
        {
          question: 'Wie lange dauert die Lieferung?',
          answer:
            'Vorrätige Artikel verlassen unser Lager in der Regel am nächsten Werktag. Die Lieferzeit jedes Artikels sehen Sie auf der Produktseite.',
        },
        {
          question: 'Was kostet der Versand?',
          answer:
            'Der Standardversand kostet {{shipping}}. Für Speditionsartikel berechnen wir einmalig {{freight}}.',
        },
        {
          question: 'Kann ich als Gast bestellen?',
          answer:
            'Ja. Sie brauchen kein Kundenkonto – mit einem Konto sehen Sie Ihre Bestellungen und Rücksendungen aber auf einen Blick.',
        },
        {
          question: 'Kann ich eine Bestellung stornieren?',
          answer:
            'Solange Ihre Bestellung noch nicht versendet wurde, können Sie sie in Ihrem Kundenkonto unter „Bestellungen“ stornieren.',
        },
        {
          question: 'Wie löse ich einen Gutschein ein?',
          answer:
            'Geben Sie den Gutscheincode im Warenkorb oder im letzten Schritt der Bestellung ein.',
        },
      ],
      contactHeadline: 'Noch Fragen?',
      contactText: 'Schreiben Sie uns – wir antworten innerhalb eines Werktags.',
    },
  },
  paymentLabels: {
    KK: 'Kreditkarte',
    KD: 'Klarna Ratenkauf',
    KC: 'Klarna Rechnung',
    KN: 'Klarna Sofort bezahlen',
    PP: 'PayPal',
    G: 'Geschenkgutschein',
    NN: 'Nachnahme',
    RE: 'Rechnung',
    V: 'Vorkasse',
    TW: 'TWINT',
    IL: 'iDEAL',
    AP: 'Apple Pay',
  },
  system: {
    noResults: {
      title: 'Leider nichts gefunden',
      text: 'Zu Ihrer Suche haben wir keine passenden Produkte gefunden. Prüfen Sie die Schreibweise oder versuchen Sie einen allgemeineren Begriff.',
      linkLabel: 'Zur Startseite',
      recommendationHeadline: 'Vielleicht gefällt Ihnen das',
    },
    thankYouExpired: {
      title: 'Diese Seite ist nicht mehr verfügbar',
      text: 'Die Bestellbestätigung kann nur direkt nach der Bestellung angezeigt werden. Alle Details finden Sie in der Bestätigungsmail und in Ihrem Kundenkonto.',
      linkLabel: 'Weiter einkaufen',
    },
    checkout: {
      title: 'Sicher bestellen',
      text: 'Ihre Daten werden verschlüsselt übertragen. Sie haben 30 Tage Rückgaberecht.',
      linkLabel: 'Versandkosten ansehen',
    },
    basket: {
      title: 'Gut zu wissen',
      text: 'Wie viel noch bis zum kostenlosen Versand fehlt, zeigt die Zusammenfassung. Gravierte Artikel fertigen wir eigens für Sie an; die Gravur können Sie hier bis zur Bestellung ändern.',
      linkLabel: 'Versand und Lieferung',
    },
    login: {
      title: 'Ihre Vorteile mit Kundenkonto',
      text: 'Bestellungen verfolgen, Rücksendungen anmelden und die Wunschliste auf allen Geräten nutzen.',
      linkLabel: 'Häufige Fragen',
    },
    notFound: {
      title: 'Diese Seite gibt es nicht',
      text: 'Vielleicht hat sich die Adresse geändert oder die Seite wurde entfernt. Über die Suche oder die Startseite finden Sie schnell weiter.',
      linkLabel: 'Zur Startseite',
    },
  },
  layout: {
    headerNotice: '30 Tage Rückgabe · Versand {{shipping}} · Persönliche Beratung',
    helpLabel: 'Hilfe & FAQ',
    contactLabel: 'Kontakt',
    guideLabel: 'Ratgeber',
    footer: {
      service: 'Service',
      shop: 'Entdecken',
      legal: 'Rechtliches',
      contact: 'Kontakt',
      consentSettings: 'Cookie-Einstellungen',
      giftCards: 'Geschenkgutscheine',
      note: 'Nido Demo GmbH – ein Demoshop des Open-Source-Projekts Vitrine. Alle Preise inkl. MwSt., zzgl. Versandkosten.',
    },
    contactSubjects: [
      { key: 'order', label: 'Frage zu meiner Bestellung', requiresOrderNumber: true },
      { key: 'delivery', label: 'Lieferung und Versand', requiresOrderNumber: true },
      { key: 'return', label: 'Rücksendung und Erstattung', requiresOrderNumber: true },
      { key: 'product', label: 'Frage zu einem Produkt', requiresOrderNumber: false },
      { key: 'account', label: 'Kundenkonto und Newsletter', requiresOrderNumber: false },
      { key: 'other', label: 'Sonstiges', requiresOrderNumber: false },
    ],
    consent: {
      title: 'Wir respektieren Ihre Privatsphäre',
      text: 'Wir verwenden Cookies und ähnliche Technologien, damit der Shop funktioniert, um ihn zu verbessern und Ihnen passende Angebote zu zeigen. Sie entscheiden, welche Dienste Sie zulassen.',
      acceptAllLabel: 'Alle akzeptieren',
      infoLabel: 'Einstellungen',
      settingsTitle: 'Cookie-Einstellungen',
      saveSelectionLabel: 'Auswahl speichern',
      saveAllLabel: 'Alle akzeptieren',
      categories: {
        essential: {
          title: 'Notwendig',
          text: 'Diese Dienste braucht der Shop, um Warenkorb, Anmeldung und Ihre Cookie-Auswahl zu speichern.',
        },
        statistics: {
          title: 'Statistik',
          text: 'Anonyme Auswertungen zeigen uns, welche Seiten hilfreich sind und wo wir besser werden können.',
        },
        marketing: {
          title: 'Marketing',
          text: 'Damit zeigen wir Ihnen Empfehlungen und Angebote, die zu Ihnen passen – auch auf anderen Websites.',
        },
        comfort: {
          title: 'Komfort',
          text: 'Eingebettete Videos und Kartendienste, die Inhalte direkt im Shop anzeigen.',
        },
      },
      services: {
        storage: { title: 'Warenkorb und Anmeldung', company: 'Nido Demo GmbH' },
        'consent-manager': { title: 'Speicherung Ihrer Cookie-Auswahl', company: 'Nido Demo GmbH' },
        econda: { title: 'Webanalyse', company: 'econda GmbH' },
        'google-tag-manager': { title: 'Tag-Verwaltung', company: 'Google Ireland Ltd.' },
        recommendations: { title: 'Persönliche Produktempfehlungen', company: 'Nido Demo GmbH' },
        'google-ads': { title: 'Werbung auf anderen Websites', company: 'Google Ireland Ltd.' },
        sovendus: { title: 'Gutscheinangebote von Partnern', company: 'Sovendus GmbH' },
        payback: { title: 'PAYBACK Punkte', company: 'PAYBACK GmbH' },
        videos: { title: 'Eingebettete Videos', company: 'Vimeo.com, Inc.' },
      },
    },
    campaigns: [
      {
        id: 'kinderwagen-wochen',
        name: 'Kinderwagen-Wochen',
        headline: 'Kinderwagen-Wochen: Fußsack gratis dazu',
        text: 'Zu jedem Kombikinderwagen schenken wir Ihnen einen Fußsack im Wert von bis zu {{price:89}}.',
        conditions:
          'Die Aktion gilt vom 1. bis 31. März 2026 für Bestellungen eines Kombikinderwagens. Der Fußsack wird automatisch in den Warenkorb gelegt und ist nicht mit anderen Aktionen kombinierbar. Keine Barauszahlung.',
        dateFrom: '2026-03-01 00:00',
        dateTo: '2026-03-31 23:59',
        triggers: [{ type: 'url', value: '/kinderwagen/,/kombikinderwagen/' }],
        category: 'kombikinderwagen',
      },
      {
        id: 'sale',
        name: 'Sale-Hinweis',
        headline: 'Im Sale: bis zu 30 % reduziert',
        text: 'Reduzierte Artikel sind nur solange der Vorrat reicht erhältlich.',
        conditions:
          'Reduzierte Preise gelten solange der Vorrat reicht. Bereits reduzierte Artikel sind von Gutscheinaktionen ausgenommen.',
        dateFrom: null,
        dateTo: null,
        triggers: [{ type: 'sale', value: true }],
        category: 'geschenke',
      },
    ],
    banner: {
      text: 'Neu: Geschenkgutscheine zum Ausdrucken – sofort per E-Mail',
      category: 'geschenkgutscheine',
    },
    welcomeCampaign: {
      id: 'willkommen',
      name: 'Willkommensrabatt',
      headline: 'Willkommen bei Nido: 10 % Rabatt',
      text: 'Mit dem Code {{coupon}} sparen Sie 10 % auf Ihre Bestellung – ohne Mindestbestellwert.',
      conditions:
        'Geben Sie den Code {{coupon}} im Warenkorb oder im letzten Bestellschritt ein. Er gilt ohne Mindestbestellwert, ist nicht mit anderen Gutscheinen kombinierbar und kann nicht bar ausgezahlt werden.',
      dateFrom: '2026-01-01 00:00',
      dateTo: null,
      triggers: [],
      category: 'kinderwagen',
    },
    coupon: { text: '10 % Willkommensrabatt mit dem Code {{coupon}}' },
    shippingLabel: 'Standardversand',
  },
};
