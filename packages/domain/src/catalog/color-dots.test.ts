import { describe, expect, test } from 'vitest';
import type { ColorSet } from '../entities';
import { colorDots, isColorSetKnown } from './color-dots';
import { unsafe } from './test-fixtures';

const known = (productId: number, ...keys: string[]): ColorSet => ({
  productId,
  referenceKey: `${productId}`,
  colors: keys.map((key) => ({ key, label: key })),
});
const unknown = (productId: number): ColorSet => ({
  productId,
  referenceKey: `${productId}`,
  colors: [
    { key: 'blue', label: 'Blau' },
    { key: null, label: 'Sonderfarbe' },
  ],
});

describe('colour dots (spec §4, §9: more than one fully known set, max 5, +N)', () => {
  test.each([
    { input: 'a set with keys', set: known(1, 'black', 'white'), expected: true },
    { input: 'a set with an unknown colour', set: unknown(1), expected: false },
    { input: 'a set with a blank key', set: known(1, ' '), expected: false },
    { input: 'a set without colours', set: known(1), expected: false },
    { input: 'null', set: null, expected: false },
    {
      input: 'a set with a null colour',
      set: unsafe<ColorSet>({ colors: [null] }),
      expected: false,
    },
  ])('$input is fully known: $expected', ({ set, expected }) => {
    expect(isColorSetKnown(set)).toBe(expected);
  });

  test.each([
    { input: 'no sets', sets: [] },
    { input: 'null', sets: null },
    { input: 'one known set', sets: [known(1, 'red')] },
    { input: 'one known and unknown ones', sets: [known(1, 'red'), unknown(2), unknown(3)] },
  ])('no dots for $input', ({ sets }) => {
    expect(colorDots(sets)).toBeNull();
  });

  test('two known sets: both, nothing more; unknown sets are left out', () => {
    const sets = [known(1, 'red'), unknown(2), known(3, 'blue', 'white')];
    expect(colorDots(sets)).toEqual({ dots: [sets[0], sets[2]], more: 0, moreLabel: null });
  });

  test.each([
    { input: 5, shown: 5, more: 0, moreLabel: null },
    { input: 6, shown: 5, more: 1, moreLabel: '+1' },
    { input: 12, shown: 5, more: 7, moreLabel: '+7' },
  ])('$input known sets: $shown dots and $moreLabel', ({ input, shown, more, moreLabel }) => {
    const sets = Array.from({ length: input }, (_, index) => known(index, 'green'));
    const dots = colorDots(sets);
    expect(dots?.dots).toEqual(sets.slice(0, shown));
    expect(dots?.more).toBe(more);
    expect(dots?.moreLabel).toBe(moreLabel);
  });
});
