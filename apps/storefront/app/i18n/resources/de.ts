export const de = {
  meta: {
    homeTitle: 'Online-Shop',
    homeDescription: '{{brand}} – Ihr Online-Shop in {{country}}.',
  },
  countries: {
    DE: 'Deutschland',
    AT: 'Österreich',
    CH: 'Schweiz',
    FR: 'Frankreich',
    BE: 'Belgien',
    NL: 'Niederlande',
  },
  home: {
    headline: 'Willkommen bei {{brand}}',
    intro: 'Schön, dass Sie da sind. Hier entsteht Ihr {{brand}}-Shop für {{country}}.',
    showShops: 'Unsere Länder-Shops',
    shopsHeading: '{{brand}} in Ihrem Land',
  },
  error: {
    oops: 'Hoppla!',
    headline: 'Diese Seite gibt es leider nicht.',
    message: 'Die Adresse ist falsch oder die Seite wurde verschoben.',
    suggestion: 'Auf der Startseite finden Sie sicher, was Sie suchen.',
    backToHome: 'Zur Startseite',
    serverHeadline: 'Da ist etwas schiefgelaufen.',
    serverMessage: 'Bitte versuchen Sie es in einem Moment noch einmal.',
  },
};
