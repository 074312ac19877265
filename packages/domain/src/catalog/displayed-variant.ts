import type { Variant } from '../entities';
import { isBuyableVariant } from './availability';

/**
 * The variant shown by default (§4): the first whose BVC is not 3 or 4 (an unknown code counts
 * as 3). When every variant is unavailable the first one is shown, so the card still has
 * something to show; null without variants.
 */
export function displayedVariant<V extends Pick<Variant, 'logistics'>>(
  variants: readonly V[] | null | undefined,
): V | null {
  const list = variants ?? [];
  return list.find(isBuyableVariant) ?? list[0] ?? null;
}
