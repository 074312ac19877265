/** Category ids stay below this, so a shop's category key is unique (see `categoryKey`). */
export const categoryKeyFactor = 100_000;

/**
 * The key of a category in one shop's listings: shop id × 100,000 + category id. Listings hold
 * these keys in a GIN-indexed array, so a category page reads only its own shop's rows.
 */
export function categoryKey(shopId: number, categoryId: number): number {
  return shopId * categoryKeyFactor + categoryId;
}
