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
  login: {
    title: 'Anmelden',
    heading: 'Mit Kundenkonto anmelden',
    invalidCredentials: 'E-Mail-Adresse oder Passwort stimmen nicht. Bitte noch einmal versuchen.',
    tooManyFailedLogins:
      'Zu viele Versuche mit dieser E-Mail-Adresse. Bitte in einigen Minuten noch einmal versuchen oder das Passwort zurücksetzen.',
    tooManyRequests: 'Zu viele Anfragen. Bitte in einem Moment noch einmal versuchen.',
    foreignPage: 'Dieses Formular kam nicht von unserer Seite. Bitte die Seite neu laden.',
    forgotPassword: 'Passwort vergessen?',
    resetIntro:
      'Geben Sie die E-Mail-Adresse Ihres Kundenkontos ein. Wir schicken Ihnen einen Link, mit dem Sie ein neues Passwort festlegen.',
    sendResetMail: 'Link zum Zurücksetzen senden',
    resetMailSent:
      'Wenn ein Kundenkonto mit dieser Adresse besteht, ist eine E-Mail mit dem Link unterwegs.',
    signedInHeading: 'Sie sind angemeldet',
    signedInAs: 'Angemeldet als {{email}}.',
    logout: 'Abmelden',
  },
  newPassword: {
    title: 'Neues Passwort festlegen',
    save: 'Passwort speichern',
    done: 'Ihr neues Passwort ist gespeichert. Sie können sich jetzt damit anmelden.',
    toLogin: 'Zur Anmeldung',
    invalidLink: 'Dieser Link funktioniert nicht mehr: Er wurde schon benutzt oder ist abgelaufen.',
    requestAgain: 'Neuen Link anfordern',
  },
  toast: {
    newsletterConfirmed: 'Danke! Ihre Anmeldung zum Newsletter ist bestätigt.',
    newsletterInvalid:
      'Dieser Bestätigungslink ist ungültig oder abgelaufen. Bitte melden Sie sich noch einmal zum Newsletter an.',
  },
};
