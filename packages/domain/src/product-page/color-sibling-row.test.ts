import { describe, expect, test } from 'vitest';
import { colorSiblingRow, colorSiblingsHref, colorSiblingsInRow } from './color-sibling-row';
import type { ProductPageColorSibling } from './product-page-view';

const colours = (count: number): ProductPageColorSibling[] =>
  Array.from({ length: count }, (_, index) => ({
    referenceKey: `200000${index}`,
    label: `Farbe ${index + 1}`,
    href: `/p/body-200000${index}/`,
    image: null,
    current: index === 0,
  }));

describe('the product page shows the first colours in its row and the others in the sibling select (spec §2 sibling select)', () => {
  test.each([
    ['no colours', 0, '', 0, 0],
    ['as many as the row holds', colorSiblingsInRow, '', colorSiblingsInRow, 0],
    ['one more than the row holds', colorSiblingsInRow + 1, '', colorSiblingsInRow, 1],
    ['six colours', 6, '', 4, 2],
    ['six colours, every one asked for without JavaScript', 6, 'dialog=colours', 6, 0],
    ['another dialog asked for', 6, 'dialog=seals', 4, 2],
    ['the step asked twice is not understood', 6, 'dialog=colours&dialog=colours', 4, 2],
  ])('%s', (_, count, query, shown, more) => {
    const row = colorSiblingRow(colours(count), new URLSearchParams(query));
    expect(row.shown).toHaveLength(shown);
    expect(row.more).toBe(more);
  });

  test('the page’s own article stays in the row, first', () => {
    expect(colorSiblingRow(colours(6), new URLSearchParams()).shown[0]?.current).toBe(true);
  });
});

test.each([
  ['/p/body-2000713/', '/p/body-2000713/?dialog=colours'],
  ['/p/body-2000713/?variant=2000713_02', '/p/body-2000713/?variant=2000713_02&dialog=colours'],
])('the step without JavaScript keeps the page’s variant: %s', (page, expected) => {
  expect(colorSiblingsHref(page)).toBe(expected);
});
