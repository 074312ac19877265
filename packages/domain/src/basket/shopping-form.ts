import { z } from 'zod';

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

/** The basket takes at most this many of one article per call (§7 basket call). */
export const maxQuantityPerAdd = 999;

const id = z.coerce.number().int().min(1).max(2_147_483_647);
const text = (value: unknown) => (typeof value === 'string' ? value.trim() : value);

const addToCartSchema = z.object({
  intent: z.literal(shoppingFormIntents.addToCart),
  variantId: z.preprocess(text, id),
  // A card posts no quantity: one piece.
  quantity: z.preprocess(
    (value) => (value === undefined || value === '' ? 1 : text(value)),
    z.coerce.number().int().min(1).max(maxQuantityPerAdd),
  ),
});

const toggleWishlistSchema = z.object({
  intent: z.literal(shoppingFormIntents.toggleWishlist),
  productId: z.preprocess(text, id),
  // The heart of a product without a chosen variant names none (§4 wishlist toggle).
  variantId: z.preprocess(
    (value) => (value === undefined || value === '' ? null : text(value)),
    id.nullable(),
  ),
});

const shoppingFormSchema = z.discriminatedUnion('intent', [addToCartSchema, toggleWishlistSchema]);

export type ShoppingFormPost =
  | { readonly intent: 'addToCart'; readonly variantId: number; readonly quantity: number }
  | {
      readonly intent: 'toggleWishlist';
      readonly productId: number;
      readonly variantId: number | null;
    };

/** Whether a posted intent is one of the shopping forms' (the page then hands it here). */
export function isShoppingFormIntent(value: unknown): value is ShoppingFormIntent {
  return value === shoppingFormIntents.addToCart || value === shoppingFormIntents.toggleWishlist;
}

/**
 * A shopping form's fields, read from a posted form: `field(name)` gives the posted value or
 * undefined. Null for anything a card never posts (an unknown intent, a variant id that is no
 * whole number ≥ 1, a quantity of 0 or over {@link maxQuantityPerAdd}): the page answers 400.
 *
 * @example
 * readShoppingForm((name) => ({ intent: 'addToCart', variantId: '42' })[name]);
 * // { intent: 'addToCart', variantId: 42, quantity: 1 }
 */
export function readShoppingForm(field: (name: string) => unknown): ShoppingFormPost | null {
  const parsed = shoppingFormSchema.safeParse({
    intent: field(shoppingFormFields.intent),
    variantId: field(shoppingFormFields.variantId),
    productId: field(shoppingFormFields.productId),
    quantity: field(shoppingFormFields.quantity),
  });
  return parsed.success ? parsed.data : null;
}
