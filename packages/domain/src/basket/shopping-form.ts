import { z } from 'zod';
import type { CustomText } from '../entities/basket';
import {
  engravingRowField,
  maxEngravingRowLength,
  maxEngravingRows,
  maxQuantityPerAdd,
  shoppingFormFields,
  shoppingFormIntents,
} from './shopping-form-fields';

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
  | {
      readonly intent: 'addToCart';
      readonly variantId: number;
      readonly quantity: number;
      /**
       * The engraving rows as posted (`text1..n`, §4 product customize), only when the form
       * had some; whether they are an engraving ("ohne") and fit is the basket's check.
       */
      readonly customText?: CustomText;
    }
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
  if (!parsed.success) return null;
  if (parsed.data.intent !== shoppingFormIntents.addToCart) return parsed.data;
  const customText = readPostedEngraving(field);
  if (customText === null) return null;
  return Object.keys(customText).length === 0 ? parsed.data : { ...parsed.data, customText };
}

/**
 * The engraving rows a product page's form posted, `{}` without any; null when a row is no
 * text or longer than any engraving (a form the page never renders).
 */
export function readPostedEngraving(field: (name: string) => unknown): CustomText | null {
  const rows: Record<string, string> = {};
  for (let index = 1; index <= maxEngravingRows; index += 1) {
    const name = engravingRowField(index);
    const value = field(name);
    if (value === undefined) continue;
    if (typeof value !== 'string' || value.length > maxEngravingRowLength) return null;
    rows[name] = value;
  }
  return rows;
}
