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

/** What a capped add reports: the units asked for in total (line + add) and the line after. */
export interface CappedAdd {
  /** The units the shopper added with this add-to-cart. */
  readonly added: number;
  /** The line's units before plus `added`: what the shopper asked the line to hold (§7). */
  readonly requestedLineQuantity?: number;
  /** The line's units after the add, as the basket holds them. */
  readonly lineQuantity: number;
}

/**
 * The units an add-to-cart really put in the basket, for the §4 `add_to_cart` event: the units
 * asked for, or, when the basket capped the line at what is available, only the units the line
 * grew by (a line of 3 with 5 available grows by 2 when 4 are added, not by 4). Never below 0.
 *
 * @example
 * unitsAdded({ added: 4, requestedLineQuantity: 7, lineQuantity: 5 }); // 2
 * unitsAdded({ added: 2, lineQuantity: 2 }); // 2 (not capped)
 */
export function unitsAdded({ added, requestedLineQuantity, lineQuantity }: CappedAdd): number {
  if (requestedLineQuantity === undefined || requestedLineQuantity <= lineQuantity) return added;
  const before = requestedLineQuantity - added;
  return Math.max(0, Math.min(added, lineQuantity - before));
}
