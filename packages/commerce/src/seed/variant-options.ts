import type { Names, SizeScheme } from './vocabulary/types';

export interface SizeOption {
  readonly label: string;
  /** Content in the reference unit (litres, square metres), for the unit price. */
  readonly content?: number;
  /** Voucher value in euros. */
  readonly value?: number;
}

export interface SizeSchemeSpec {
  /** `size` (attribute groesse) or `dimension` (attribute masse). */
  readonly column: 'size' | 'dimension';
  readonly options: readonly SizeOption[];
  /** Unit of the reference price (§9: LI = l, QM = m²). */
  readonly referenceUnit?: 'LI' | 'QM';
}

export const sizeSchemes: Readonly<Record<Exclude<SizeScheme, 'none'>, SizeSchemeSpec>> = {
  babyClothing: {
    column: 'size',
    options: ['50/56', '62/68', '74/80', '86/92', '98/104'].map((label) => ({ label })),
  },
  letters: { column: 'size', options: ['S', 'M', 'L', 'XL'].map((label) => ({ label })) },
  babyBed: { column: 'dimension', options: ['60x120 cm', '70x140 cm'].map((label) => ({ label })) },
  bedding: {
    column: 'dimension',
    options: ['40x80 cm', '80x80 cm', '135x200 cm', '155x220 cm'].map((label) => ({ label })),
  },
  volume: {
    column: 'size',
    referenceUnit: 'LI',
    options: [
      { label: '150 ml', content: 0.15 },
      { label: '250 ml', content: 0.25 },
      { label: '500 ml', content: 0.5 },
      { label: '1 l', content: 1 },
    ],
  },
  area: {
    column: 'dimension',
    referenceUnit: 'QM',
    options: [
      { label: '80x150 cm', content: 1.2 },
      { label: '120x170 cm', content: 2.04 },
      { label: '160x230 cm', content: 3.68 },
      { label: '200x290 cm', content: 5.8 },
    ],
  },
  diameter: {
    column: 'dimension',
    options: ['20 cm', '24 cm', '28 cm', '32 cm'].map((label) => ({ label })),
  },
  voucherValue: {
    column: 'size',
    options: [10, 25, 50, 100].map((value) => ({ label: `${value} €`, value })),
  },
};

/** Versions of articles without sizes (attribute ausfuehrung). */
export const editions: readonly Names[] = [
  ['Standard', 'Standard', 'Standaard'],
  ['Set mit Zubehör', 'Kit avec accessoires', 'Set met accessoires'],
  ['Doppelpack', 'Lot de 2', 'Duopak'],
  ['Premium-Edition', 'Édition premium', 'Premium-editie'],
];

/** Formats of download products. */
export const downloadFormats: readonly Names[] = [
  ['PDF', 'PDF', 'PDF'],
  ['PDF und Hörbuch', 'PDF et livre audio', 'PDF en luisterboek'],
];

/** Print motifs (attribute motivtext) of articles without sizes. */
export const motifs: readonly Names[] = [
  ['Bär', 'Ourson', 'Beer'],
  ['Sterne', 'Étoiles', 'Sterren'],
  ['Wolken', 'Nuages', 'Wolken'],
];
