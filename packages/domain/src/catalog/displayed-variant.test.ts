import { describe, expect, test } from 'vitest';
import type { Variant } from '../entities';
import { displayedVariant } from './displayed-variant';
import { aVariant, unsafe } from './test-fixtures';

const notDeliverable = aVariant({ id: 1, bvc: 3 });
const soldOut = aVariant({ id: 2, bvc: 4 });
const preorder = aVariant({ id: 3, bvc: 2, to: 999 });
const buyable = aVariant({ id: 4, bvc: 1 });

describe('displayed variant (spec §4: the first whose BVC is not 3 or 4)', () => {
  test.each([
    { input: 'buyable first', variants: [buyable, soldOut], expected: buyable },
    {
      input: 'sold-out ones first',
      variants: [notDeliverable, soldOut, preorder, buyable],
      expected: preorder,
    },
    { input: 'all unavailable', variants: [soldOut, notDeliverable], expected: soldOut },
    { input: 'no variants', variants: [], expected: null },
    { input: 'null', variants: null, expected: null },
  ])('$input', ({ variants, expected }) => {
    expect(displayedVariant(variants)).toBe(expected);
  });

  test('an unknown code counts as unavailable', () => {
    const unknown = unsafe<Variant>({
      ...buyable,
      id: 5,
      logistics: { ...buyable.logistics, bvc: 0 },
    });
    expect(displayedVariant([unknown, buyable])).toBe(buyable);
  });
});
