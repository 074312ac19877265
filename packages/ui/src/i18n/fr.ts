import type { UiMessages } from './messages';
import { overlaysFr } from './parts/overlays.fr';
import { shoppingFr } from './parts/shopping.fr';

/** The ui message catalogue in French; see `de.ts` for the conventions. */
export const fr = {
  ...shoppingFr,
  ...overlaysFr,
  common: {
    close: 'Fermer',
    loading: 'Chargement…',
    optional: 'facultatif',
  },
  actions: {
    login: 'Se connecter',
    addToCart: 'Ajouter au panier',
    goToBasket: 'Voir le panier',
    continueShopping: 'Continuer mes achats',
    addToWishlist: 'Ajouter à la liste d’envies',
    removeFromWishlist: 'Retirer de la liste d’envies',
    search: 'Rechercher',
    showMore: 'Afficher plus',
  },
  basket: {
    addedToCart: 'L’article a été ajouté au panier.',
    addToCartFailed: 'L’article n’a pas pu être ajouté au panier. Veuillez réessayer.',
  },
  voucher: {
    activated: 'Le code promo {{code}} a été activé.',
  },
  account: {
    deleted: 'Votre compte client a été supprimé.',
  },
  link: {
    newTab: '(s’ouvre dans un nouvel onglet)',
  },
  badge: {
    sale: '−{{percent}} %',
    promotion: 'Promo',
    new: 'Nouveau',
    bundle: 'Lot',
  },
  price: {
    current: 'Prix actuel',
    from: 'à partir de {{price}}',
    recommendedRetailPrice: 'PVC',
    recommendedRetailPriceLong: 'Prix de vente conseillé',
    referencePrice: 'au lieu de',
    referencePriceLong: 'Prix précédent',
    unitPrice: 'Prix unitaire : {{price}} / {{amount}} {{unit}}',
    amount: '{{amount}} ×',
  },
  rating: {
    label_one: 'Note de {{average}} sur {{max}}, {{count}} avis',
    label_other: 'Note de {{average}} sur {{max}}, {{count}} avis',
  },
  colorDots: {
    label_one: 'Disponible en {{count}} couleur',
    label_other: 'Disponible en {{count}} couleurs',
    more_one: 'et {{count}} autre couleur',
    more_other: 'et {{count}} autres couleurs',
  },
  delivery: {
    none: 'Actuellement non livrable',
    sold: 'Épuisé',
    late: 'Délai de livraison : {{weeks}} semaines',
    download: 'Disponible immédiatement en téléchargement',
    instant_one: 'En stock, livraison sous {{days}} jour ouvré',
    instant_other: 'En stock, livraison sous {{days}} jours ouvrés',
    soon_one: 'Livrable sous {{days}} jour ouvré',
    soon_other: 'Livrable sous {{days}} jours ouvrés',
    available: 'Disponible',
    preorder: 'Disponible en précommande',
  },
  quantity: {
    label: 'Quantité',
    decrease: 'Diminuer la quantité',
    increase: 'Augmenter la quantité',
  },
  carousel: {
    roleDescription: 'carrousel',
    slideRoleDescription: 'diapositive',
    slide: '{{index}} sur {{count}}',
  },
  imageSwiper: {
    label: 'Images du produit',
    previous: 'Image précédente',
    next: 'Image suivante',
    goTo: 'Afficher l’image {{index}} sur {{count}}',
  },
  slider: {
    previous: 'Précédent',
    next: 'Suivant',
    goTo: 'Afficher la page {{page}} sur {{count}}',
    pause: 'Mettre en pause le défilement automatique',
    play: 'Lancer le défilement automatique',
  },
  form: {
    showPassword: 'Afficher le mot de passe',
    selectPlaceholder: 'Veuillez choisir',
    errorPrefix: 'Erreur :',
  },
  fields: {
    email: 'Adresse e-mail',
    password: 'Mot de passe',
    newPassword: 'Nouveau mot de passe',
    firstName: 'Prénom',
    lastName: 'Nom',
    gender: 'Civilité',
    genderFemale: 'Madame',
    genderMale: 'Monsieur',
    genderDiverse: 'Autre',
    country: 'Pays',
    newsletter: 'Oui, je souhaite recevoir la newsletter avec les offres et les nouveautés.',
    emailHint: 'La confirmation de commande sera envoyée à cette adresse.',
  },
  countries: {
    DE: 'Allemagne',
    AT: 'Autriche',
    CH: 'Suisse',
    FR: 'France',
    BE: 'Belgique',
    NL: 'Pays-Bas',
  },
  passwordGuide: {
    title: 'Le mot de passe doit contenir :',
    met: 'respecté',
    unmet: 'pas encore respecté',
  },
  validation: {
    required: 'Veuillez remplir ce champ.',
    email: 'Veuillez saisir une adresse e-mail valide.',
    'max-length': '{{max}} caractères maximum sont autorisés.',
    'min-length': 'Veuillez saisir au moins {{min}} caractères.',
    'min-value': 'La valeur doit être au moins égale à {{min}}.',
    numeric: 'Veuillez saisir uniquement des chiffres.',
    'name-characters':
      'Veuillez utiliser uniquement des lettres, le trait d’union, le point et l’espace.',
    'invalid-choice': 'Veuillez sélectionner l’une des options.',
    'tag-manager-id': 'L’identifiant Tag Manager n’est pas valide.',
    invalid: 'Cette saisie n’est pas valide.',
  },
  'reset-password': {
    fields: {
      'new-password': {
        required: 'Veuillez saisir un mot de passe.',
        min: 'Au moins {{min}} caractères',
        max: '{{max}} caractères maximum',
        lowercase: 'Au moins une lettre minuscule',
        uppercase: 'Au moins une lettre majuscule',
        'no-spaces': 'Aucun espace',
        leaked:
          'Ce mot de passe figure dans une fuite de données et n’est pas sûr. Veuillez en choisir un autre.',
      },
    },
  },
  breadcrumb: {
    label: 'Fil d’Ariane',
    home: 'Accueil',
  },
  pagination: {
    label: 'Pagination',
    previous: 'Page précédente',
    next: 'Page suivante',
    page: 'Page {{page}}',
    morePages: 'Autres pages',
  },
  loading: {
    label: 'Chargement de la page',
  },
  toast: {
    region: 'Notifications ({hotkey})',
    /** What a screen reader calls each toast as it is announced. */
    announcement: 'Notification',
    close: 'Fermer la notification',
    info: 'Information',
    success: 'Succès',
    warning: 'Avertissement',
    error: 'Erreur',
  },
  footer: {
    consentSettings: 'Paramètres des cookies',
    hotline: 'Service client : {{phone}}',
    copyright: '© {{year}} {{brand}}',
  },
  errorPage: {
    oops: 'Oups !',
    headline: 'Une erreur s’est produite.',
    message: 'La page n’a pas pu être chargée.',
    notFoundHeadline: 'Cette page n’existe pas.',
    notFoundMessage: 'L’adresse a peut-être changé ou la page a été supprimée.',
    suggestion: 'Veuillez réessayer plus tard ou poursuivre vos achats depuis la page d’accueil.',
    backToHome: 'Retour à l’accueil',
    details: 'Détails techniques (QA uniquement)',
    statusCode: 'Code d’état',
    statusMessage: 'Message d’état',
    stack: 'Pile d’appels',
    data: 'Données',
  },
  emptyState: {
    basketTitle: 'Votre panier est vide.',
    basketDescription:
      'Il n’y a encore rien ici. De belles choses vous attendent dans notre boutique.',
    wishlistTitle: 'Votre liste d’envies est vide.',
    wishlistDescription: 'Cliquez sur le cœur pour garder vos articles préférés pour plus tard.',
    searchTitle: 'Aucun résultat pour « {{query}} »',
    searchDescription: 'Vérifiez l’orthographe ou essayez un terme de recherche plus général.',
  },
} as const satisfies UiMessages;
