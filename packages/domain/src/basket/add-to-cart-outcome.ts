/**
 * Whether an add-to-cart worked (spec §4: judged by the basket call's status, 200 and 201
 * are success) and what the add-to-cart layer then says (§2).
 */

export type AddToCartMessage = 'basket.addedToCart' | 'basket.addToCartFailed';

/** True for the statuses the basket call succeeds with: 200 and 201. */
export function isSuccessfulBasketStatus(status: unknown): boolean {
  return status === 200 || status === 201;
}

/**
 * The message key the add-to-cart layer shows for a basket call's status.
 *
 * @example
 * addToCartMessage(201); // 'basket.addedToCart'
 * addToCartMessage(undefined); // 'basket.addToCartFailed' (network error, no status)
 */
export function addToCartMessage(status: unknown): AddToCartMessage {
  return isSuccessfulBasketStatus(status) ? 'basket.addedToCart' : 'basket.addToCartFailed';
}
