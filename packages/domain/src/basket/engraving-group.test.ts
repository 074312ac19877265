import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { engravingItemGroup } from './engraving-group';

describe('engraving item group with a random 8-digit id (spec §4, §9)', () => {
  test.each([
    { random: 0, expected: '10000000' },
    { random: 0.5, expected: '55000000' },
    { random: 0.123456789, expected: '21111111' },
    { random: 0.9999999999, expected: '99999999' },
    { random: 1, expected: '99999999' },
    { random: 7, expected: '99999999' },
    { random: -0.5, expected: '10000000' },
    { random: Number.NaN, expected: '10000000' },
    { random: Number.POSITIVE_INFINITY, expected: '10000000' },
  ])('random() = $random gives id $expected', ({ random, expected }) => {
    expect(engravingItemGroup(() => random)).toEqual({
      id: expected,
      isMainItem: true,
      isRequired: true,
    });
  });

  test('every draw in [0, 1) is an 8-digit id', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }), (random) => {
        expect(engravingItemGroup(() => random).id).toMatch(/^[1-9]\d{7}$/);
      }),
    );
  });

  test('different draws give different groups', () => {
    expect(engravingItemGroup(() => 0.1).id).not.toBe(engravingItemGroup(() => 0.2).id);
  });
});
