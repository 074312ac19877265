import type { CmsMessages } from './messages';

export const fr = {
  unknownComponent: 'Composant inconnu « {{name}} » : il n’est pas affiché dans la boutique.',
  failed: 'Cela n’a pas fonctionné. Veuillez réessayer plus tard.',
  campaignConditions: 'Conditions de participation',
  recommendations: 'Nos recommandations pour vous',
  listing: {
    results_one: '{{count}} article',
    results_other: '{{count}} articles',
    results_many: '{{count}} d’articles',
    sort: 'Trier par',
    sorts: {
      relevance: 'Pertinence',
      'price-asc': 'Prix croissant',
      'price-desc': 'Prix décroissant',
      newest: 'Nouveautés',
      rating: 'Évaluation',
      name: 'Nom',
    },
    filters: 'Filtres',
    allFilters: 'Tous les filtres',
    apply: 'Appliquer',
    reset: 'Réinitialiser les filtres',
    facets: {
      brand: 'Marque',
      color: 'Couleur',
      size: 'Taille',
      price: 'Prix',
      sale: 'Soldes',
      rating: 'Évaluation',
      availability: 'Disponibilité',
    },
    priceFrom: 'Prix minimum',
    priceTo: 'Prix maximum',
    saleOnly: 'Articles en promotion uniquement',
    ratingAtLeast: 'à partir de {{count}} étoiles',
    empty: 'Aucun article ne correspond à cette sélection. Veuillez retirer des filtres.',
    page: 'Page {{page}} sur {{pageCount}}',
    previous: 'Page précédente',
    next: 'Page suivante',
  },
  newsletter: {
    email: 'Adresse e-mail',
    submit: 'S’inscrire',
    success:
      'Merci ! Veuillez confirmer votre inscription via le lien de l’e-mail de confirmation.',
  },
  contact: {
    subject: 'Objet de la demande',
    chooseSubject: 'Veuillez choisir un objet',
    name: 'Nom',
    email: 'Adresse e-mail',
    orderNumber: 'Numéro de commande',
    message: 'Message',
    submit: 'Envoyer le message',
    success:
      'Merci pour votre message. Notre service client vous répondra dans les meilleurs délais.',
  },
  documentation: {
    navigation: 'Documentation',
  },
  layout: {
    navigation: 'Navigation principale',
    banners: 'Bannières',
    footer: 'Pied de page',
  },
} satisfies CmsMessages;
