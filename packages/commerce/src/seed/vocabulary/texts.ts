import type { Names } from './types';

/** Description phrases, each in de, fr and nl. `{name}` and `{brand}` are filled in. */
export const openings: readonly Names[] = [
  [
    '{name} von {brand} begleitet Sie zuverlässig durch den Alltag.',
    '{name} de {brand} vous accompagne fidèlement au quotidien.',
    '{name} van {brand} begeleidt u betrouwbaar door de dag.',
  ],
  [
    'Mit {name} bringt {brand} durchdachtes Design in Ihr Zuhause.',
    'Avec {name}, {brand} apporte un design réfléchi chez vous.',
    'Met {name} brengt {brand} doordacht design in huis.',
  ],
  [
    '{name}: die Wahl vieler Familien, entwickelt von {brand}.',
    '{name} : le choix de nombreuses familles, conçu par {brand}.',
    '{name}: de keuze van veel gezinnen, ontwikkeld door {brand}.',
  ],
  [
    'Entdecken Sie {name} – ein Klassiker aus dem Sortiment von {brand}.',
    'Découvrez {name}, un classique de la gamme {brand}.',
    'Ontdek {name}, een klassieker uit het assortiment van {brand}.',
  ],
];

export const features: readonly Names[] = [
  [
    'Besonders leicht und robust.',
    'Particulièrement léger et robuste.',
    'Bijzonder licht en robuust.',
  ],
  ['Einfach zu reinigen.', 'Facile à nettoyer.', 'Eenvoudig schoon te maken.'],
  ['Platzsparend zu verstauen.', 'Se range facilement.', 'Ruimtebesparend op te bergen.'],
  [
    'Geprüfte Sicherheit nach EU-Norm.',
    'Sécurité certifiée selon la norme UE.',
    'Gecertificeerde veiligheid volgens EU-norm.',
  ],
  [
    'Langlebig und nachhaltig produziert.',
    'Durable et produit de manière responsable.',
    'Duurzaam en verantwoord geproduceerd.',
  ],
  ['Ideal auch als Geschenk.', 'Idéal aussi comme cadeau.', 'Ook ideaal als cadeau.'],
  [
    'Mit praktischer Aufbewahrungstasche.',
    'Avec pochette de rangement pratique.',
    'Met handige opbergtas.',
  ],
  ['Angenehm weich auf der Haut.', 'Agréablement doux sur la peau.', 'Aangenaam zacht op de huid.'],
];

export const materials: readonly Names[] = [
  ['Aus Bio-Baumwolle.', 'En coton biologique.', 'Van biologisch katoen.'],
  [
    'Aus FSC-zertifiziertem Buchenholz.',
    'En hêtre certifié FSC.',
    'Van FSC-gecertificeerd beukenhout.',
  ],
  [
    'Aus recyceltem Kunststoff, frei von BPA.',
    'En plastique recyclé, sans BPA.',
    'Van gerecycled kunststof, BPA-vrij.',
  ],
  ['Aus Edelstahl.', 'En acier inoxydable.', 'Van roestvrij staal.'],
  ['Aus weichem Frottee.', 'En éponge douce.', 'Van zachte badstof.'],
  [
    'Aus Aluminium mit Textilbezug.',
    'En aluminium avec housse textile.',
    'Van aluminium met stoffen hoes.',
  ],
];

export const care: readonly Names[] = [
  ['Waschbar bei 40 °C.', 'Lavable à 40 °C.', 'Wasbaar op 40 °C.'],
  ['Spülmaschinengeeignet.', 'Compatible lave-vaisselle.', 'Vaatwasserbestendig.'],
  [
    'Mit feuchtem Tuch abwischen.',
    'Essuyer avec un chiffon humide.',
    'Afnemen met een vochtige doek.',
  ],
  ['Zwei Jahre Garantie.', 'Garantie deux ans.', 'Twee jaar garantie.'],
];

export const engravingHeadlines: Names = [
  'Vorname|Geburtsdatum',
  'Prénom|Date de naissance',
  'Voornaam|Geboortedatum',
];

export const yesLabel: Names = ['Ja', 'Oui', 'Ja'];
export const bulkyLabel: Names = ['Sperrgut', 'Colis volumineux', 'Grote zending'];
export const freightLabel: Names = [
  'Speditionsversand',
  'Livraison par transporteur',
  'Levering per expediteur',
];
export const sizeAdvisorLabel: Names = [
  'Größenberater Babykleidung',
  'Guide des tailles bébé',
  'Maatadvies babykleding',
];
export const electricalLabel: Names = [
  'Elektro- und Elektronikgerät (ElektroG)',
  'Équipement électrique et électronique (DEEE)',
  'Elektrische en elektronische apparatuur (AEEA)',
];
export const pimBadges: readonly Names[] = [
  ['Nachhaltig', 'Durable', 'Duurzaam'],
  ['Bestseller', 'Best-seller', 'Bestseller'],
  ['Testsieger', 'Élu meilleur produit', 'Testwinnaar'],
];
export const ageLabels: readonly Names[] = [
  ['ab Geburt', 'dès la naissance', 'vanaf de geboorte'],
  ['ab 6 Monaten', 'dès 6 mois', 'vanaf 6 maanden'],
  ['ab 12 Monaten', 'dès 12 mois', 'vanaf 12 maanden'],
];
export const rollerOptions: readonly Names[] = [
  ['Luftreifen', 'Pneus gonflables', 'Luchtbanden'],
  ['EVA-Räder', 'Roues EVA', 'EVA-wielen'],
];
export const collections = ['bestseller', 'eco', 'winter-2026', 'sommer-2026', 'geschenkideen'];
