/**
 * A quantity as tracking reports it: a whole number of at least 0. Fractions are cut off
 * (half a pram is not in the basket), negative and non-finite values count as 0.
 */
export function trackedQuantity(quantity: number): number {
  if (!Number.isFinite(quantity) || quantity <= 0) return 0;
  return Math.min(Math.trunc(quantity), Number.MAX_SAFE_INTEGER);
}
