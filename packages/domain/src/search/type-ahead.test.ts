import { describe, expect, test } from 'vitest';
import {
  type ComboboxKey,
  maxSuggestionQueryLength,
  nextActiveOption,
  typeAheadDebounceMs,
  wantsSuggestions,
} from './type-ahead';

describe('when the header asks for suggestions (§9 debounce, issue 17)', () => {
  test('the type-ahead waits 300 ms after the last key (§9)', () => {
    expect(typeAheadDebounceMs).toBe(300);
  });

  test.each([
    { text: '', wanted: false },
    { text: 'k', wanted: false },
    { text: ' k- ', wanted: false },
    { text: 'ki', wanted: true },
    { text: 'é2', wanted: true },
    { text: 'kinderwagen bl', wanted: true },
    { text: 'a'.repeat(maxSuggestionQueryLength), wanted: true },
    { text: 'a'.repeat(maxSuggestionQueryLength + 1), wanted: false },
  ])('"$text" asks: $wanted', ({ text, wanted }) => {
    expect(wantsSuggestions(text)).toBe(wanted);
  });
});

describe('moving through the open suggestion list by keyboard (WAI-ARIA combobox, issue 17)', () => {
  test.each<{ active: number | null; key: ComboboxKey; count: number; expected: number | null }>([
    { active: null, key: 'ArrowDown', count: 3, expected: 0 },
    { active: 0, key: 'ArrowDown', count: 3, expected: 1 },
    { active: 2, key: 'ArrowDown', count: 3, expected: null },
    { active: null, key: 'ArrowUp', count: 3, expected: 2 },
    { active: 1, key: 'ArrowUp', count: 3, expected: 0 },
    { active: 0, key: 'ArrowUp', count: 3, expected: null },
    { active: 1, key: 'Home', count: 3, expected: 0 },
    { active: null, key: 'End', count: 3, expected: 2 },
    { active: null, key: 'ArrowDown', count: 0, expected: null },
    { active: 4, key: 'End', count: 0, expected: null },
  ])('$key from $active of $count goes to $expected', ({ active, key, count, expected }) => {
    expect(nextActiveOption(active, key, count)).toBe(expected);
  });
});
