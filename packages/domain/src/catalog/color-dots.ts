import type { ColorSet } from '../entities';

/** §9: at most five colour dots. */
export const maxColorDots = 5;

/** The colour dots of a product card. */
export interface ColorDots {
  readonly dots: readonly ColorSet[];
  /** How many fully known sets did not fit. */
  readonly more: number;
  /** `+N` for the sets that did not fit, or null when all fit. */
  readonly moreLabel: `+${number}` | null;
}

/** A colour set is fully known when it has colours and every one has a palette key. */
export function isColorSetKnown(colorSet: ColorSet | null | undefined): boolean {
  const colors = colorSet?.colors ?? [];
  return (
    colors.length > 0 &&
    colors.every((color) => typeof color?.key === 'string' && color.key.trim() !== '')
  );
}

/**
 * `+N` for the fully known colour sets that did not fit (§4), or null when all fit.
 *
 * @example
 * moreColorsLabel(2); // '+2'
 */
export function moreColorsLabel(more: number): `+${number}` | null {
  return more > 0 ? `+${more}` : null;
}

/**
 * The colour dots of §4: shown only when more than one colour set is fully known; only fully
 * known sets become dots (one with an unknown colour cannot be drawn), at most 5, and `+N`
 * counts the rest. Null when no dots are shown.
 *
 * @example
 * colorDots(product.colorsList); // { dots: [5 sets], more: 2, moreLabel: '+2' }
 */
export function colorDots(colorSets: readonly ColorSet[] | null | undefined): ColorDots | null {
  const known = (colorSets ?? []).filter(isColorSetKnown);
  if (known.length < 2) return null;
  const more = Math.max(0, known.length - maxColorDots);
  return {
    dots: known.slice(0, maxColorDots),
    more,
    moreLabel: moreColorsLabel(more),
  };
}
