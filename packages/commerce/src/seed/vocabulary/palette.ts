import type { Names } from './types';

export interface PaletteColor {
  /** Palette key of §9. */
  readonly key: string;
  readonly names: Names;
  /** Drawing colour of the generated images. */
  readonly hex: string;
}

/** §9: the palette of colour keys, with their names and a colour to draw them in. */
export const palette: readonly PaletteColor[] = [
  { key: 'black', names: ['Schwarz', 'Noir', 'Zwart'], hex: '#1f1f24' },
  { key: 'grey', names: ['Grau', 'Gris', 'Grijs'], hex: '#8c8f96' },
  { key: 'green', names: ['Grün', 'Vert', 'Groen'], hex: '#3f8f4f' },
  { key: 'brown', names: ['Braun', 'Marron', 'Bruin'], hex: '#7a5134' },
  { key: 'beige', names: ['Beige', 'Beige', 'Beige'], hex: '#d8c3a0' },
  { key: 'blue', names: ['Blau', 'Bleu', 'Blauw'], hex: '#2f5fb3' },
  { key: 'yellow', names: ['Gelb', 'Jaune', 'Geel'], hex: '#f2c530' },
  { key: 'red', names: ['Rot', 'Rouge', 'Rood'], hex: '#c73a32' },
  { key: 'orange', names: ['Orange', 'Orange', 'Oranje'], hex: '#ec8a2f' },
  { key: 'pink', names: ['Rosa', 'Rose', 'Roze'], hex: '#ea8fb4' },
  { key: 'white', names: ['Weiß', 'Blanc', 'Wit'], hex: '#f7f7f4' },
  { key: 'light blue', names: ['Hellblau', 'Bleu clair', 'Lichtblauw'], hex: '#9cc8ec' },
  { key: 'multicolour', names: ['Bunt', 'Multicolore', 'Multicolor'], hex: '#b05fc9' },
  { key: 'natural', names: ['Natur', 'Naturel', 'Naturel'], hex: '#e6d6b8' },
  { key: 'denim', names: ['Jeansblau', 'Denim', 'Denim'], hex: '#45607f' },
  { key: 'turquoise', names: ['Türkis', 'Turquoise', 'Turquoise'], hex: '#2fb3a8' },
  { key: 'gold', names: ['Gold', 'Or', 'Goud'], hex: '#c9a13b' },
  { key: 'khaki', names: ['Khaki', 'Kaki', 'Kaki'], hex: '#8a8655' },
  { key: 'purple', names: ['Lila', 'Violet', 'Paars'], hex: '#6b3f99' },
  { key: 'silver', names: ['Silber', 'Argent', 'Zilver'], hex: '#bfc3c9' },
  { key: 'transparent', names: ['Transparent', 'Transparent', 'Transparant'], hex: '#e9f1f5' },
];

/** Colour names outside the palette: a colour set with one of them is not fully known (§4). */
export const unpaletted: readonly Names[] = [
  ['Sonderedition', 'Édition spéciale', 'Speciale editie'],
  ['Mauve-Melange', 'Mauve chiné', 'Mauve gemêleerd'],
];
