import { productInfoParameter } from './product-info';
import type { ProductPageColorSibling } from './product-page-view';

/** How many colours the product page shows in its row before "all colours" (§2 sibling select). */
export const colorSiblingsInRow = 4;

/** The `?dialog=` value of the sibling select's step without JavaScript: every colour in the row. */
export const colorSiblingsStep = 'colours';

/** The colour row of the product page: the colours it shows, and how many more the dialog has. */
export interface ColorSiblingRow {
  readonly shown: readonly ProductPageColorSibling[];
  /** The colours only the sibling select shows; 0 when the row has them all. */
  readonly more: number;
}

/**
 * §2 sibling select: the product page shows the first colours of the model in its row (its own
 * article first) and the others in the sibling select dialog; without JavaScript the dialog's
 * link asks for the page with every colour in the row (`?dialog=colours`).
 *
 * @example
 * colorSiblingRow(sixColours, new URLSearchParams()).more; // 2
 * colorSiblingRow(sixColours, new URLSearchParams('dialog=colours')).more; // 0
 */
export function colorSiblingRow(
  siblings: readonly ProductPageColorSibling[],
  query: URLSearchParams,
): ColorSiblingRow {
  const asked = query.getAll(productInfoParameter);
  const all = asked.length === 1 && asked[0] === colorSiblingsStep;
  if (all || siblings.length <= colorSiblingsInRow) return { shown: siblings, more: 0 };
  return {
    shown: siblings.slice(0, colorSiblingsInRow),
    more: siblings.length - colorSiblingsInRow,
  };
}

/**
 * The address of the sibling select's step without JavaScript: the page's address (with its
 * `?variant=`) and `dialog=colours`.
 *
 * @example
 * colorSiblingsHref('/p/body-2000713/?variant=2000713_02');
 * // '/p/body-2000713/?variant=2000713_02&dialog=colours'
 */
export function colorSiblingsHref(pageHref: string): string {
  return `${pageHref}${pageHref.includes('?') ? '&' : '?'}${productInfoParameter}=${colorSiblingsStep}`;
}
