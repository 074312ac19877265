import { vitalityBrands } from './brands';
import type { CatalogSpec } from './types';

/** The vitality and home-goods catalog (Vitalia): 6 roots, 3 levels, names in de, fr and nl. */
export const vitalityCatalog: CatalogSpec = {
  catalog: 'vitality',
  brands: vitalityBrands,
  houseBrand: 'Vitalia',
  roots: [
    {
      slug: 'haushalt',
      names: ['Haushalt', 'Maison', 'Huishouden'],
      children: [
        {
          slug: 'reinigen',
          names: ['Reinigen', 'Nettoyage', 'Schoonmaken'],
          leaves: [
            {
              slug: 'staubsauger',
              names: ['Staubsauger', 'Aspirateurs', 'Stofzuigers'],
              types: [
                ['Akku-Staubsauger', 'Aspirateur sans fil', 'Accustofzuiger'],
                ['Bodenstaubsauger', 'Aspirateur traîneau', 'Sledestofzuiger'],
              ],
              price: [89, 449],
              sizes: 'none',
            },
            {
              slug: 'reinigungsmittel',
              names: ['Reinigungsmittel', "Produits d'entretien", 'Schoonmaakmiddelen'],
              types: [
                ['Allzweckreiniger', 'Nettoyant multi-usage', 'Allesreiniger'],
                ['Essigreiniger', 'Nettoyant au vinaigre', 'Azijnreiniger'],
              ],
              price: [3, 14],
              sizes: 'volume',
              scalePrices: true,
            },
          ],
        },
        {
          slug: 'haushaltsgeraete',
          names: ['Haushaltsgeräte', 'Électroménager', 'Huishoudapparaten'],
          leaves: [
            {
              slug: 'grossgerte',
              names: ['Großgeräte', 'Gros électroménager', 'Grote apparaten'],
              types: [
                ['Kühlschrank', 'Réfrigérateur', 'Koelkast'],
                ['Waschmaschine', 'Lave-linge', 'Wasmachine'],
              ],
              price: [399, 1299],
              sizes: 'none',
              kinds: ['electrical', 'bulky'],
            },
            {
              slug: 'klgerte_informationsu_telekommtechnik',
              names: ['Telefone & Radios', 'Téléphones & radios', "Telefoons & radio's"],
              types: [
                ['Digitalradio', 'Radio numérique', 'Digitale radio'],
                ['Seniorentelefon', 'Téléphone senior', 'Seniorentelefoon'],
              ],
              price: [29, 179],
              sizes: 'none',
              kinds: ['electrical'],
            },
          ],
        },
      ],
    },
    {
      slug: 'kueche',
      names: ['Küche', 'Cuisine', 'Keuken'],
      children: [
        {
          slug: 'kochen',
          names: ['Kochen & Braten', 'Cuisson', 'Koken & bakken'],
          leaves: [
            {
              slug: 'toepfe',
              names: ['Töpfe', 'Casseroles', 'Pannen'],
              types: [['Topfset', 'Batterie de casseroles', 'Pannenset']],
              price: [49, 299],
              sizes: 'none',
              engravable: true,
            },
            {
              slug: 'pfannen',
              names: ['Pfannen', 'Poêles', 'Koekenpannen'],
              types: [['Bratpfanne', 'Poêle', 'Koekenpan']],
              price: [24, 119],
              sizes: 'diameter',
            },
          ],
        },
        {
          slug: 'kuechenhelfer',
          names: ['Küchenhelfer', 'Ustensiles', 'Keukenhulpjes'],
          leaves: [
            {
              slug: 'messer',
              names: ['Messer', 'Couteaux', 'Messen'],
              types: [['Messerset', 'Set de couteaux', 'Messenset']],
              price: [29, 249],
              sizes: 'none',
              engravable: true,
            },
            {
              slug: 'vorratsdosen',
              names: ['Vorratsdosen', 'Boîtes de conservation', 'Voorraadbussen'],
              types: [['Vorratsdose', 'Boîte de conservation', 'Voorraadbus']],
              price: [6, 34],
              sizes: 'volume',
              scalePrices: true,
            },
          ],
        },
      ],
    },
    {
      slug: 'wellness',
      names: ['Wellness', 'Bien-être', 'Wellness'],
      children: [
        {
          slug: 'massage',
          names: ['Massage', 'Massage', 'Massage'],
          leaves: [
            {
              slug: 'massagegeraete',
              names: ['Massagegeräte', 'Appareils de massage', 'Massageapparaten'],
              types: [['Massagegerät', 'Appareil de massage', 'Massageapparaat']],
              price: [29, 199],
              sizes: 'none',
            },
            {
              slug: 'massagesessel',
              names: ['Massagesessel', 'Fauteuils de massage', 'Massagestoelen'],
              types: [['Massagesessel', 'Fauteuil de massage', 'Massagestoel']],
              price: [499, 1999],
              sizes: 'none',
              kinds: ['bulky'],
            },
          ],
        },
        {
          slug: 'sauna-und-bad',
          names: ['Sauna & Bad', 'Sauna & bain', 'Sauna & bad'],
          leaves: [
            {
              slug: 'badezusaetze',
              names: ['Badezusätze', 'Produits pour le bain', 'Badproducten'],
              types: [
                ['Badeöl Lavendel', 'Huile de bain lavande', 'Badolie lavendel'],
                ['Saunaaufguss', 'Essence de sauna', 'Saunageur'],
              ],
              price: [6, 29],
              sizes: 'volume',
              scalePrices: true,
            },
            {
              slug: 'bademaentel',
              names: ['Bademäntel', 'Peignoirs', 'Badjassen'],
              types: [['Bademantel', 'Peignoir', 'Badjas']],
              price: [39, 129],
              sizes: 'letters',
              engravable: true,
            },
          ],
        },
      ],
    },
    {
      slug: 'gesundheit',
      names: ['Gesundheit', 'Santé', 'Gezondheid'],
      children: [
        {
          slug: 'medizinprodukte',
          names: ['Medizinprodukte', 'Dispositifs médicaux', 'Medische hulpmiddelen'],
          leaves: [
            {
              slug: 'blutdruckmessgeraete',
              names: ['Blutdruckmessgeräte', 'Tensiomètres', 'Bloeddrukmeters'],
              types: [['Blutdruckmessgerät', 'Tensiomètre', 'Bloeddrukmeter']],
              price: [29, 129],
              sizes: 'none',
              kinds: ['medical'],
            },
            {
              slug: 'waermekissen',
              names: ['Wärmekissen', 'Coussins chauffants', 'Warmtekussens'],
              types: [['Wärmekissen', 'Coussin chauffant', 'Warmtekussen']],
              price: [19, 79],
              sizes: 'none',
              kinds: ['medical'],
            },
          ],
        },
        {
          slug: 'nahrungsergaenzung',
          names: ['Nahrungsergänzung', 'Compléments alimentaires', 'Voedingssupplementen'],
          leaves: [
            {
              slug: 'vitamine',
              names: ['Vitamine', 'Vitamines', 'Vitamines'],
              types: [
                ['Vitamin-D3-Kapseln', 'Gélules de vitamine D3', 'Vitamine D3-capsules'],
                ['Magnesium-Tabletten', 'Comprimés de magnésium', 'Magnesiumtabletten'],
              ],
              price: [7, 34],
              sizes: 'none',
              reducedVat: true,
              scalePrices: true,
            },
            {
              slug: 'tees',
              names: ['Tees', 'Tisanes', 'Thee'],
              types: [['Kräutertee', 'Tisane', 'Kruidenthee']],
              price: [4, 14],
              sizes: 'none',
              reducedVat: true,
            },
          ],
        },
      ],
    },
    {
      slug: 'heimtextilien',
      names: ['Heimtextilien', 'Textiles de maison', 'Woontextiel'],
      children: [
        {
          slug: 'bettwaren',
          names: ['Bettwaren', 'Literie', 'Beddengoed'],
          leaves: [
            {
              slug: 'bettdecken',
              names: ['Bettdecken', 'Couettes', 'Dekbedden'],
              types: [['Bettdecke', 'Couette', 'Dekbed']],
              price: [49, 249],
              sizes: 'bedding',
            },
            {
              slug: 'kopfkissen',
              names: ['Kopfkissen', 'Oreillers', 'Hoofdkussens'],
              types: [['Kopfkissen', 'Oreiller', 'Hoofdkussen']],
              price: [19, 89],
              sizes: 'bedding',
              engravable: true,
            },
          ],
        },
        {
          slug: 'teppiche-und-gardinen',
          names: ['Teppiche & Gardinen', 'Tapis & rideaux', 'Vloerkleden & gordijnen'],
          leaves: [
            {
              slug: 'teppiche',
              names: ['Teppiche', 'Tapis', 'Vloerkleden'],
              types: [['Teppich', 'Tapis', 'Vloerkleed']],
              price: [49, 599],
              sizes: 'area',
              kinds: ['bulky'],
            },
            {
              slug: 'gardinen',
              names: ['Gardinen', 'Rideaux', 'Gordijnen'],
              types: [['Gardine', 'Rideau', 'Gordijn']],
              price: [19, 89],
              sizes: 'bedding',
            },
          ],
        },
      ],
    },
    {
      slug: 'wohnen-und-schenken',
      names: ['Wohnen & Schenken', 'Déco & cadeaux', 'Wonen & cadeaus'],
      children: [
        {
          slug: 'dekoration',
          names: ['Dekoration', 'Décoration', 'Decoratie'],
          leaves: [
            {
              slug: 'duftkerzen',
              names: ['Duftkerzen', 'Bougies parfumées', 'Geurkaarsen'],
              types: [['Duftkerze', 'Bougie parfumée', 'Geurkaars']],
              price: [9, 39],
              sizes: 'none',
            },
            {
              slug: 'bildschirme_und_monitore',
              names: ['Digitale Bilderrahmen', 'Cadres photo numériques', 'Digitale fotolijsten'],
              types: [['Digitaler Bilderrahmen', 'Cadre photo numérique', 'Digitale fotolijst']],
              price: [49, 199],
              sizes: 'none',
              kinds: ['electrical'],
            },
          ],
        },
        {
          slug: 'gutscheine-und-kurse',
          names: ['Gutscheine & Kurse', 'Cartes cadeaux & cours', 'Cadeaubonnen & cursussen'],
          leaves: [
            {
              slug: 'geschenkgutscheine',
              names: ['Geschenkgutscheine', 'Cartes cadeaux', 'Cadeaubonnen'],
              types: [['Geschenkgutschein', 'Carte cadeau', 'Cadeaubon']],
              price: [10, 100],
              sizes: 'voucherValue',
              kinds: ['voucher'],
            },
            {
              slug: 'online-kurse',
              names: ['Online-Kurse', 'Cours en ligne', 'Online cursussen'],
              types: [
                ['Online-Kurs Yoga', 'Cours de yoga en ligne', 'Online yogacursus'],
                ['E-Book Gesund kochen', 'E-book cuisine saine', 'E-book gezond koken'],
              ],
              price: [9, 79],
              sizes: 'none',
              kinds: ['download'],
              reducedVat: true,
            },
            {
              slug: 'wellness-sets',
              names: ['Wellness-Sets', 'Coffrets bien-être', 'Wellnesssets'],
              types: [['Wellness-Geschenkset', 'Coffret bien-être', 'Wellness-cadeauset']],
              price: [29, 149],
              sizes: 'none',
              kinds: ['bundle'],
              engravable: true,
            },
          ],
        },
      ],
    },
  ],
};
