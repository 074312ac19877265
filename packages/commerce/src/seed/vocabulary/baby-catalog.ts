import { babyBrands } from './brands';
import type { CatalogSpec } from './types';

/** The baby-goods catalog (Nido): 8 roots, 3 levels, names in de, fr and nl. */
export const babyCatalog: CatalogSpec = {
  catalog: 'baby',
  brands: babyBrands,
  houseBrand: 'Nido',
  roots: [
    {
      slug: 'kinderwagen',
      names: ['Kinderwagen', 'Poussettes', 'Kinderwagens'],
      children: [
        {
          slug: 'kinderwagen-und-buggys',
          names: ['Kinderwagen & Buggys', 'Poussettes & buggys', "Kinderwagens & buggy's"],
          leaves: [
            {
              slug: 'kombikinderwagen',
              names: ['Kombikinderwagen', 'Poussettes combinées', 'Combi-kinderwagens'],
              types: [
                ['Kombikinderwagen', 'Poussette combinée', 'Combi-kinderwagen'],
                ['Geschwisterwagen', 'Poussette double', 'Duowagen'],
              ],
              price: [349, 1199],
              sizes: 'none',
              roller: true,
              kinds: ['bulky'],
            },
            {
              slug: 'buggys',
              names: ['Buggys', 'Buggys', "Buggy's"],
              types: [
                ['Buggy', 'Buggy', 'Buggy'],
                ['Reisebuggy', 'Poussette de voyage', 'Reisbuggy'],
              ],
              price: [129, 499],
              sizes: 'none',
              roller: true,
            },
          ],
        },
        {
          slug: 'kinderwagen-zubehoer',
          names: ['Kinderwagen-Zubehör', 'Accessoires poussette', 'Kinderwagenaccessoires'],
          leaves: [
            {
              slug: 'fusssaecke',
              names: ['Fußsäcke', 'Chancelières', 'Voetenzakken'],
              types: [['Fußsack', 'Chancelière', 'Voetenzak']],
              price: [39, 149],
              sizes: 'none',
              engravable: true,
            },
            {
              slug: 'sonnenschirme',
              names: ['Sonnenschirme', 'Ombrelles', 'Parasols'],
              types: [['Sonnenschirm', 'Ombrelle', 'Parasol']],
              price: [19, 49],
              sizes: 'none',
            },
          ],
        },
      ],
    },
    {
      slug: 'autositze',
      names: ['Autositze', 'Sièges auto', 'Autostoeltjes'],
      children: [
        {
          slug: 'babyschalen-und-kindersitze',
          names: ['Babyschalen & Kindersitze', 'Coques & sièges auto', 'Babyzitjes & autostoelen'],
          leaves: [
            {
              slug: 'babyschalen',
              names: ['Babyschalen', 'Coques bébé', 'Autostoeltjes groep 0+'],
              types: [['Babyschale', 'Coque bébé', 'Autostoeltje']],
              price: [129, 399],
              sizes: 'none',
            },
            {
              slug: 'kindersitze',
              names: ['Kindersitze', 'Sièges auto enfant', 'Kinderzitjes'],
              types: [['Kindersitz', 'Siège auto', 'Kinderzitje']],
              price: [149, 549],
              sizes: 'none',
              kinds: ['bulky'],
            },
          ],
        },
        {
          slug: 'autositz-zubehoer',
          names: ['Autositz-Zubehör', 'Accessoires siège auto', 'Autostoelaccessoires'],
          leaves: [
            {
              slug: 'isofix-basen',
              names: ['Isofix-Basen', 'Bases Isofix', 'Isofix-basissen'],
              types: [['Isofix-Basis', 'Base Isofix', 'Isofix-basis']],
              price: [99, 249],
              sizes: 'none',
            },
            {
              slug: 'sitzschoner',
              names: ['Sitzschoner', 'Protège-sièges', 'Stoelbeschermers'],
              types: [['Sitzschoner', 'Protège-siège', 'Stoelbeschermer']],
              price: [14, 39],
              sizes: 'none',
            },
          ],
        },
      ],
    },
    {
      slug: 'kinderzimmer',
      names: ['Kinderzimmer', 'Chambre bébé', 'Babykamer'],
      children: [
        {
          slug: 'kinderzimmer-moebel',
          names: ['Möbel', 'Meubles', 'Meubels'],
          leaves: [
            {
              slug: 'babybetten',
              names: ['Babybetten', 'Lits bébé', 'Babybedden'],
              types: [
                ['Babybett', 'Lit bébé', 'Babybed'],
                ['Beistellbett', 'Berceau cododo', 'Co-sleeper'],
              ],
              price: [149, 699],
              sizes: 'babyBed',
              kinds: ['bulky'],
              engravable: true,
            },
            {
              slug: 'wickelkommoden',
              names: ['Wickelkommoden', 'Commodes à langer', 'Commodes'],
              types: [['Wickelkommode', 'Commode à langer', 'Commode']],
              price: [199, 799],
              sizes: 'none',
              kinds: ['bulky'],
            },
          ],
        },
        {
          slug: 'kinderzimmer-textilien',
          names: ['Heimtextilien', 'Linge de lit', 'Textiel'],
          leaves: [
            {
              slug: 'schlafsaecke',
              names: ['Schlafsäcke', 'Gigoteuses', 'Slaapzakken'],
              types: [['Schlafsack', 'Gigoteuse', 'Slaapzak']],
              price: [29, 89],
              sizes: 'babyClothing',
              kinds: ['sizeAdvisor'],
              engravable: true,
            },
            {
              slug: 'kinderbettwaesche',
              names: ['Bettwäsche', 'Parures de lit', 'Beddengoed'],
              types: [['Bettwäsche-Set', 'Parure de lit', 'Dekbedovertrek']],
              price: [24, 79],
              sizes: 'bedding',
            },
          ],
        },
        {
          slug: 'babyphone',
          names: ['Babyphone', 'Babyphones', 'Babyfoons'],
          leaves: [
            {
              slug: 'klgerte_informationsu_telekommtechnik',
              names: ['Audio-Babyphone', 'Babyphones audio', 'Audio-babyfoons'],
              types: [['Babyphone', 'Babyphone', 'Babyfoon']],
              price: [39, 149],
              sizes: 'none',
              kinds: ['electrical'],
            },
            {
              slug: 'bildschirme_und_monitore',
              names: ['Video-Babyphone', 'Babyphones vidéo', 'Video-babyfoons'],
              types: [['Video-Babyphone', 'Babyphone vidéo', 'Video-babyfoon']],
              price: [89, 299],
              sizes: 'none',
              kinds: ['electrical'],
            },
          ],
        },
      ],
    },
    {
      slug: 'spielzeug',
      names: ['Spielzeug', 'Jouets', 'Speelgoed'],
      children: [
        {
          slug: 'babyspielzeug',
          names: ['Babyspielzeug', "Jouets d'éveil", 'Babyspeelgoed'],
          leaves: [
            {
              slug: 'kuscheltiere',
              names: ['Kuscheltiere', 'Peluches', 'Knuffels'],
              types: [
                ['Kuscheltier Hase', 'Peluche lapin', 'Knuffel konijn'],
                ['Schmusetuch', 'Doudou', 'Knuffeldoek'],
              ],
              price: [12, 49],
              sizes: 'none',
              engravable: true,
            },
            {
              slug: 'rasseln',
              names: ['Rasseln & Greiflinge', 'Hochets', 'Rammelaars'],
              types: [['Rassel', 'Hochet', 'Rammelaar']],
              price: [8, 29],
              sizes: 'none',
            },
          ],
        },
        {
          slug: 'holzspielzeug',
          names: ['Holzspielzeug', 'Jouets en bois', 'Houten speelgoed'],
          leaves: [
            {
              slug: 'bausteine',
              names: ['Bausteine', 'Jeux de cubes', 'Blokken'],
              types: [['Bausteine-Set', 'Jeu de cubes', 'Blokkenset']],
              price: [19, 69],
              sizes: 'none',
            },
            {
              slug: 'lauflernwagen',
              names: ['Lauflernwagen', 'Trotteurs', 'Loopwagens'],
              types: [['Lauflernwagen', 'Trotteur', 'Loopwagen']],
              price: [39, 119],
              sizes: 'none',
            },
          ],
        },
      ],
    },
    {
      slug: 'babykleidung',
      names: ['Babykleidung', 'Vêtements bébé', 'Babykleding'],
      children: [
        {
          slug: 'erstausstattung',
          names: ['Erstausstattung', 'Layette', 'Babyuitzet'],
          leaves: [
            {
              slug: 'bodys',
              names: ['Bodys', 'Bodys', 'Rompers'],
              types: [
                ['Body', 'Body', 'Romper'],
                ['Wickelbody', 'Body croisé', 'Overslagromper'],
              ],
              price: [9, 29],
              sizes: 'babyClothing',
              kinds: ['sizeAdvisor'],
              engravable: true,
            },
            {
              slug: 'strampler',
              names: ['Strampler', 'Grenouillères', 'Boxpakjes'],
              types: [['Strampler', 'Grenouillère', 'Boxpakje']],
              price: [14, 39],
              sizes: 'babyClothing',
              kinds: ['sizeAdvisor'],
            },
          ],
        },
        {
          slug: 'outdoor-kleidung',
          names: ['Outdoor', "Vêtements d'extérieur", 'Buitenkleding'],
          leaves: [
            {
              slug: 'schneeanzuege',
              names: ['Schneeanzüge', 'Combinaisons pilote', 'Sneeuwpakken'],
              types: [['Schneeanzug', 'Combinaison pilote', 'Sneeuwpak']],
              price: [39, 99],
              sizes: 'babyClothing',
              kinds: ['sizeAdvisor'],
            },
            {
              slug: 'muetzen',
              names: ['Mützen', 'Bonnets', 'Mutsen'],
              types: [['Strickmütze', 'Bonnet tricoté', 'Gebreide muts']],
              price: [9, 29],
              sizes: 'letters',
            },
          ],
        },
      ],
    },
    {
      slug: 'fuettern',
      names: ['Füttern', 'Repas', 'Voeding'],
      children: [
        {
          slug: 'flaschen-und-stillen',
          names: ['Fläschchen & Stillen', 'Biberons & allaitement', 'Flessen & borstvoeding'],
          leaves: [
            {
              slug: 'babyflaschen',
              names: ['Babyflaschen', 'Biberons', 'Zuigflessen'],
              types: [['Babyflasche', 'Biberon', 'Zuigfles']],
              price: [6, 24],
              sizes: 'volume',
              scalePrices: true,
            },
            {
              slug: 'milchpumpen',
              names: ['Milchpumpen', 'Tire-lait', 'Borstkolven'],
              types: [['Milchpumpe', 'Tire-lait', 'Borstkolf']],
              price: [39, 249],
              sizes: 'none',
              kinds: ['medical'],
            },
          ],
        },
        {
          slug: 'essen-und-trinken',
          names: ['Essen & Trinken', 'Repas & boissons', 'Eten & drinken'],
          leaves: [
            {
              slug: 'hochstuehle',
              names: ['Hochstühle', 'Chaises hautes', 'Kinderstoelen'],
              types: [['Hochstuhl', 'Chaise haute', 'Kinderstoel']],
              price: [79, 299],
              sizes: 'none',
              kinds: ['bulky'],
              engravable: true,
            },
            {
              slug: 'kindergeschirr',
              names: ['Kindergeschirr', 'Vaisselle enfant', 'Kinderservies'],
              types: [['Kindergeschirr-Set', 'Set de vaisselle', 'Serviesset']],
              price: [12, 39],
              sizes: 'none',
              engravable: true,
            },
          ],
        },
      ],
    },
    {
      slug: 'baden-und-pflege',
      names: ['Baden & Pflege', 'Bain & soins', 'Bad & verzorging'],
      children: [
        {
          slug: 'baden',
          names: ['Baden', 'Bain', 'Badderen'],
          leaves: [
            {
              slug: 'babybadewannen',
              names: ['Babybadewannen', 'Baignoires bébé', 'Babybadjes'],
              types: [['Babybadewanne', 'Baignoire bébé', 'Babybadje']],
              price: [19, 69],
              sizes: 'none',
            },
            {
              slug: 'kapuzenbadetuecher',
              names: ['Kapuzenbadetücher', 'Capes de bain', 'Badcapes'],
              types: [['Kapuzenbadetuch', 'Cape de bain', 'Badcape']],
              price: [14, 39],
              sizes: 'none',
              engravable: true,
            },
          ],
        },
        {
          slug: 'gesundheit-baby',
          names: ['Gesundheit', 'Santé', 'Gezondheid'],
          leaves: [
            {
              slug: 'fieberthermometer',
              names: ['Fieberthermometer', 'Thermomètres', 'Thermometers'],
              types: [['Fieberthermometer', 'Thermomètre', 'Thermometer']],
              price: [12, 59],
              sizes: 'none',
              kinds: ['medical'],
            },
            {
              slug: 'nasensauger',
              names: ['Nasensauger', 'Mouche-bébés', 'Neuszuigers'],
              types: [['Nasensauger', 'Mouche-bébé', 'Neuszuiger']],
              price: [9, 39],
              sizes: 'none',
              kinds: ['medical'],
            },
            {
              slug: 'pflegeprodukte',
              names: ['Pflegeprodukte', 'Soins', 'Verzorgingsproducten'],
              types: [
                ['Babyöl', 'Huile bébé', 'Babyolie'],
                ['Pflegecreme', 'Crème de soin', 'Verzorgende crème'],
              ],
              price: [4, 19],
              sizes: 'volume',
              scalePrices: true,
            },
          ],
        },
      ],
    },
    {
      slug: 'geschenke',
      names: ['Geschenke', 'Cadeaux', 'Cadeaus'],
      children: [
        {
          slug: 'gutscheine-und-downloads',
          names: [
            'Gutscheine & Downloads',
            'Cartes cadeaux & téléchargements',
            'Cadeaubonnen & downloads',
          ],
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
              slug: 'ratgeber-downloads',
              names: ['Ratgeber als Download', 'Guides à télécharger', 'Gidsen als download'],
              types: [
                ['E-Book Babyschlaf', 'E-book sommeil de bébé', 'E-book babyslaap'],
                [
                  'Online-Kurs Babymassage',
                  'Cours en ligne massage bébé',
                  'Online cursus babymassage',
                ],
              ],
              price: [9, 49],
              sizes: 'none',
              kinds: ['download'],
              reducedVat: true,
            },
          ],
        },
        {
          slug: 'geschenksets',
          names: ['Geschenksets', 'Coffrets cadeaux', 'Cadeausets'],
          leaves: [
            {
              slug: 'geburtsgeschenke',
              names: ['Geburtsgeschenke', 'Cadeaux de naissance', 'Kraamcadeaus'],
              types: [['Geschenkset zur Geburt', 'Coffret naissance', 'Kraampakket']],
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
