import type { Basket } from '../entities/basket';
import { amountFromCents } from './amount-from-cents';
import { itemFromBasketItem } from './tracking-item';
import { trafficMarker } from './traffic-marker';
import type { BeginCheckoutEvent, ItemsEcommerce, TrackingContext, ViewCartEvent } from './types';

function basketEcommerce(basket: Basket): ItemsEcommerce {
  return {
    currency: basket.cost.currencyCode,
    value: amountFromCents(basket.cost.withTax),
    items: basket.items.map((line) => itemFromBasketItem(line).item),
  };
}

/**
 * `view_cart` (§4) for the basket page: every line, valued at the basket total with tax.
 * An empty basket is still a viewed basket, so the event is always built.
 */
export function viewCartEvent(basket: Basket, context: TrackingContext): ViewCartEvent {
  return { event: 'view_cart', ecommerce: basketEcommerce(basket), ...trafficMarker(context) };
}

/** `begin_checkout` (§4) when the shopper moves from the basket to the checkout. */
export function beginCheckoutEvent(basket: Basket, context: TrackingContext): BeginCheckoutEvent {
  return { event: 'begin_checkout', ecommerce: basketEcommerce(basket), ...trafficMarker(context) };
}
