import type { Variant } from '../entities';
import { isBuyableVariant } from './availability';

type SelectableVariant = Pick<Variant, 'referenceKey' | 'price' | 'logistics'>;

function requestedKey(query: unknown): string | null {
  const raw = Array.isArray(query) ? query[0] : query;
  if (typeof raw !== 'string') return null;
  const key = raw.trim();
  return key === '' ? null : key;
}

function priceWithTax(variant: SelectableVariant): number {
  const price = variant.price?.withTax;
  return typeof price === 'number' && Number.isFinite(price) ? price : Number.POSITIVE_INFINITY;
}

/**
 * The cheapest buyable variant (lowest price with tax; the first on a tie), or null when none is
 * buyable. A variant without a usable price counts as the dearest.
 */
export function cheapestAvailableVariant<V extends SelectableVariant>(
  variants: readonly V[] | null | undefined,
): V | null {
  let cheapest: V | null = null;
  for (const variant of (variants ?? []).filter(isBuyableVariant)) {
    if (cheapest === null || priceWithTax(variant) < priceWithTax(cheapest)) cheapest = variant;
  }
  return cheapest;
}

/**
 * The variant a product page selects (§4): the one whose referenceKey the query `variant`
 * names (whatever its availability), else the cheapest available, else the first; null
 * without variants. The query may be a string or a repeated parameter (the first counts).
 *
 * @example
 * selectedVariant(product.variants, query.variant);
 */
export function selectedVariant<V extends SelectableVariant>(
  variants: readonly V[] | null | undefined,
  queryVariant?: unknown,
): V | null {
  const list = variants ?? [];
  const key = requestedKey(queryVariant);
  const requested = key === null ? undefined : list.find((v) => v.referenceKey === key);
  return requested ?? cheapestAvailableVariant(list) ?? list[0] ?? null;
}
