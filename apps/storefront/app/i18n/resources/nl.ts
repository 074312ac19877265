import type { Messages } from '../messages';

export const nl = {
  countries: {
    DE: 'Duitsland',
    AT: 'Oostenrijk',
    CH: 'Zwitserland',
    FR: 'Frankrijk',
    BE: 'België',
    NL: 'Nederland',
  },
  cms: {
    skipToContent: 'Naar de inhoud',
    preview: {
      heading: 'Live-voorbeeld: {{name}}',
      intro:
        'Wijzig de inhoud van de story als JSON – de pagina ernaast toont elke wijziging meteen, zonder opnieuw te laden.',
      editorLabel: 'Inhoud van de story (JSON)',
      frameTitle: 'Voorbeeld van de pagina',
      applied: 'Voorbeeld bijgewerkt.',
      invalidJson: 'Dit is geen geldige JSON. Het voorbeeld toont de laatste geldige versie.',
      notABlock: 'De inhoud heeft de velden "component" en "_uid" nodig.',
      save: 'Opslaan als concept',
      saved:
        'Opgeslagen als concept. De lokale contentruimte levert het na de volgende serverstart uit.',
      saveFailed: 'Het concept kon niet worden opgeslagen.',
      reload: 'Pagina opnieuw laden',
    },
  },
  shell: {
    categoryIndex: 'Alle categorieën',
    closeMenu: 'Menu sluiten',
  },
  error: {
    oops: 'Oeps!',
    headline: 'Deze pagina bestaat helaas niet.',
    message: 'Het adres klopt niet of de pagina is verplaatst.',
    suggestion: 'Op de startpagina vindt u vast wat u zoekt.',
    backToHome: 'Naar de startpagina',
    serverHeadline: 'Er is iets misgegaan.',
    serverMessage: 'Probeer het over een ogenblik opnieuw.',
  },
  basket: {
    quantityCapped: 'Meer is er nu niet: het winkelmandje bevat nu alle beschikbare stuks.',
    notBuyable: 'Dit artikel kan op dit moment niet worden besteld.',
    quantityUnavailable: 'Dit artikel is niet meer op voorraad.',
  },
  wishlist: {
    added: 'Het artikel staat nu op het verlanglijstje.',
    removed: 'Het artikel is van het verlanglijstje verwijderd.',
    failed: 'Het verlanglijstje kon niet worden gewijzigd. Probeer het opnieuw.',
  },
  login: {
    title: 'Inloggen',
    heading: 'Inloggen met uw klantaccount',
    invalidCredentials: 'E-mailadres of wachtwoord klopt niet. Probeer het nog eens.',
    tooManyFailedLogins:
      'Te veel pogingen met dit e-mailadres. Probeer het over een paar minuten opnieuw of stel uw wachtwoord opnieuw in.',
    tooManyRequests: 'Te veel verzoeken. Probeer het zo meteen opnieuw.',
    foreignPage: 'Dit formulier kwam niet van onze website. Laad de pagina opnieuw.',
    forgotPassword: 'Wachtwoord vergeten?',
    resetIntro:
      'Vul het e-mailadres van uw klantaccount in. We sturen u een link waarmee u een nieuw wachtwoord instelt.',
    sendResetMail: 'Link om opnieuw in te stellen versturen',
    resetMailSent:
      'Als er een klantaccount met dit adres bestaat, is er een e-mail met de link onderweg.',
    signedInHeading: 'U bent ingelogd',
    signedInAs: 'Ingelogd als {{email}}.',
    logout: 'Uitloggen',
  },
  newPassword: {
    title: 'Nieuw wachtwoord instellen',
    save: 'Wachtwoord opslaan',
    done: 'Uw nieuwe wachtwoord is opgeslagen. U kunt er nu mee inloggen.',
    toLogin: 'Naar inloggen',
    invalidLink: 'Deze link werkt niet meer: hij is al gebruikt of verlopen.',
    requestAgain: 'Nieuwe link aanvragen',
  },
  toast: {
    newsletterConfirmed: 'Bedankt! Uw inschrijving voor de nieuwsbrief is bevestigd.',
    newsletterInvalid:
      'Deze bevestigingslink is ongeldig of verlopen. Schrijf u opnieuw in voor de nieuwsbrief.',
  },
} satisfies Messages;
