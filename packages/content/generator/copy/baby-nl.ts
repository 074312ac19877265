import type { BrandCopy } from './types';

/** Nido in Dutch (the Netherlands and Belgium). */
export const babyNl: BrandCopy = {
  language: 'nl',
  siteName: 'Nido',
  metaDescription:
    'Nido – babyuitzet, kinderwagens, autostoeltjes en alles voor de babykamer. Zorgvuldig gekozen, veilig getest en snel geleverd.',
  contactWithHotline:
    'Onze klantenservice is van maandag tot en met vrijdag van 8 tot 18 uur bereikbaar op {{hotline}} (gratis) en altijd per e-mail via {{email}}.',
  contactWithoutHotline:
    'Onze klantenservice is altijd bereikbaar per e-mail via {{email}} en via het contactformulier; we antwoorden binnen één werkdag.',
  home: {
    name: 'Home',
    title: 'Babyuitzet, kinderwagens en meer',
    description:
      'Alles voor de eerste jaren: kinderwagens, autostoeltjes, meubels, kleding en speelgoed – getest, veilig en snel bij je thuis.',
    heroHeadline: 'Goed beginnen aan een nieuw leven',
    heroText:
      'Van het eerste rompertje tot de kinderwagen die bij je past: bij Nido vind je spullen die we zelf hebben getest – en advies dat eerlijk blijft.',
    heroCta: 'Ontdek kinderwagens',
    heroCtaSecondary: 'Naar het magazine',
    draftHeroHeadline: 'Nieuw: lichte reisbuggy’s',
    draftHeroText:
      'Ingeklapt kleiner dan een handbagagekoffer en toch met ligstand: onze nieuwe reisbuggy’s zijn vanaf nu verkrijgbaar.',
    categoriesTitle: 'Populaire categorieën',
    promisesTitle: 'Daar kun je op rekenen',
    promises: [
      {
        headline: 'Gecontroleerde veiligheid',
        text: 'Autostoeltjes en kinderwagens nemen we alleen op als ze aan de actuele normen voldoen, zoals ECE R129.',
      },
      {
        headline: '30 dagen retour',
        text: 'Past iets niet? Stuur het binnen 30 dagen terug – ook als de verpakking al open is.',
      },
      {
        headline: 'Persoonlijk advies',
        text: 'Ons team heeft zelf kinderen en beantwoordt je vragen telefonisch, per e-mail of via het contactformulier.',
      },
    ],
    recommendationHeadline: 'Favoriet bij andere ouders',
    guideTitle: 'Uit ons magazine',
    guideText: 'Antwoorden op de vragen die alle ouders zich vroeg of laat stellen.',
    campaignBannerLabel: 'Bekijk de voorwaarden',
  },
  newsletter: {
    headline: 'Tips voor de eerste jaren',
    text: 'Eén keer per maand: artikelen die passen bij de leeftijd van je kind, nieuwigheden en exclusieve aanbiedingen. Je kunt je altijd afmelden.',
    button: 'Aanmelden voor de nieuwsbrief',
  },
  category: {
    rootIntros: {
      kinderwagen:
        'Een combi-kinderwagen voor de eerste wandelingen of een wendbare buggy voor de stad: hier vind je de kinderwagen die bij jullie dagelijkse leven past, met accessoires van voetenzak tot parasol.',
      autositze:
        'Veiligheid voorop: alle autostoeltjes in ons assortiment voldoen aan de norm ECE R129 (i-Size). Met een isofix-basis zit het stoeltje bij elke rit goed vast.',
      kinderzimmer:
        'Een kamer die meegroeit: babybedden die je ombouwt tot juniorbed, commodes met veel bergruimte, warme slaapzakken en babyfoons voor rustige nachten.',
      spielzeug:
        'Spelen is ontdekken: knuffels, rammelaars en houten speelgoed van gecontroleerde materialen, gemaakt voor kleine handjes en grote ideeën.',
      babykleidung:
        'Zachte rompers, boxpakjes van biologisch katoen en warme sneeuwpakken: babykleding die makkelijk aantrekt en veel wasbeurten doorstaat.',
      fuettern:
        'Van de eerste fles tot het eigen bordje: zuigflessen, borstkolven, kinderstoelen en kinderservies voor ontspannen maaltijden.',
      'baden-und-pflege':
        'Badjes, badcapes, thermometers en milde verzorgingsproducten – alles waarmee je baby zich helemaal goed voelt.',
      geschenke:
        'Voor een geboorte, een doop of zomaar: cadeausets, cadeaubonnen en gidsen om te downloaden waar kersverse ouders echt iets aan hebben.',
    },
    intro: (name) =>
      `${name} bij Nido: zorgvuldig gekozen, getest door ouders en snel geleverd. Filter op merk, kleur of prijs om te vinden wat je zoekt.`,
    title: (name) => `${name} online kopen`,
    description: (name) =>
      `${name} voor baby's en peuters bij Nido: ruime keuze, eerlijk advies en 30 dagen retour.`,
    recommendationHeadline: (name) => `Populair in de categorie ${name}`,
  },
  guide: {
    slug: 'magazin',
    name: 'Magazine',
    title: 'Magazine voor ouders',
    description:
      'Praktische tips over kinderwagens, slapen, voeding en veiligheid – geschreven door ouders, voor ouders.',
    intro:
      'Welke kinderwagen past bij ons? Hoe slaapt onze baby veilig? In ons magazine beantwoorden we de vragen die ouders ons elke dag stellen.',
    readMore: 'Verder lezen',
    tipHeading: 'Onze tip',
    productsHeading: 'Bijpassende producten',
    articles: [
      {
        slug: 'kinderwagen-kiezen',
        name: 'De juiste kinderwagen kiezen',
        title: 'Een kinderwagen kopen: waar het echt om draait',
        description:
          'Combi-kinderwagen, buggy of duowagen? Zo vind je de kinderwagen die bij jullie dagelijkse leven past.',
        intro:
          'Een kinderwagen gebruik je jarenlang, elke dag. Kijk daarom eerst eerlijk naar je dagelijkse routine voordat je je laat leiden door kleuren en extra’s.',
        sections: [
          {
            heading: 'Stad, platteland of allebei?',
            paragraphs: [
              'Reis je veel met het openbaar vervoer, kies dan een lichte wagen die klein inklapt. Op zandpaden en kinderkopjes komen grote luchtbanden en een goede vering juist goed van pas.',
              'Meet vóór de aankoop je kofferbak op en probeer of je de wagen met één hand kunt inklappen.',
            ],
          },
          {
            heading: 'Combi-kinderwagen of buggy?',
            paragraphs: [
              'In de eerste maanden hoort je baby plat te liggen. Een combi-kinderwagen met reiswieg is daarom voor pasgeborenen de beste keuze; later wissel je de reiswieg voor het zitje.',
              'Een buggy is handig zodra je kind zelfstandig kan zitten, meestal vanaf een maand of zes. Een reisbuggy met ligstand is een ideale aanvulling voor vakanties en uitstapjes.',
            ],
            bullets: [
              'Reiswieg of ligstand voor de eerste maanden',
              'In hoogte verstelbare duwstang voor beide ouders',
              'Grote boodschappenmand voor elke dag',
              'Rem die je makkelijk met je voet bedient',
            ],
          },
        ],
        categories: ['kombikinderwagen', 'buggys', 'fusssaecke'],
        tip: 'Plan de aankoop rond de twintigste week van de zwangerschap. Dan heb je genoeg tijd voor proefritten en eventuele levertijden.',
      },
      {
        slug: 'veilig-slapen',
        name: 'Veilig slapen in het eerste jaar',
        title: 'Veilig slapen voor baby’s: de belangrijkste regels',
        description:
          'Op de rug, in een slaapzak in plaats van onder een deken, bij de juiste temperatuur: zo slaapt je baby veilig en goed.',
        intro:
          'Alle ouders verlangen naar rustige nachten. Met een paar eenvoudige regels zorg je ervoor dat je baby niet alleen goed, maar ook veilig slaapt.',
        sections: [
          {
            heading: 'Op de rug, in een eigen bedje',
            paragraphs: [
              'Leg je baby altijd op de rug te slapen, op een stevig matras zonder kussen, bedomrander of knuffels. In het eerste jaar slaapt je baby het veiligst in een eigen bedje op de slaapkamer van de ouders – met een co-sleeper is dat heel eenvoudig.',
            ],
          },
          {
            heading: 'Een slaapzak in plaats van een deken',
            paragraphs: [
              'Een goed passende slaapzak voorkomt dat je baby de deken over het hoofd trekt. De halsopening mag niet groter zijn dan het hoofdje.',
              'De ideale kamertemperatuur ligt tussen 16 en 18 graden. Voel in het nekje of je baby het te warm heeft – koude handjes zijn normaal.',
            ],
            bullets: [
              'Altijd op de rug te slapen leggen',
              'Stevig matras, geen kussens of bedomranders',
              'Een rookvrije omgeving',
              'Een slaapzak in de juiste maat',
            ],
          },
        ],
        categories: ['schlafsaecke', 'babybetten', 'klgerte_informationsu_telekommtechnik'],
        tip: 'Een babyfoon met temperatuurweergave laat je in één oogopslag zien of het in de babykamer te warm of te koud is.',
      },
    ],
    draftSection: {
      heading: 'De kinderwagen in de winter',
      paragraphs: [
        'Een gevoerde voetenzak en een regenhoes zijn meestal genoeg. Let erop dat je baby eronder niet te warm is aangekleed.',
      ],
    },
  },
  documentation: {
    name: 'Handleidingen',
    title: 'Handleidingen en onderhoudstips',
    description:
      'Montagehandleidingen, gebruiksaanwijzingen en onderhoudstips voor je Nido-producten.',
    intro:
      'Hier vind je handleidingen voor de montage, het gebruik en het onderhoud van je producten. De handleiding van de fabrikant zit ook bij elk product.',
    navigationTitle: 'Onderwerpen',
    contactHeadline: 'Vraag over een product?',
    contactText: 'Stuur ons een bericht – we helpen je graag met de montage of het onderhoud.',
    pages: [
      {
        slug: 'montagehandleidingen',
        name: 'Montage en gebruik',
        title: 'Montage en gebruik',
        description: 'Zo zet je een babybed, commode en kinderwagen veilig in elkaar.',
        intro:
          'Neem de tijd voor de montage en leg alle onderdelen vooraf klaar. Controleer aan de hand van de onderdelenlijst of alles compleet is.',
        sections: [
          {
            heading: 'Babybed',
            paragraphs: [
              'Zet het bed in elkaar op een zachte ondergrond om krassen te voorkomen. Draai alle schroeven pas vast als het bed helemaal staat en controleer ze elke drie maanden.',
              'De bodem heeft twee hoogtes: de hoogste stand is alleen toegestaan zolang je kind nog niet zelf kan gaan zitten.',
            ],
          },
          {
            heading: 'Kinderwagen',
            paragraphs: [
              'Klik de wielen hoorbaar vast en test de rem vóór de eerste rit. De reiswieg klikt met een duidelijke klik op het onderstel.',
            ],
          },
        ],
      },
      {
        slug: 'onderhoud-en-reiniging',
        name: 'Onderhoud en reiniging',
        title: 'Onderhoud en reiniging',
        description: 'Onderhoudstips voor textiel, houten meubels en kinderwagenhoezen.',
        intro:
          'Met het juiste onderhoud blijven je producten lang mooi – en zijn ze voor broertjes en zusjes nog als nieuw.',
        sections: [
          {
            heading: 'Textiel',
            paragraphs: [
              'Was babykleding en beddengoed vóór het eerste gebruik op 40 graden zonder wasverzachter. Slaapzakken kunnen meestal op 60 graden – kijk op het waslabel.',
            ],
          },
          {
            heading: 'Houten meubels en hoezen',
            paragraphs: [
              'Neem houten oppervlakken af met een licht vochtige doek. De hoezen van veel kinderwagens kun je afnemen en op 30 graden in het fijnwasprogramma wassen.',
            ],
          },
        ],
      },
    ],
  },
  service: {
    shipping: {
      slug: 'verzendkosten',
      name: 'Verzendkosten',
      title: 'Verzending en levering',
      description: 'Verzendkosten, levertijden en levering per transporteur bij Nido.',
      intro:
        'We versturen elke bestelling zo snel mogelijk. Wat op voorraad is, verlaat ons magazijn meestal de volgende werkdag.',
      sections: [
        {
          heading: 'Verzendkosten',
          paragraphs: [
            'Standaardverzending kost {{shipping}} per bestelling, ongeacht het bestelbedrag.',
            'Grote en zware artikelen zoals kinderwagens, babybedden of commodes worden door een transporteur tot aan je voordeur geleverd. Daarvoor rekenen we eenmalig {{freight}}.',
          ],
        },
        {
          heading: 'Levertijden',
          paragraphs: [
            'De verwachte levertijd zie je op elke productpagina. Artikelen met een langere levertijd geven we duidelijk aan, zodat je op tijd kunt plannen.',
          ],
        },
      ],
      questionsTitle: 'Veelgestelde vragen over verzending',
      questions: [
        {
          question: 'Kan ik mijn pakket volgen?',
          answer:
            'Ja. Zodra je pakket onderweg is, ontvang je een e-mail met de link om het te volgen.',
        },
        {
          question: 'Hoe verloopt de levering per transporteur?',
          answer:
            'De transporteur belt je om een leverafspraak te maken. Het artikel wordt tot in je woning geleverd.',
        },
      ],
    },
    returns: {
      slug: 'retourneren',
      name: 'Retourneren',
      title: 'Retourneren en ruilen',
      description: '30 dagen retourrecht: zo stuur je artikelen eenvoudig terug naar Nido.',
      intro:
        'Je hebt 30 dagen de tijd om rustig te beslissen. Artikelen die niet passen of niet bevallen, nemen we terug.',
      sections: [
        {
          heading: 'Zo werkt retourneren',
          paragraphs: [
            'Meld je retour aan in je klantaccount onder ‘Bestellingen’. Je ontvangt een retourlabel waarmee je het pakket gratis kunt afgeven.',
            'Artikelen die per transporteur zijn geleverd, halen we na afspraak bij je op.',
          ],
          bullets: [
            'Stuur artikelen zo mogelijk in de originele verpakking terug',
            'Gepersonaliseerde artikelen met gravure kunnen niet worden geretourneerd of geruild',
            'Je krijgt je geld terug via de oorspronkelijke betaalmethode',
          ],
        },
      ],
    },
    payment: {
      slug: 'betaalmethoden',
      name: 'Betaalmethoden',
      title: 'Betaalmethoden',
      description: 'Betaal bij Nido veilig en gemakkelijk, met de betaalmethode die bij je past.',
      intro:
        'Alle betalingen worden versleuteld verstuurd. Je kiest de betaalmethode in de laatste stap van je bestelling.',
      sections: [
        {
          heading: 'Veilig betalen',
          paragraphs: [
            'Je betaalgegevens gaan rechtstreeks naar de betaalprovider; wij slaan ze niet op.',
          ],
        },
      ],
      methodsHeading: 'Zo kun je in deze winkel betalen',
    },
    terms: {
      slug: 'algemene-voorwaarden',
      name: 'Algemene voorwaarden',
      title: 'Algemene voorwaarden',
      description: 'De algemene voorwaarden van de Nido-demowinkel.',
      intro:
        'Let op: Nido is een demowinkel van het opensourceproject Vitrine. Deze voorwaarden zijn een voorbeeldtekst; er komt geen overeenkomst tot stand en er wordt niets geleverd.',
      sections: [
        {
          heading: 'Artikel 1 – Toepasselijkheid',
          paragraphs: [
            'Deze voorwaarden gelden voor alle bestellingen die consumenten plaatsen in de webwinkel van Nido Demo B.V.',
          ],
        },
        {
          heading: 'Artikel 2 – Totstandkoming van de overeenkomst',
          paragraphs: [
            'Het productaanbod in de winkel is geen bindend aanbod. Met een klik op ‘Bestellen en betalen’ plaats je een bindende bestelling; de overeenkomst komt tot stand met onze verzendbevestiging.',
          ],
        },
        {
          heading: 'Artikel 3 – Prijzen en verzending',
          paragraphs: [
            'Alle prijzen zijn inclusief btw. Standaardverzending kost {{shipping}}, levering per transporteur {{freight}}.',
          ],
        },
      ],
    },
    privacy: {
      slug: 'privacy',
      name: 'Privacy',
      title: 'Privacyverklaring',
      description: 'Hoe de Nido-demowinkel met je gegevens omgaat.',
      intro:
        'Let op: dit is de voorbeeld-privacyverklaring van een demowinkel. Nido Demo B.V. is een verzonnen bedrijf.',
      sections: [
        {
          heading: 'Welke gegevens we verwerken',
          paragraphs: [
            'We verwerken de gegevens die je bij een bestelling of registratie opgeeft: naam, adres, e-mailadres en bestellingen. We gebruiken ze alleen om je bestelling af te handelen en je klantaccount bij te houden.',
          ],
        },
        {
          heading: 'Cookies',
          paragraphs: [
            'Technisch noodzakelijke cookies plaatsen we altijd. Statistiek- en marketingdiensten gebruiken we alleen met je toestemming, die je altijd kunt aanpassen in de cookie-instellingen.',
          ],
        },
        {
          heading: 'Je rechten',
          paragraphs: [
            'Je hebt recht op inzage, correctie, verwijdering en beperking van de verwerking van je gegevens. Je klantaccount kun je altijd zelf verwijderen.',
          ],
        },
      ],
    },
    imprint: {
      slug: 'colofon',
      name: 'Colofon',
      title: 'Colofon',
      description: 'Bedrijfsgegevens van de Nido-demowinkel.',
      intro:
        'Nido is een demowinkel van het opensourceproject Vitrine. Alle gegevens op deze pagina zijn verzonnen.',
      sections: [
        {
          heading: 'Bedrijfsgegevens',
          paragraphs: [
            'Nido Demo B.V. (verzonnen bedrijf)\nVoorbeeldstraat 12\n1011 AB Amsterdam\nNederland',
            'KvK-nummer 00000000 (fictief)',
          ],
        },
        {
          heading: 'Contact',
          paragraphs: ['{{contact}}'],
        },
      ],
    },
    // The route table's /kontakt/ in every language (§2): the form's subjects come from the layout.
    contact: {
      slug: 'kontakt',
      name: 'Contact',
      title: 'Contact',
      description:
        'Schrijf de klantenservice van Nido: vragen over een bestelling, de levering, een retour of een product.',
      intro:
        'Heeft u een vraag over uw bestelling of een product? Schrijf ons via het formulier – we antwoorden binnen één werkdag.',
      sections: [{ heading: 'Andere manieren om ons te bereiken', paragraphs: ['{{contact}}'] }],
    },
    faq: {
      slug: 'veelgestelde-vragen',
      name: 'Veelgestelde vragen',
      title: 'Veelgestelde vragen',
      description:
        'Antwoorden op veelgestelde vragen over bestellen, verzending, retourneren en je klantaccount.',
      intro: 'Hier vind je snel een antwoord. Staat je vraag er niet bij? Stuur ons een bericht.',
      sections: [],
      questions: [
        {
          question: 'Hoe lang duurt de levering?',
          answer:
            'Artikelen die op voorraad zijn, verlaten ons magazijn meestal de volgende werkdag. De levertijd van elk artikel zie je op de productpagina.',
        },
        {
          question: 'Wat kost de verzending?',
          answer:
            'Standaardverzending kost {{shipping}}. Voor artikelen die per transporteur worden geleverd, rekenen we eenmalig {{freight}}.',
        },
        {
          question: 'Kan ik bestellen zonder account?',
          answer:
            'Ja, je kunt als gast bestellen. Met een account zie je je bestellingen en retouren wel in één oogopslag.',
        },
        {
          question: 'Kan ik een bestelling annuleren?',
          answer:
            'Zolang je bestelling nog niet is verzonden, kun je die in je klantaccount onder ‘Bestellingen’ annuleren.',
        },
        {
          question: 'Hoe gebruik ik een kortingscode?',
          answer: 'Vul de code in het winkelmandje of in de laatste stap van je bestelling in.',
        },
      ],
      contactHeadline: 'Nog vragen?',
      contactText: 'Stuur ons een bericht – we antwoorden binnen één werkdag.',
    },
  },
  paymentLabels: {
    KK: 'Creditcard',
    KD: 'Klarna – gespreid betalen',
    KC: 'Klarna – achteraf betalen',
    KN: 'Klarna – direct betalen',
    PP: 'PayPal',
    G: 'Cadeaubon',
    NN: 'Rembours',
    RE: 'Op rekening',
    V: 'Vooruitbetaling',
    TW: 'TWINT',
    IL: 'iDEAL',
    AP: 'Apple Pay',
  },
  system: {
    noResults: {
      title: 'Helaas niets gevonden',
      text: 'We hebben geen producten gevonden die bij je zoekopdracht passen. Controleer de spelling of probeer een algemener woord.',
      linkLabel: 'Naar de homepage',
      recommendationHeadline: 'Misschien vind je dit leuk',
    },
    thankYouExpired: {
      title: 'Deze pagina is niet meer beschikbaar',
      text: 'De orderbevestiging kan alleen direct na het bestellen worden getoond. Alle details vind je in de bevestigingsmail en in je klantaccount.',
      linkLabel: 'Verder winkelen',
    },
    checkout: {
      title: 'Veilig bestellen',
      text: 'Je gegevens worden versleuteld verstuurd. Je hebt 30 dagen retourrecht.',
      linkLabel: 'Bekijk de verzendkosten',
    },
    basket: {
      title: 'Goed om te weten',
      text: 'Het overzicht laat zien hoeveel er nog ontbreekt voor gratis verzending. Gegraveerde artikelen maken we speciaal voor je; de gravure kun je hier tot de bestelling wijzigen.',
      linkLabel: 'Verzending en levering',
    },
    login: {
      title: 'Jouw voordelen met een klantaccount',
      text: 'Volg je bestellingen, meld retouren aan en gebruik je verlanglijst op al je apparaten.',
      linkLabel: 'Veelgestelde vragen',
    },
    notFound: {
      title: 'Deze pagina bestaat niet',
      text: 'Misschien is het adres veranderd of is de pagina verwijderd. Via de zoekfunctie of de homepage vind je snel verder.',
      linkLabel: 'Naar de homepage',
    },
  },
  layout: {
    headerNotice: '30 dagen retour · Verzending {{shipping}} · Persoonlijk advies',
    helpLabel: 'Hulp en vragen',
    contactLabel: 'Contact',
    guideLabel: 'Magazine',
    footer: {
      service: 'Service',
      shop: 'Ontdekken',
      legal: 'Juridisch',
      contact: 'Contact',
      consentSettings: 'Cookie-instellingen',
      giftCards: 'Cadeaubonnen',
      note: 'Nido Demo – een demowinkel van het opensourceproject Vitrine. Alle prijzen incl. btw, excl. verzendkosten.',
    },
    contactSubjects: [
      { key: 'order', label: 'Vraag over mijn bestelling', requiresOrderNumber: true },
      { key: 'delivery', label: 'Levering en verzending', requiresOrderNumber: true },
      { key: 'return', label: 'Retour en terugbetaling', requiresOrderNumber: true },
      { key: 'product', label: 'Vraag over een product', requiresOrderNumber: false },
      { key: 'account', label: 'Klantaccount en nieuwsbrief', requiresOrderNumber: false },
      { key: 'other', label: 'Overige vragen', requiresOrderNumber: false },
    ],
    consent: {
      title: 'We respecteren je privacy',
      text: 'We gebruiken cookies en vergelijkbare technieken om de winkel te laten werken, te verbeteren en je passende aanbiedingen te tonen. Jij bepaalt welke diensten je toestaat.',
      acceptAllLabel: 'Alles accepteren',
      infoLabel: 'Instellingen',
      settingsTitle: 'Cookie-instellingen',
      saveSelectionLabel: 'Keuze opslaan',
      saveAllLabel: 'Alles accepteren',
      categories: {
        essential: {
          title: 'Noodzakelijk',
          text: 'Deze diensten heeft de winkel nodig om je winkelmandje, je aanmelding en je cookiekeuze te bewaren.',
        },
        statistics: {
          title: 'Statistieken',
          text: 'Anonieme analyses laten ons zien welke pagina’s nuttig zijn en wat we kunnen verbeteren.',
        },
        marketing: {
          title: 'Marketing',
          text: 'Hiermee tonen we je aanbevelingen en aanbiedingen die bij je passen, ook op andere websites.',
        },
        comfort: {
          title: 'Comfort',
          text: 'Ingesloten video’s en kaartdiensten die inhoud direct in de winkel tonen.',
        },
      },
      services: {
        storage: { title: 'Winkelmandje en aanmelding', company: 'Nido Demo' },
        'consent-manager': { title: 'Opslag van je cookiekeuze', company: 'Nido Demo' },
        econda: { title: 'Webanalyse', company: 'econda GmbH' },
        'google-tag-manager': { title: 'Tagbeheer', company: 'Google Ireland Ltd.' },
        recommendations: { title: 'Persoonlijke productaanbevelingen', company: 'Nido Demo' },
        'google-ads': { title: 'Advertenties op andere websites', company: 'Google Ireland Ltd.' },
        sovendus: { title: 'Aanbiedingen van partners', company: 'Sovendus GmbH' },
        payback: { title: 'PAYBACK-punten', company: 'PAYBACK GmbH' },
        videos: { title: 'Ingesloten video’s', company: 'Vimeo.com, Inc.' },
      },
    },
    campaigns: [
      {
        id: 'kinderwagen-wochen',
        name: 'Kinderwagenweken',
        headline: 'Kinderwagenweken: gratis voetenzak',
        text: 'Bij elke combi-kinderwagen krijg je een voetenzak ter waarde van maximaal {{price:89}} cadeau.',
        conditions:
          'De actie geldt van 1 tot en met 31 maart 2026 bij bestelling van een combi-kinderwagen. De voetenzak wordt automatisch aan je winkelmandje toegevoegd en is niet te combineren met andere acties. Niet inwisselbaar voor geld.',
        dateFrom: '2026-03-01 00:00',
        dateTo: '2026-03-31 23:59',
        triggers: [{ type: 'url', value: '/kinderwagen/,/kombikinderwagen/' }],
        category: 'kombikinderwagen',
      },
      {
        id: 'sale',
        name: 'Sale',
        headline: 'Sale: tot 30% korting',
        text: 'Afgeprijsde artikelen zijn verkrijgbaar zolang de voorraad strekt.',
        conditions:
          'Kortingen gelden zolang de voorraad strekt. Artikelen die al zijn afgeprijsd, zijn uitgesloten van acties met een kortingscode.',
        dateFrom: null,
        dateTo: null,
        triggers: [{ type: 'sale', value: true }],
        category: 'geschenke',
      },
    ],
    banner: {
      text: 'Nieuw: cadeaubonnen om zelf te printen – meteen per e-mail',
      category: 'geschenkgutscheine',
    },
    welcomeCampaign: {
      id: 'willkommen',
      name: 'Welkomstkorting',
      headline: 'Welkom bij Nido: 10% korting',
      text: 'Met de code {{coupon}} krijg je 10% korting op je bestelling, zonder minimumbedrag.',
      conditions:
        'Vul de code {{coupon}} in je winkelmandje of in de laatste stap van je bestelling in. De code geldt zonder minimumbedrag, is niet te combineren met andere kortingscodes en is niet inwisselbaar voor geld.',
      dateFrom: '2026-01-01 00:00',
      dateTo: null,
      triggers: [],
      category: 'kinderwagen',
    },
    coupon: { text: '10% welkomstkorting met de code {{coupon}}' },
    shippingLabel: 'Standaardverzending',
  },
};
