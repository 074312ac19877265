import { z } from 'zod';
import { maxQuantityPerAdd, shoppingFormFields, shoppingFormIntents } from './shopping-form-fields';

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
