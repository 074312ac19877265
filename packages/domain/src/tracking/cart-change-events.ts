import type { BasketItem } from '../entities/basket';
import type { Product, Variant } from '../entities/product';
import { amountFromCents } from './amount-from-cents';
import { trackedQuantity } from './tracked-quantity';
import {
  itemFromBasketItem,
  itemFromProduct,
  type PricedItem,
  withListingTracking,
} from './tracking-item';
import { trafficMarker } from './traffic-marker';
import type {
  AddToCartEvent,
  ItemsEcommerce,
  ListingProductTracking,
  RemoveFromCartEvent,
  TrackingContext,
} from './types';

function lineEcommerce(priced: PricedItem): ItemsEcommerce {
  return {
    currency: priced.currency,
    value: amountFromCents(priced.valueCents),
    items: [priced.item],
  };
}

export interface AddToCartInput {
  readonly product: Product;
  readonly variant: Variant;
  readonly quantity: number;
  /** The product card's list tracking when added from a listing, so the list gets the credit. */
  readonly tracking?: ListingProductTracking;
}

/**
 * `add_to_cart` (§4) for a variant added from a product page or card. Null when nothing is
 * added (a quantity below 1 after cutting off fractions).
 */
export function addToCartEvent(
  input: AddToCartInput,
  context: TrackingContext,
): AddToCartEvent | null {
  const quantity = trackedQuantity(input.quantity);
  if (quantity === 0) return null;
  const priced = itemFromProduct(input.product, input.variant, quantity);
  const item =
    input.tracking === undefined ? priced.item : withListingTracking(priced.item, input.tracking);
  return {
    event: 'add_to_cart',
    ecommerce: lineEcommerce({ ...priced, item }),
    ...trafficMarker(context),
  };
}

export interface RemoveFromCartInput {
  readonly line: BasketItem;
  /** Units removed; the whole line when left out. */
  readonly quantity?: number;
}

/** `remove_from_cart` (§4) for a deleted line or removed units. Null when nothing is removed. */
export function removeFromCartEvent(
  input: RemoveFromCartInput,
  context: TrackingContext,
): RemoveFromCartEvent | null {
  const quantity = trackedQuantity(input.quantity ?? input.line.quantity);
  if (quantity === 0) return null;
  return {
    event: 'remove_from_cart',
    ecommerce: lineEcommerce(itemFromBasketItem(input.line, quantity)),
    ...trafficMarker(context),
  };
}

export interface ModifyCartInput {
  readonly line: BasketItem;
  readonly newQuantity: number;
}

/**
 * Modify in cart (§4): a quantity change on the basket page, reported the way GA4 counts
 * baskets — the units added as `add_to_cart`, the units removed as `remove_from_cart`. Null
 * when the quantity does not change.
 *
 * @example
 * modifyCartEvent({ line, newQuantity: 3 }, context); // line had 1: add_to_cart with quantity 2
 */
export function modifyCartEvent(
  input: ModifyCartInput,
  context: TrackingContext,
): AddToCartEvent | RemoveFromCartEvent | null {
  const change = trackedQuantity(input.newQuantity) - trackedQuantity(input.line.quantity);
  if (change === 0) return null;
  const ecommerce = lineEcommerce(itemFromBasketItem(input.line, Math.abs(change)));
  return change > 0
    ? { event: 'add_to_cart', ecommerce, ...trafficMarker(context) }
    : { event: 'remove_from_cart', ecommerce, ...trafficMarker(context) };
}
