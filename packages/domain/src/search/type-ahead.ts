/** §9: input is debounced by 300 ms; the type-ahead asks once per pause in typing. */
export const typeAheadDebounceMs = 300;

/**
 * Type-ahead starts at two characters (letters and digits, as the engine counts them): one
 * letter matches nearly everything and is not worth a call.
 */
export const minimumSuggestionLength = 2;

/** The longest text the suggestion call takes: a type-ahead is a few words, not a sentence. */
export const maxSuggestionQueryLength = 100;

/**
 * Whether a typed text is worth asking suggestions for: at least
 * {@link minimumSuggestionLength} letters or digits, at most
 * {@link maxSuggestionQueryLength} characters.
 *
 * @example
 * wantsSuggestions('k') // false
 * wantsSuggestions('ki') // true
 */
export function wantsSuggestions(text: string): boolean {
  const typed = text.replace(/[^\p{L}\p{N}]+/gu, '');
  return (
    Array.from(typed).length >= minimumSuggestionLength &&
    Array.from(text).length <= maxSuggestionQueryLength
  );
}

/** The keys an open suggestion list answers (WAI-ARIA combobox with a list box popup). */
export type ComboboxKey = 'ArrowDown' | 'ArrowUp' | 'Home' | 'End';

/**
 * The suggestion highlighted after a key, in a list of `count` options: `null` is the text
 * field itself. Down from the field goes to the first option and past the last back to the
 * field; Up goes the other way round; Home and End go to the first and last option.
 *
 * @example
 * nextActiveOption(null, 'ArrowDown', 3) // 0
 * nextActiveOption(2, 'ArrowDown', 3) // null
 * nextActiveOption(null, 'ArrowUp', 3) // 2
 */
export function nextActiveOption(
  active: number | null,
  key: ComboboxKey,
  count: number,
): number | null {
  if (count <= 0) return null;
  switch (key) {
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    case 'ArrowDown':
      if (active === null) return 0;
      return active + 1 >= count ? null : active + 1;
    case 'ArrowUp':
      if (active === null) return count - 1;
      return active === 0 ? null : active - 1;
  }
}
