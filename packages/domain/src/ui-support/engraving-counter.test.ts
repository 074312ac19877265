import { describe, expect, test } from 'vitest';
import { engravingDecision } from '../basket/engraving-text';
import { engravingCounter } from './engraving-counter';

describe('engraving counter (spec §9 gravureLength)', () => {
  test.each([
    { text: '', max: 12, expected: { length: 0, max: 12, over: false } },
    { text: 'Mia', max: 12, expected: { length: 3, max: 12, over: false } },
    { text: '  Mia  ', max: 3, expected: { length: 3, max: 3, over: false } },
    { text: 'Mia Sophie', max: 3, expected: { length: 10, max: 3, over: true } },
    { text: 'Jüri', max: 4, expected: { length: 4, max: 4, over: false } },
    { text: 'Ju\u0308ri', max: 4, expected: { length: 4, max: 4, over: false } },
    { text: 'Mia 🌙', max: 4, expected: { length: 5, max: 4, over: true } },
    { text: 'Mia\u0000\u0007Ben', max: 20, expected: { length: 7, max: 20, over: false } },
    { text: 'ohne Limit', max: null, expected: { length: 10, max: null, over: false } },
    { text: 'Null', max: 0, expected: { length: 4, max: null, over: false } },
    { text: 'Halb', max: 2.5, expected: { length: 4, max: null, over: false } },
    { text: 42, max: 12, expected: { length: 0, max: 12, over: false } },
    { text: null, max: 12, expected: { length: 0, max: 12, over: false } },
  ])('$text with at most $max characters', ({ text, max, expected }) => {
    expect(engravingCounter(text, max)).toEqual(expected);
  });

  test.each(['Mia', 'Mia Sophie', 'Ju\u0308ri', 'Mia 🌙', 'Mia\u0000Ben', ' Ben '])(
    'agrees with the basket rule on %j',
    (text) => {
      const fields = { rows: [{ name: 'text1', label: 'Vorname' }], maxLength: 4 };
      const invalid = engravingDecision({ text1: text }, fields).kind === 'invalid';
      expect(engravingCounter(text, 4).over).toBe(invalid);
    },
  );
});
