// The forms' names and values, without the schema that reads a post: what a page renders and
// a fetcher submits in the browser, which thus loads no validation library for them.
/**
 * The forms a product card (and later the product page) posts to the page it is on when
 * JavaScript does not run (§2 add to cart, wishlist heart): the same names in the card that
 * renders them and the page action that reads them.
 */
export const shoppingFormFields = {
  intent: 'intent',
  variantId: 'variantId',
  productId: 'productId',
  quantity: 'quantity',
} as const;

export const shoppingFormIntents = {
  addToCart: 'addToCart',
  toggleWishlist: 'toggleWishlist',
} as const;
export type ShoppingFormIntent = (typeof shoppingFormIntents)[keyof typeof shoppingFormIntents];

/**
 * What a card's add-to-cart form posts: its hidden fields without JavaScript, a fetcher's
 * submission with it — the one variant, one piece (§4 direct add to cart).
 */
export function addToCartFormValues(variantId: number): Readonly<Record<string, string>> {
  return {
    [shoppingFormFields.intent]: shoppingFormIntents.addToCart,
    [shoppingFormFields.variantId]: String(variantId),
  };
}

/** What a card's wishlist heart posts: the product, no variant chosen (§4 wishlist toggle). */
export function toggleWishlistFormValues(productId: number): Readonly<Record<string, string>> {
  return {
    [shoppingFormFields.intent]: shoppingFormIntents.toggleWishlist,
    [shoppingFormFields.productId]: String(productId),
  };
}

/** The most engraving rows a form may post (`text1..text99`, as the basket call names them, §7). */
export const maxEngravingRows = 99;

/** The longest text an engraving row may post; the product's gravureLength is far below it. */
export const maxEngravingRowLength = 200;

/** The form field (and basket custom-text key) of engraving row `index`, counted from 1. */
export function engravingRowField(index: number): string {
  return `text${index}`;
}

/** The basket takes at most this many of one article per call (§7 basket call). */
export const maxQuantityPerAdd = 999;

/** Whether a posted intent is one of the shopping forms' (the page then hands it here). */
export function isShoppingFormIntent(value: unknown): value is ShoppingFormIntent {
  return value === shoppingFormIntents.addToCart || value === shoppingFormIntents.toggleWishlist;
}
