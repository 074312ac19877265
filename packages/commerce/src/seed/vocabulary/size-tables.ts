import type { Language } from '@vitrine/domain';
import type { Names } from './types';

export interface SizeTableSpec {
  /** The value of the products' `groessenberater` attribute that names the table. */
  readonly key: string;
  readonly columns: Readonly<Record<Language, readonly string[]>>;
  readonly rows: Readonly<Record<Language, ReadonlyArray<readonly string[]>>>;
}

/** One row: the size (the variants' `groesse` label), the age and the child's height. */
const babyClothingRows: ReadonlyArray<readonly [size: string, age: Names, height: string]> = [
  ['50/56', ['0–2 Monate', '0–2 mois', '0–2 maanden'], '50–56 cm'],
  ['62/68', ['3–6 Monate', '3–6 mois', '3–6 maanden'], '57–68 cm'],
  ['74/80', ['7–12 Monate', '7–12 mois', '7–12 maanden'], '69–80 cm'],
  ['86/92', ['13–24 Monate', '13–24 mois', '13–24 maanden'], '81–92 cm'],
  ['98/104', ['2–4 Jahre', '2–4 ans', '2–4 jaar'], '93–104 cm'],
];

const rowsIn = (index: 0 | 1 | 2) =>
  babyClothingRows.map(([size, age, height]) => [size, age[index], height]);

/**
 * The size advisor's tables (§1 attribute groessenberater): the demo catalog's baby clothing,
 * sized as its variants are (`babyClothing` of variant-options.ts).
 */
export const sizeTables: readonly SizeTableSpec[] = [
  {
    key: 'baby-clothing',
    columns: {
      de: ['Größe', 'Alter', 'Körpergröße'],
      fr: ['Taille', 'Âge', 'Taille de l’enfant'],
      nl: ['Maat', 'Leeftijd', 'Lichaamslengte'],
    },
    rows: { de: rowsIn(0), fr: rowsIn(1), nl: rowsIn(2) },
  },
];
