// Its own module: pages name their sliders' list with it, without the event builders.

/** The §4 item list of a recommendation slider: `recommendations`, named by the slot. */
export interface RecommendationItemList {
  readonly itemListId: 'recommendations';
  readonly itemListName: string;
}

/**
 * The list a recommendation slider's cards are tracked in (§4 select item, view item list) —
 * a CMS slot (named by its recommendation id), the product page's or the empty basket's: one
 * rule for the card's click and the slider's view.
 *
 * @example
 * recommendationItemList('bestseller') // { itemListId: 'recommendations', itemListName: 'bestseller' }
 */
export function recommendationItemList(slot: string): RecommendationItemList {
  return { itemListId: 'recommendations', itemListName: slot };
}

/** The product page's slider and the empty basket's, which the CMS does not name. */
export const shopRecommendationSlots = {
  productPage: 'product-page',
  emptyBasket: 'empty-basket',
} as const;
