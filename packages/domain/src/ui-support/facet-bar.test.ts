import { describe, expect, test } from 'vitest';
import { desktopFacetLimit, facetBarSplit } from './facet-bar';

describe('desktop filter bar shows at most 4 filters (spec §9)', () => {
  test('the limit is the spec number', () => {
    expect(desktopFacetLimit).toBe(4);
  });

  test.each([
    { names: [], expected: { inline: [], more: [] } },
    { names: ['brand'], expected: { inline: ['brand'], more: [] } },
    {
      names: ['brand', 'color', 'size', 'price'],
      expected: { inline: ['brand', 'color', 'size', 'price'], more: [] },
    },
    {
      names: ['brand', 'color', 'size', 'price', 'sale', 'rating', 'availability'],
      expected: {
        inline: ['brand', 'color', 'size', 'price'],
        more: ['sale', 'rating', 'availability'],
      },
    },
    {
      names: ['price', 'price', 'sale', 'brand', 'color', 'size'],
      expected: { inline: ['price', 'sale', 'brand', 'color'], more: ['size'] },
    },
  ])('$names -> $expected', ({ names, expected }) => {
    expect(facetBarSplit(names)).toEqual(expected);
  });

  test.each([
    { limit: 2, expected: { inline: ['a', 'b'], more: ['c'] } },
    { limit: 0, expected: { inline: [], more: ['a', 'b', 'c'] } },
    { limit: -1, expected: { inline: ['a', 'b', 'c'], more: [] } },
    { limit: Number.NaN, expected: { inline: ['a', 'b', 'c'], more: [] } },
  ])('limit $limit -> $expected', ({ limit, expected }) => {
    expect(facetBarSplit(['a', 'b', 'c'], limit)).toEqual(expected);
  });
});
