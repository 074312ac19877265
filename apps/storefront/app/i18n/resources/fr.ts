import type { Messages } from '../messages';

export const fr = {
  meta: {
    homeTitle: 'Boutique en ligne',
    homeDescription: '{{brand}} – votre boutique en ligne en {{country}}.',
  },
  countries: {
    DE: 'Allemagne',
    AT: 'Autriche',
    CH: 'Suisse',
    FR: 'France',
    BE: 'Belgique',
    NL: 'Pays-Bas',
  },
  home: {
    headline: 'Bienvenue chez {{brand}}',
    intro: 'Ravis de vous voir. Votre boutique {{brand}} pour la {{country}} prend forme ici.',
    showShops: 'Nos boutiques par pays',
    shopsHeading: '{{brand}} dans votre pays',
  },
  error: {
    oops: 'Oups !',
    headline: 'Cette page n’existe pas.',
    message: 'L’adresse est erronée ou la page a été déplacée.',
    suggestion: 'Vous trouverez sûrement votre bonheur sur la page d’accueil.',
    backToHome: 'Retour à l’accueil',
    serverHeadline: 'Un problème est survenu.',
    serverMessage: 'Veuillez réessayer dans un instant.',
  },
} satisfies Messages;
