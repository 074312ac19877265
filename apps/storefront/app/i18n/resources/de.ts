export const de = {
  countries: {
    DE: 'Deutschland',
    AT: 'Österreich',
    CH: 'Schweiz',
    FR: 'Frankreich',
    BE: 'Belgien',
    NL: 'Niederlande',
  },
  cms: {
    skipToContent: 'Zum Inhalt springen',
    preview: {
      heading: 'Live-Vorschau: {{name}}',
      intro:
        'Ändern Sie den Inhalt der Story als JSON – die Seite daneben zeigt jede Änderung sofort, ohne neu zu laden.',
      editorLabel: 'Inhalt der Story (JSON)',
      frameTitle: 'Vorschau der Seite',
      applied: 'Vorschau aktualisiert.',
      invalidJson: 'Das ist kein gültiges JSON. Die Vorschau zeigt den letzten gültigen Stand.',
      notABlock: 'Der Inhalt braucht die Felder „component“ und „_uid“.',
      save: 'Als Entwurf speichern',
      saved:
        'Als Entwurf gespeichert. Der lokale Content-Space liefert ihn nach dem nächsten Serverstart aus.',
      saveFailed: 'Der Entwurf konnte nicht gespeichert werden.',
      reload: 'Seite neu laden',
    },
  },
  shell: {
    categoryIndex: 'Alle Kategorien',
    closeMenu: 'Menü schließen',
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
  basket: {
    quantityCapped: 'Mehr ist gerade nicht da: Der Warenkorb enthält jetzt alle verfügbaren Stück.',
    notBuyable: 'Dieser Artikel ist gerade nicht bestellbar.',
    quantityUnavailable: 'Von diesem Artikel ist nichts mehr da.',
  },
  wishlist: {
    added: 'Der Artikel steht jetzt auf der Wunschliste.',
    removed: 'Der Artikel wurde von der Wunschliste entfernt.',
    failed: 'Die Wunschliste konnte nicht geändert werden. Bitte erneut versuchen.',
  },
  toast: {
    newsletterConfirmed: 'Danke! Ihre Anmeldung zum Newsletter ist bestätigt.',
    newsletterInvalid:
      'Dieser Bestätigungslink ist ungültig oder abgelaufen. Bitte melden Sie sich noch einmal zum Newsletter an.',
  },
};
