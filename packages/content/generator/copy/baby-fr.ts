import type { BrandCopy } from './types';

/** Nido in French (France, Belgium and Switzerland). */
export const babyFr: BrandCopy = {
  language: 'fr',
  siteName: 'Nido',
  metaDescription:
    'Nido – puériculture, poussettes, sièges auto et tout pour la chambre de bébé. Des produits choisis avec soin, contrôlés et livrés rapidement.',
  contactWithHotline:
    'Notre service client vous répond du lundi au vendredi de 8 h à 18 h au {{hotline}} (appel gratuit) et à tout moment par e-mail à {{email}}.',
  contactWithoutHotline:
    'Notre service client vous répond à tout moment par e-mail à {{email}} ou via le formulaire de contact, sous un jour ouvré.',
  home: {
    name: 'Accueil',
    title: 'Puériculture, poussettes et plus encore',
    description:
      'Tout pour les premières années : poussettes, sièges auto, meubles, vêtements et jouets – contrôlés, sûrs et livrés rapidement.',
    heroHeadline: 'Bien accueillir la nouvelle vie',
    heroText:
      'Du premier pyjama à la poussette idéale : chez Nido, vous trouvez un équipement que nous avons testé nous-mêmes – et des conseils qui restent honnêtes.',
    heroCta: 'Découvrir les poussettes',
    heroCtaSecondary: 'Lire nos inspirations',
    draftHeroHeadline: 'Nouveau : des poussettes de voyage ultralégères',
    draftHeroText:
      'Une fois pliées, elles sont plus petites qu’une valise cabine et offrent pourtant une position allongée : nos nouvelles poussettes de voyage sont disponibles dès maintenant.',
    categoriesTitle: 'Catégories populaires',
    promisesTitle: 'Nos engagements',
    promises: [
      {
        headline: 'Sécurité contrôlée',
        text: 'Nous ne proposons que des sièges auto et des poussettes conformes aux normes actuelles, comme la norme ECE R129.',
      },
      {
        headline: '30 jours pour changer d’avis',
        text: 'Un article ne convient pas ? Renvoyez-le sous 30 jours, même si l’emballage a été ouvert.',
      },
      {
        headline: 'Des conseils personnalisés',
        text: 'Notre équipe, composée de parents, répond à vos questions par téléphone, par e-mail ou via le formulaire de contact.',
      },
    ],
    recommendationHeadline: 'Les coups de cœur des parents',
    guideTitle: 'Nos inspirations',
    guideText: 'Des réponses aux questions que tous les parents se posent un jour.',
    campaignBannerLabel: 'Voir les conditions',
  },
  newsletter: {
    headline: 'Des conseils pour les premières années',
    text: 'Une fois par mois : des articles adaptés à l’âge de votre enfant, nos nouveautés et des offres exclusives. Désinscription possible à tout moment.',
    button: 'S’abonner à la newsletter',
  },
  category: {
    rootIntros: {
      kinderwagen:
        'Poussette combinée pour les premières promenades ou buggy maniable pour la ville : trouvez la poussette adaptée à votre quotidien, ainsi que ses accessoires, de la chancelière à l’ombrelle.',
      autositze:
        'La sécurité avant tout : toutes nos coques et tous nos sièges auto sont conformes à la norme ECE R129 (i-Size). Avec une base Isofix, le siège est correctement installé à chaque trajet.',
      kinderzimmer:
        'Une chambre qui grandit avec votre enfant : lits évolutifs, commodes à langer spacieuses, gigoteuses douillettes et babyphones pour des nuits sereines.',
      spielzeug:
        'Jouer, c’est découvrir : peluches, hochets et jouets en bois fabriqués dans des matériaux contrôlés, pour les petites mains et les grandes idées.',
      babykleidung:
        'Bodys tout doux, pyjamas en coton bio et combinaisons pilote bien chaudes : des vêtements faciles à enfiler qui résistent à de nombreux lavages.',
      fuettern:
        'Du premier biberon à la première assiette : biberons, tire-lait, chaises hautes et vaisselle pour des repas en toute sérénité.',
      'baden-und-pflege':
        'Baignoires, capes de bain, thermomètres et soins délicats : tout pour le bien-être de votre bébé.',
      geschenke:
        'Pour une naissance, un baptême ou simplement pour faire plaisir : coffrets cadeaux, cartes cadeaux et guides à télécharger qui aident vraiment les jeunes parents.',
    },
    intro: (name) =>
      `${name} chez Nido : une sélection soignée, testée par des parents et livrée rapidement. Filtrez par marque, couleur ou prix pour trouver ce qu’il vous faut.`,
    title: (name) => `${name} : achat en ligne`,
    description: (name) =>
      `${name} pour bébés et jeunes enfants chez Nido : un large choix, des conseils honnêtes et 30 jours pour changer d’avis.`,
    recommendationHeadline: (name) => `Les favoris – ${name}`,
  },
  guide: {
    slug: 'les-inspirations',
    name: 'Inspirations',
    title: 'Conseils et inspirations pour les parents',
    description:
      'Des conseils pratiques sur les poussettes, le sommeil, l’alimentation et la sécurité – écrits par des parents, pour des parents.',
    intro:
      'Quelle poussette choisir ? Comment bébé dort-il en toute sécurité ? Dans nos inspirations, nous répondons aux questions que les parents nous posent chaque jour.',
    readMore: 'Lire la suite',
    tipHeading: 'Notre conseil',
    productsHeading: 'Produits associés',
    articles: [
      {
        slug: 'choisir-sa-poussette',
        name: 'Bien choisir sa poussette',
        title: 'Choisir sa poussette : l’essentiel',
        description:
          'Poussette combinée, buggy ou poussette double ? Voici comment trouver la poussette qui correspond à votre quotidien.',
        intro:
          'Une poussette vous accompagne pendant plusieurs années, tous les jours. Avant de vous laisser guider par les coloris et les options, posez-vous les bonnes questions.',
        sections: [
          {
            heading: 'En ville, à la campagne ou les deux ?',
            paragraphs: [
              'Si vous prenez souvent les transports en commun, privilégiez une poussette légère et compacte une fois pliée. Sur les chemins et les pavés, de grandes roues gonflables et une bonne suspension font toute la différence.',
              'Mesurez le coffre de votre voiture avant l’achat et vérifiez que vous pouvez plier la poussette d’une seule main.',
            ],
          },
          {
            heading: 'Poussette combinée ou buggy ?',
            paragraphs: [
              'Les premiers mois, bébé doit être allongé à plat. Une poussette combinée avec nacelle est donc le meilleur choix pour un nouveau-né ; plus tard, vous remplacez la nacelle par le hamac.',
              'Un buggy devient intéressant dès que votre enfant tient assis, généralement vers six mois. Les poussettes de voyage inclinables complètent idéalement l’équipement pour les vacances.',
            ],
            bullets: [
              'Nacelle ou position allongée pour les premiers mois',
              'Guidon réglable en hauteur pour les deux parents',
              'Grand panier pour les courses',
              'Frein facile à actionner du pied',
            ],
          },
        ],
        categories: ['kombikinderwagen', 'buggys', 'fusssaecke'],
        tip: 'Prévoyez l’achat vers la 20e semaine de grossesse : vous aurez le temps de faire des essais et d’anticiper les délais de livraison.',
      },
      {
        slug: 'bien-dormir',
        name: 'Un sommeil serein la première année',
        title: 'Sommeil de bébé : les règles essentielles',
        description:
          'Sur le dos, dans une gigoteuse plutôt que sous une couverture, à la bonne température : voici comment bébé dort bien et en sécurité.',
        intro:
          'Tous les parents rêvent de nuits calmes. Quelques règles simples suffisent pour que bébé dorme bien – et surtout en toute sécurité.',
        sections: [
          {
            heading: 'Sur le dos, dans son propre lit',
            paragraphs: [
              'Couchez toujours votre bébé sur le dos, sur un matelas ferme, sans oreiller, tour de lit ni peluche. La première année, il dort le plus sûrement dans son propre lit, dans la chambre des parents – un berceau cododo rend cela très simple.',
            ],
          },
          {
            heading: 'Une gigoteuse plutôt qu’une couverture',
            paragraphs: [
              'Une gigoteuse bien ajustée évite que bébé ne remonte la couverture sur sa tête. L’encolure ne doit pas être plus large que la tête.',
              'La température idéale de la chambre se situe entre 16 et 18 degrés. Touchez la nuque de bébé pour savoir s’il a trop chaud – des mains fraîches sont normales.',
            ],
            bullets: [
              'Toujours coucher bébé sur le dos',
              'Matelas ferme, sans oreiller ni tour de lit',
              'Un environnement sans tabac',
              'Une gigoteuse à la bonne taille',
            ],
          },
        ],
        categories: ['schlafsaecke', 'babybetten', 'klgerte_informationsu_telekommtechnik'],
        tip: 'Un babyphone avec affichage de la température vous indique d’un coup d’œil s’il fait trop chaud ou trop froid dans la chambre.',
      },
    ],
    draftSection: {
      heading: 'La poussette en hiver',
      paragraphs: [
        'Une chancelière doublée et une protection pluie suffisent le plus souvent. Veillez à ne pas trop couvrir bébé en dessous.',
      ],
    },
  },
  documentation: {
    name: 'Notices',
    title: 'Notices et conseils d’entretien',
    description:
      'Notices de montage, modes d’emploi et conseils d’entretien pour vos produits Nido.',
    intro:
      'Retrouvez ici les notices de montage, d’utilisation et d’entretien de vos produits. La notice du fabricant est également fournie avec chaque produit.',
    navigationTitle: 'Thèmes',
    contactHeadline: 'Une question sur un produit ?',
    contactText: 'Écrivez-nous : nous vous aidons volontiers pour le montage ou l’entretien.',
    pages: [
      {
        slug: 'notices-de-montage',
        name: 'Montage et utilisation',
        title: 'Montage et utilisation',
        description:
          'Comment monter en toute sécurité un lit bébé, une commode à langer et une poussette.',
        intro:
          'Prenez votre temps pour le montage et préparez toutes les pièces à l’avance. Vérifiez avec la liste des pièces que rien ne manque.',
        sections: [
          {
            heading: 'Lit bébé',
            paragraphs: [
              'Montez le lit sur une surface douce pour éviter les rayures. Serrez toutes les vis une fois le lit entièrement assemblé et contrôlez-les tous les trois mois.',
              'Le sommier a deux hauteurs : la position haute n’est autorisée que tant que votre enfant ne sait pas s’asseoir seul.',
            ],
          },
          {
            heading: 'Poussette',
            paragraphs: [
              'Clipsez les roues jusqu’au déclic et testez le frein avant la première sortie. La nacelle s’enclenche sur le châssis avec un clic bien audible.',
            ],
          },
        ],
      },
      {
        slug: 'entretien-et-nettoyage',
        name: 'Entretien et nettoyage',
        title: 'Entretien et nettoyage',
        description:
          'Conseils d’entretien pour le linge, les meubles en bois et les housses de poussette.',
        intro:
          'Bien entretenus, vos produits restent beaux longtemps – et serviront encore aux frères et sœurs.',
        sections: [
          {
            heading: 'Textiles',
            paragraphs: [
              'Lavez les vêtements et le linge de lit à 40 degrés sans assouplissant avant la première utilisation. Les gigoteuses supportent généralement 60 degrés – suivez l’étiquette d’entretien.',
            ],
          },
          {
            heading: 'Meubles en bois et housses',
            paragraphs: [
              'Nettoyez les surfaces en bois avec un chiffon à peine humide. Les housses de nombreuses poussettes se retirent et se lavent en cycle délicat à 30 degrés.',
            ],
          },
        ],
      },
    ],
  },
  service: {
    shipping: {
      slug: 'frais-de-livraison',
      name: 'Frais de livraison',
      title: 'Livraison',
      description: 'Frais de livraison, délais et livraison par transporteur chez Nido.',
      intro:
        'Nous expédions chaque commande le plus rapidement possible. Les articles en stock quittent généralement notre entrepôt le jour ouvré suivant.',
      sections: [
        {
          heading: 'Frais de livraison',
          paragraphs: [
            'La livraison standard coûte {{shipping}} par commande, quel que soit le montant.',
            'Les articles volumineux comme les poussettes, les lits bébé ou les commodes à langer sont livrés par transporteur jusqu’à votre porte. Nous facturons pour cela {{freight}}, une seule fois par commande.',
          ],
        },
        {
          heading: 'Délais de livraison',
          paragraphs: [
            'Le délai de livraison estimé figure sur chaque fiche produit. Nous signalons clairement les articles dont le délai est plus long, pour que vous puissiez vous organiser.',
          ],
        },
      ],
      questionsTitle: 'Questions fréquentes sur la livraison',
      questions: [
        {
          question: 'Puis-je suivre mon colis ?',
          answer:
            'Oui. Dès que votre colis est en route, vous recevez un e-mail avec le lien de suivi.',
        },
        {
          question: 'Comment se passe la livraison par transporteur ?',
          answer:
            'Le transporteur vous appelle pour convenir d’un rendez-vous. La livraison se fait jusque dans votre logement.',
        },
      ],
    },
    returns: {
      slug: 'retours',
      name: 'Retours',
      title: 'Retours et échanges',
      description: '30 jours pour changer d’avis : comment renvoyer facilement un article à Nido.',
      intro:
        'Vous disposez de 30 jours pour vous décider. Nous reprenons les articles qui ne conviennent pas ou ne vous plaisent pas.',
      sections: [
        {
          heading: 'Comment effectuer un retour',
          paragraphs: [
            'Déclarez votre retour dans votre compte client, rubrique « Commandes ». Vous recevez une étiquette de retour qui vous permet de déposer le colis gratuitement.',
            'Pour les articles livrés par transporteur, nous venons les récupérer sur rendez-vous.',
          ],
          bullets: [
            'Renvoyez si possible l’article dans son emballage d’origine',
            'Les articles personnalisés par gravure ne sont ni repris ni échangés',
            'Le remboursement se fait avec le moyen de paiement utilisé',
          ],
        },
      ],
    },
    payment: {
      slug: 'modes-de-paiement',
      name: 'Modes de paiement',
      title: 'Modes de paiement',
      description:
        'Payez chez Nido en toute sécurité, avec le moyen de paiement qui vous convient.',
      intro:
        'Tous les paiements sont chiffrés. Vous choisissez votre moyen de paiement à la dernière étape de la commande.',
      sections: [
        {
          heading: 'Paiement sécurisé',
          paragraphs: [
            'Vos données bancaires sont transmises directement au prestataire de paiement ; nous ne les enregistrons pas.',
          ],
        },
      ],
      methodsHeading: 'Moyens de paiement acceptés dans cette boutique',
    },
    terms: {
      slug: 'cgv',
      name: 'CGV',
      title: 'Conditions générales de vente',
      description: 'Les conditions générales de vente de la boutique de démonstration Nido.',
      intro:
        'Remarque : Nido est une boutique de démonstration du projet open source Vitrine. Ces conditions sont un texte d’exemple ; aucun contrat n’est conclu et rien n’est livré.',
      sections: [
        {
          heading: 'Article 1 – Champ d’application',
          paragraphs: [
            'Les présentes conditions s’appliquent à toutes les commandes passées par des consommateurs sur la boutique en ligne de Nido Demo SAS.',
          ],
        },
        {
          heading: 'Article 2 – Conclusion du contrat',
          paragraphs: [
            'La présentation des produits ne constitue pas une offre ferme. En cliquant sur « Commander avec obligation de paiement », vous passez une commande ferme ; le contrat est conclu à l’envoi de notre confirmation d’expédition.',
          ],
        },
        {
          heading: 'Article 3 – Prix et livraison',
          paragraphs: [
            'Tous les prix s’entendent TVA comprise. La livraison standard coûte {{shipping}}, la livraison par transporteur {{freight}}.',
          ],
        },
      ],
    },
    privacy: {
      slug: 'protection-des-donnees',
      name: 'Protection des données',
      title: 'Politique de confidentialité',
      description: 'Comment la boutique de démonstration Nido traite vos données.',
      intro:
        'Remarque : ceci est la politique de confidentialité d’exemple d’une boutique de démonstration. Nido Demo SAS est une entreprise fictive.',
      sections: [
        {
          heading: 'Les données que nous traitons',
          paragraphs: [
            'Nous traitons les données que vous indiquez lors d’une commande ou d’une inscription : nom, adresse, adresse e-mail et commandes. Nous les utilisons uniquement pour traiter votre commande et gérer votre compte client.',
          ],
        },
        {
          heading: 'Cookies',
          paragraphs: [
            'Les cookies techniquement nécessaires sont toujours actifs. Les services de statistiques et de marketing ne sont utilisés qu’avec votre consentement, que vous pouvez modifier à tout moment dans les paramètres des cookies.',
          ],
        },
        {
          heading: 'Vos droits',
          paragraphs: [
            'Vous disposez d’un droit d’accès, de rectification, d’effacement et de limitation du traitement de vos données. Vous pouvez supprimer vous-même votre compte client à tout moment.',
          ],
        },
      ],
    },
    imprint: {
      slug: 'mentions-legales',
      name: 'Mentions légales',
      title: 'Mentions légales',
      description: 'Informations légales de la boutique de démonstration Nido.',
      intro:
        'Nido est une boutique de démonstration du projet open source Vitrine. Toutes les informations de cette page sont fictives.',
      sections: [
        {
          heading: 'Éditeur',
          paragraphs: [
            'Nido Demo SAS (entreprise fictive)\n12 rue de l’Exemple\n75002 Paris\nFrance',
            'Directrice de la publication : Claire Exemple',
            'RCS Exempleville 000 000 000 (fictif)',
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
        'Écrivez au service client Nido : questions sur une commande, la livraison, un retour ou un produit.',
      intro:
        'Une question sur votre commande ou sur un produit ? Écrivez-nous via le formulaire, nous répondons sous un jour ouvré.',
      sections: [{ heading: 'Autres moyens de nous joindre', paragraphs: ['{{contact}}'] }],
    },
    faq: {
      slug: 'faq',
      name: 'FAQ',
      title: 'Questions fréquentes',
      description:
        'Réponses aux questions fréquentes sur la commande, la livraison, les retours et le compte client.',
      intro:
        'Vous trouverez ici des réponses rapides. Votre question n’y figure pas ? Écrivez-nous.',
      sections: [],
      questions: [
        {
          question: 'Quel est le délai de livraison ?',
          answer:
            'Les articles en stock quittent généralement notre entrepôt le jour ouvré suivant. Le délai de chaque article est indiqué sur sa fiche produit.',
        },
        {
          question: 'Combien coûte la livraison ?',
          answer:
            'La livraison standard coûte {{shipping}}. Pour les articles livrés par transporteur, nous facturons {{freight}}.',
        },
        {
          question: 'Puis-je commander sans créer de compte ?',
          answer:
            'Oui, la commande en tant qu’invité est possible. Avec un compte, vous retrouvez toutefois vos commandes et vos retours en un coup d’œil.',
        },
        {
          question: 'Puis-je annuler une commande ?',
          answer:
            'Tant que votre commande n’a pas été expédiée, vous pouvez l’annuler dans votre compte client, rubrique « Commandes ».',
        },
        {
          question: 'Comment utiliser un code promo ?',
          answer: 'Saisissez votre code dans le panier ou à la dernière étape de la commande.',
        },
      ],
      contactHeadline: 'D’autres questions ?',
      contactText: 'Écrivez-nous : nous vous répondons sous un jour ouvré.',
    },
  },
  paymentLabels: {
    KK: 'Carte bancaire',
    KD: 'Klarna – paiement en plusieurs fois',
    KC: 'Klarna – paiement à 30 jours',
    KN: 'Klarna – paiement immédiat',
    PP: 'PayPal',
    G: 'Carte cadeau',
    NN: 'Paiement à la livraison',
    RE: 'Facture',
    V: 'Virement anticipé',
    TW: 'TWINT',
    IL: 'iDEAL',
    AP: 'Apple Pay',
  },
  system: {
    noResults: {
      title: 'Aucun résultat',
      text: 'Nous n’avons trouvé aucun produit correspondant à votre recherche. Vérifiez l’orthographe ou essayez un terme plus général.',
      linkLabel: 'Retour à l’accueil',
      recommendationHeadline: 'Ceci pourrait vous plaire',
    },
    thankYouExpired: {
      title: 'Cette page n’est plus disponible',
      text: 'La confirmation de commande ne s’affiche qu’immédiatement après la commande. Vous retrouvez tous les détails dans l’e-mail de confirmation et dans votre compte client.',
      linkLabel: 'Continuer mes achats',
    },
    checkout: {
      title: 'Commande sécurisée',
      text: 'Vos données sont transmises de manière chiffrée. Vous disposez de 30 jours pour changer d’avis.',
      linkLabel: 'Voir les frais de livraison',
    },
    basket: {
      title: 'Bon à savoir',
      text: 'Le récapitulatif indique ce qui manque pour la livraison offerte. Les articles gravés sont fabriqués pour vous ; vous pouvez modifier la gravure ici jusqu’à la commande.',
      linkLabel: 'Expédition et livraison',
    },
    login: {
      title: 'Les avantages du compte client',
      text: 'Suivez vos commandes, déclarez vos retours et retrouvez votre liste d’envies sur tous vos appareils.',
      linkLabel: 'Questions fréquentes',
    },
    notFound: {
      title: 'Cette page n’existe pas',
      text: 'L’adresse a peut-être changé ou la page a été supprimée. La recherche ou la page d’accueil vous aideront à poursuivre.',
      linkLabel: 'Retour à l’accueil',
    },
  },
  layout: {
    headerNotice: '30 jours pour changer d’avis · Livraison {{shipping}} · Conseils personnalisés',
    helpLabel: 'Aide et FAQ',
    contactLabel: 'Contact',
    guideLabel: 'Inspirations',
    footer: {
      service: 'Service',
      shop: 'Découvrir',
      legal: 'Informations légales',
      contact: 'Contact',
      consentSettings: 'Paramètres des cookies',
      giftCards: 'Cartes cadeaux',
      note: 'Nido Demo – une boutique de démonstration du projet open source Vitrine. Prix TVA comprise, hors frais de livraison.',
    },
    contactSubjects: [
      { key: 'order', label: 'Question sur ma commande', requiresOrderNumber: true },
      { key: 'delivery', label: 'Livraison et expédition', requiresOrderNumber: true },
      { key: 'return', label: 'Retour et remboursement', requiresOrderNumber: true },
      { key: 'product', label: 'Question sur un produit', requiresOrderNumber: false },
      { key: 'account', label: 'Compte client et newsletter', requiresOrderNumber: false },
      { key: 'other', label: 'Autre demande', requiresOrderNumber: false },
    ],
    consent: {
      title: 'Nous respectons votre vie privée',
      text: 'Nous utilisons des cookies et des technologies similaires pour faire fonctionner la boutique, l’améliorer et vous proposer des offres adaptées. Vous choisissez les services que vous autorisez.',
      acceptAllLabel: 'Tout accepter',
      infoLabel: 'Paramètres',
      settingsTitle: 'Paramètres des cookies',
      saveSelectionLabel: 'Enregistrer ma sélection',
      saveAllLabel: 'Tout accepter',
      categories: {
        essential: {
          title: 'Nécessaires',
          text: 'Ces services permettent à la boutique d’enregistrer votre panier, votre connexion et vos choix en matière de cookies.',
        },
        statistics: {
          title: 'Statistiques',
          text: 'Des analyses anonymes nous montrent quelles pages sont utiles et ce que nous pouvons améliorer.',
        },
        marketing: {
          title: 'Marketing',
          text: 'Ils nous permettent de vous montrer des recommandations et des offres adaptées, y compris sur d’autres sites.',
        },
        comfort: {
          title: 'Confort',
          text: 'Vidéos intégrées et services de cartes qui affichent des contenus directement dans la boutique.',
        },
      },
      services: {
        storage: { title: 'Panier et connexion', company: 'Nido Demo' },
        'consent-manager': {
          title: 'Enregistrement de vos choix de cookies',
          company: 'Nido Demo',
        },
        econda: { title: 'Analyse d’audience', company: 'econda GmbH' },
        'google-tag-manager': { title: 'Gestion des balises', company: 'Google Ireland Ltd.' },
        recommendations: { title: 'Recommandations personnalisées', company: 'Nido Demo' },
        'google-ads': { title: 'Publicité sur d’autres sites', company: 'Google Ireland Ltd.' },
        sovendus: { title: 'Offres de partenaires', company: 'Sovendus GmbH' },
        payback: { title: 'Points PAYBACK', company: 'PAYBACK GmbH' },
        videos: { title: 'Vidéos intégrées', company: 'Vimeo.com, Inc.' },
      },
    },
    campaigns: [
      {
        id: 'kinderwagen-wochen',
        name: 'Quinzaine de la poussette',
        headline: 'Quinzaine de la poussette : la chancelière offerte',
        text: 'Pour l’achat d’une poussette combinée, nous vous offrons une chancelière d’une valeur maximale de {{price:89}}.',
        conditions:
          'Offre valable du 1er au 31 mars 2026 pour toute commande d’une poussette combinée. La chancelière est ajoutée automatiquement au panier ; offre non cumulable avec d’autres promotions et non remboursable.',
        dateFrom: '2026-03-01 00:00',
        dateTo: '2026-03-31 23:59',
        triggers: [{ type: 'url', value: '/kinderwagen/,/kombikinderwagen/' }],
        category: 'kombikinderwagen',
      },
      {
        id: 'sale',
        name: 'Soldes',
        headline: 'Soldes : jusqu’à –30 %',
        text: 'Les articles soldés sont disponibles dans la limite des stocks.',
        conditions:
          'Prix réduits dans la limite des stocks disponibles. Les articles déjà soldés sont exclus des offres avec code promo.',
        dateFrom: null,
        dateTo: null,
        triggers: [{ type: 'sale', value: true }],
        category: 'geschenke',
      },
    ],
    banner: {
      text: 'Nouveau : des cartes cadeaux à imprimer, envoyées aussitôt par e-mail',
      category: 'geschenkgutscheine',
    },
    welcomeCampaign: {
      id: 'willkommen',
      name: 'Offre de bienvenue',
      headline: 'Bienvenue chez Nido : –10 % sur votre commande',
      text: 'Avec le code {{coupon}}, vous économisez 10 % sur votre commande, sans minimum d’achat.',
      conditions:
        'Saisissez le code {{coupon}} dans le panier ou à la dernière étape de la commande. Il s’applique sans minimum d’achat, n’est pas cumulable avec d’autres codes promo et ne peut pas être échangé contre des espèces.',
      dateFrom: '2026-01-01 00:00',
      dateTo: null,
      triggers: [],
      category: 'kinderwagen',
    },
    coupon: { text: '–10 % de bienvenue avec le code {{coupon}}' },
    shippingLabel: 'Livraison standard',
  },
};
