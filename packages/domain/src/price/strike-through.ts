/**
 * Strike-through prices (spec §9): a recommended retail price or a reference price is shown
 * crossed out only when the selling price is at most 96 % of it.
 */

/**
 * Whether `comparisonCents` may be shown crossed out next to `priceCents`.
 *
 * Both amounts are integer cents. The spec's "(reference price x 100)" is read as the
 * conversion of a reference price delivered in major units into cents (see
 * `centsFromMajorUnits`); the comparison itself is done in whole numbers — price × 100 ≤
 * comparison × 96 — so no floating-point rounding can tip a price across the 96 % line.
 * Broken input (negative, fractional, non-finite, missing) never strikes anything through.
 *
 * @example
 * isStrikeThroughPrice(960, 1000); // true  (exactly 96 %)
 * isStrikeThroughPrice(961, 1000); // false
 */
export function isStrikeThroughPrice(
  priceCents: number,
  comparisonCents: number | null | undefined,
): boolean {
  if (!Number.isSafeInteger(priceCents) || priceCents < 0) return false;
  if (typeof comparisonCents !== 'number') return false;
  if (!Number.isSafeInteger(comparisonCents) || comparisonCents <= 0) return false;
  // BigInt keeps the products exact even near Number.MAX_SAFE_INTEGER.
  return BigInt(priceCents) * 100n <= BigInt(comparisonCents) * 96n;
}
