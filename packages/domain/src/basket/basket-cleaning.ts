/**
 * Cleaning the basket (spec §4, §9): items that cannot be bought — availability code 3 (not
 * deliverable) or 4 (sold out) — are deleted, with up to three delete attempts per item.
 *
 * The cleaning runs in rounds: plan, perform the deletes (failures are ignored, §8), record
 * the attempts, reload the basket, plan again — until a plan has no calls.
 */
import { availabilityCode } from '../catalog/availability';
import type { BasketItem } from '../entities/basket';
import type { BasketDeleteItemCall } from './basket-call';

/** §9: up to three deletes per non-buyable item. */
export const maxCleaningAttempts = 3;

/** Delete attempts made so far, by item key. A Map, so no item key can touch a prototype. */
export type CleaningAttempts = ReadonlyMap<string, number>;

export type CleanableBasketItem = Pick<BasketItem, 'key'> & {
  readonly variant: { readonly logistics: Pick<BasketItem['variant']['logistics'], 'bvc'> };
};

export interface BasketCleaningPlan {
  readonly calls: readonly BasketDeleteItemCall[];
  /** Non-buyable items whose attempts are used up; they stay in the basket. */
  readonly abandonedItemKeys: readonly string[];
}

/**
 * Only the codes the spec names as not buyable; an unknown code is not a reason to delete.
 * The code is read as everywhere else (`availabilityCode`), so a `'4'` the shop shows as sold
 * out is also cleaned out.
 */
function isNotBuyable(item: CleanableBasketItem): boolean {
  const code = availabilityCode(item.variant?.logistics?.bvc);
  return code === 3 || code === 4;
}

/**
 * The deletes for this round. Each non-buyable item is deleted once per round while it has
 * attempts left; an item listed twice is deleted once.
 *
 * @example
 * planBasketCleaning(basket, new Map()); // { calls: [{ type: 'basket.deleteItem', basketKey, itemKey: 'sold-out' }], abandonedItemKeys: [] }
 */
export function planBasketCleaning(
  basket: { readonly key: string; readonly items: readonly CleanableBasketItem[] },
  attempts: CleaningAttempts = new Map(),
): BasketCleaningPlan {
  const calls: BasketDeleteItemCall[] = [];
  const abandonedItemKeys: string[] = [];
  const seen = new Set<string>();
  for (const item of basket.items) {
    if (seen.has(item.key) || !isNotBuyable(item)) continue;
    seen.add(item.key);
    if ((attempts.get(item.key) ?? 0) >= maxCleaningAttempts) abandonedItemKeys.push(item.key);
    else calls.push({ type: 'basket.deleteItem', basketKey: basket.key, itemKey: item.key });
  }
  return { calls, abandonedItemKeys };
}

/** The attempts after performing `calls`: one more for each deleted item key. */
export function recordCleaningAttempts(
  attempts: CleaningAttempts,
  calls: readonly Pick<BasketDeleteItemCall, 'itemKey'>[],
): CleaningAttempts {
  const next = new Map(attempts);
  for (const { itemKey } of calls) next.set(itemKey, (next.get(itemKey) ?? 0) + 1);
  return next;
}
