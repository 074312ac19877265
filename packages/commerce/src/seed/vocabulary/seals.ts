import type { LeafSpec, Names, SpecialKind } from './types';

export interface SealSpec {
  readonly key: string;
  readonly names: Names;
  /** What the seal vouches for. */
  readonly texts: Names;
}

/** The demo catalog's seals (§2 product seals): quality and test marks a shopper knows. */
export const seals = {
  oekoTex: {
    key: 'oeko-tex-100',
    names: ['OEKO-TEX® STANDARD 100', 'OEKO-TEX® STANDARD 100', 'OEKO-TEX® STANDARD 100'],
    texts: [
      'Jeder Bestandteil des Textils wurde von einem unabhängigen Institut auf Schadstoffe geprüft.',
      'Chaque composant du textile a été testé par un institut indépendant quant aux substances nocives.',
      'Elk onderdeel van het textiel is door een onafhankelijk instituut op schadelijke stoffen getest.',
    ],
  },
  organicTextile: {
    key: 'gots',
    names: [
      'GOTS – Global Organic Textile Standard',
      'GOTS – Global Organic Textile Standard',
      'GOTS – Global Organic Textile Standard',
    ],
    texts: [
      'Mindestens 70 % Naturfasern aus kontrolliert biologischem Anbau, umwelt- und sozialverträglich verarbeitet.',
      'Au moins 70 % de fibres naturelles issues de l’agriculture biologique, transformées dans le respect de l’environnement et des personnes.',
      'Minstens 70 % natuurlijke vezels uit biologische teelt, milieu- en mensvriendelijk verwerkt.',
    ],
  },
  testedSafety: {
    key: 'gs',
    names: ['GS – Geprüfte Sicherheit', 'GS – Sécurité contrôlée', 'GS – Geteste veiligheid'],
    texts: [
      'Ein unabhängiges Prüfinstitut hat die Sicherheit des Produkts nach dem Produktsicherheitsgesetz geprüft.',
      'Un organisme de contrôle indépendant a vérifié la sécurité du produit selon la loi allemande sur la sécurité des produits.',
      'Een onafhankelijk keuringsinstituut heeft de veiligheid van het product volgens de Duitse productveiligheidswet getest.',
    ],
  },
  organicFood: {
    key: 'eu-bio',
    names: ['EU-Bio-Logo', 'Logo bio européen', 'EU-biologo'],
    texts: [
      'Mindestens 95 % der Zutaten stammen aus ökologischer Landwirtschaft nach der EU-Öko-Verordnung.',
      'Au moins 95 % des ingrédients sont issus de l’agriculture biologique selon le règlement européen.',
      'Minstens 95 % van de ingrediënten komt uit biologische landbouw volgens de EU-verordening.',
    ],
  },
} as const satisfies Readonly<Record<string, SealSpec>>;

/**
 * The seals of a demo article, from what it is (its leaf and kinds) and its product number, so
 * the catalog of a seed stays the same (no draw of the generator's random source): textiles
 * are tested for harmful substances, every third also organic; electrical goods and prams carry
 * the safety mark; food and tea the organic logo.
 */
export function sealKeysOf(
  leaf: LeafSpec,
  kinds: ReadonlySet<SpecialKind>,
  productNumber: number,
): string[] {
  const keys: string[] = [];
  if (leaf.sizes === 'babyClothing' || leaf.sizes === 'bedding') {
    keys.push(seals.oekoTex.key);
    if (productNumber % 3 === 0) keys.push(seals.organicTextile.key);
  }
  if (kinds.has('electrical') || leaf.roller === true) keys.push(seals.testedSafety.key);
  const food = leaf.reducedVat === true && !kinds.has('download');
  if (food && productNumber % 2 === 0) {
    keys.push(seals.organicFood.key);
  }
  return keys;
}
