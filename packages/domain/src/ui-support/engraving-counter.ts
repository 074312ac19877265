/**
 * The engraving editor's live counter (spec §9: each row is limited to gravureLength
 * characters). It counts the way the basket's `engravingDecision` judges a row, so the
 * counter and the error on saving never disagree.
 */

export interface EngravingCounter {
  /** Characters the row holds once cleaned: an emoji or an "ü" counts as one. */
  readonly length: number;
  /** The row limit, or null when the product states none. */
  readonly max: number | null;
  /** True when the row is longer than the limit. */
  readonly over: boolean;
}

/**
 * Counts one engraving row: NFC-normalised, control characters as spaces, trimmed, counted
 * in code points. Anything that is no string counts as an empty row.
 *
 * @example
 * engravingCounter(' Mia 🌙 ', 4); // { length: 5, max: 4, over: true }
 */
export function engravingCounter(text: unknown, max: number | null): EngravingCounter {
  const cleaned =
    typeof text === 'string'
      ? text
          .normalize('NFC')
          .replace(/\p{Cc}+/gu, ' ')
          .trim()
      : '';
  const length = Array.from(cleaned).length;
  const limit = max !== null && Number.isSafeInteger(max) && max >= 1 ? max : null;
  return { length, max: limit, over: limit !== null && length > limit };
}
