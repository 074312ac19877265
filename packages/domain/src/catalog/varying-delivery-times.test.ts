import { describe, expect, test } from 'vitest';
import type { Variant } from '../entities';
import { aVariant, unsafe } from './test-fixtures';
import { hasVaryingDeliveryTimes } from './varying-delivery-times';

describe('varying delivery times (spec §4)', () => {
  test.each([
    {
      input: 'buyable variants with the same days',
      variants: [aVariant({ from: 2, to: 3 }), aVariant({ bvc: 2, from: 2, to: 3 })],
      expected: false,
    },
    {
      input: 'buyable variants with other max days',
      variants: [aVariant({ from: 14, to: 21 }), aVariant({ from: 14, to: 28 })],
      expected: true,
    },
    {
      input: 'buyable variants with other min days',
      variants: [aVariant({ from: 14, to: 21 }), aVariant({ from: 7, to: 21 })],
      expected: true,
    },
    {
      input: 'a differing variant that is sold out',
      variants: [aVariant({ from: 2, to: 3 }), aVariant({ bvc: 4, from: 30, to: 40 })],
      expected: false,
    },
    {
      input: 'a differing variant that is not deliverable',
      variants: [aVariant({ bvc: 3, from: 30, to: 40 }), aVariant({ from: 2, to: 3 })],
      expected: false,
    },
    { input: 'one variant', variants: [aVariant({ from: 14, to: 21 })], expected: false },
    { input: 'no variants', variants: [], expected: false },
    { input: 'null', variants: null, expected: false },
    {
      input: 'one known and one unknown time',
      variants: [aVariant({ from: 2, to: 3 }), aVariant({ from: 2, to: Number.NaN })],
      expected: true,
    },
    {
      input: 'variants without logistics',
      variants: unsafe<Variant[]>([{ id: 1 }, { id: 2 }]),
      expected: false,
    },
  ])('$input -> $expected', ({ variants, expected }) => {
    expect(hasVaryingDeliveryTimes(variants)).toBe(expected);
  });
});
