import type { Messages } from '../messages';

export const fr = {
  countries: {
    DE: 'Allemagne',
    AT: 'Autriche',
    CH: 'Suisse',
    FR: 'France',
    BE: 'Belgique',
    NL: 'Pays-Bas',
  },
  cms: {
    skipToContent: 'Aller au contenu',
    preview: {
      heading: 'Aperçu en direct : {{name}}',
      intro:
        'Modifiez le contenu de la story en JSON : la page voisine affiche chaque modification aussitôt, sans rechargement.',
      editorLabel: 'Contenu de la story (JSON)',
      frameTitle: 'Aperçu de la page',
      applied: 'Aperçu mis à jour.',
      invalidJson: 'Ce n’est pas du JSON valide. L’aperçu affiche le dernier état valide.',
      notABlock: 'Le contenu doit comporter les champs « component » et « _uid ».',
      save: 'Enregistrer comme brouillon',
      saved:
        'Brouillon enregistré. L’espace de contenu local le diffusera après le prochain démarrage du serveur.',
      saveFailed: 'Le brouillon n’a pas pu être enregistré.',
      reload: 'Recharger la page',
    },
  },
  shell: {
    categoryIndex: 'Toutes les catégories',
    closeMenu: 'Fermer le menu',
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
  basket: {
    quantityCapped:
      'Il n’y en a pas plus : le panier contient maintenant toutes les pièces disponibles.',
    notBuyable: 'Cet article ne peut pas être commandé pour le moment.',
    quantityUnavailable: 'Cet article n’est plus disponible.',
  },
  wishlist: {
    added: 'L’article figure maintenant sur la liste d’envies.',
    removed: 'L’article a été retiré de la liste d’envies.',
    failed: 'La liste d’envies n’a pas pu être modifiée. Veuillez réessayer.',
  },
  login: {
    title: 'Connexion',
    heading: 'Se connecter à son compte client',
    invalidCredentials: 'L’adresse e-mail ou le mot de passe est incorrect. Veuillez réessayer.',
    tooManyFailedLogins:
      'Trop de tentatives avec cette adresse e-mail. Veuillez réessayer dans quelques minutes ou réinitialiser le mot de passe.',
    tooManyRequests: 'Trop de demandes. Veuillez réessayer dans un instant.',
    foreignPage: 'Ce formulaire ne vient pas de notre site. Veuillez recharger la page.',
    forgotPassword: 'Mot de passe oublié ?',
    resetIntro:
      'Saisissez l’adresse e-mail de votre compte client. Nous vous envoyons un lien pour définir un nouveau mot de passe.',
    sendResetMail: 'Envoyer le lien de réinitialisation',
    resetMailSent:
      'Si un compte client existe avec cette adresse, un e-mail avec le lien est en route.',
    signedInHeading: 'Vous êtes connecté',
    signedInAs: 'Connecté en tant que {{email}}.',
    logout: 'Se déconnecter',
  },
  newPassword: {
    title: 'Définir un nouveau mot de passe',
    save: 'Enregistrer le mot de passe',
    done: 'Votre nouveau mot de passe est enregistré. Vous pouvez maintenant vous connecter avec.',
    toLogin: 'Aller à la connexion',
    invalidLink: 'Ce lien ne fonctionne plus : il a déjà été utilisé ou il a expiré.',
    requestAgain: 'Demander un nouveau lien',
  },
  toast: {
    newsletterConfirmed: 'Merci ! Votre inscription à la newsletter est confirmée.',
    newsletterInvalid:
      'Ce lien de confirmation n’est pas valide ou a expiré. Veuillez vous inscrire à nouveau à la newsletter.',
  },
} satisfies Messages;
