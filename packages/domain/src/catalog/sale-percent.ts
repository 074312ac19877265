import type { Price } from '../entities';

/**
 * The sale badge's percent (§2): the applied reductions' relative amounts added up, as a
 * rounded percent limited to 0..100. Reductions without a finite relative amount are left
 * out; 0 means no sale badge.
 *
 * @example
 * salePercent(variant.price); // 25 for reductions of 0.2 and 0.05
 */
export function salePercent(price: Pick<Price, 'appliedReductions'> | null | undefined): number {
  const reductions = price?.appliedReductions ?? [];
  const relative = reductions.reduce((sum, reduction) => {
    const amount = reduction?.amount?.relative;
    return typeof amount === 'number' && Number.isFinite(amount) ? sum + amount : sum;
  }, 0);
  return Math.round(Math.min(1, Math.max(0, relative)) * 100);
}
