import type { Messages } from '../messages';

export const nl = {
  meta: {
    homeTitle: 'Webshop',
    homeDescription: '{{brand}} – uw webshop in {{country}}.',
  },
  countries: {
    DE: 'Duitsland',
    AT: 'Oostenrijk',
    CH: 'Zwitserland',
    FR: 'Frankrijk',
    BE: 'België',
    NL: 'Nederland',
  },
  home: {
    headline: 'Welkom bij {{brand}}',
    intro: 'Fijn dat u er bent. Hier ontstaat uw {{brand}}-shop voor {{country}}.',
    showShops: 'Onze landenshops',
    shopsHeading: '{{brand}} in uw land',
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
} satisfies Messages;
