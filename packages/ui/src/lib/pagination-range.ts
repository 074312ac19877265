/** One entry of a pagination bar: a page number or a gap standing for skipped pages. */
export type PaginationEntry = number | 'gap-start' | 'gap-end';

/**
 * The page numbers a pagination bar shows: always the first and last page, the current page
 * with `siblings` neighbours on each side, and a gap where pages are skipped. A gap never
 * hides a single page (that page is shown instead), so the bar keeps the same length while
 * the shopper pages through. Pages are 1-based; out-of-range input is clamped.
 *
 * @example
 * paginationRange(6, 12); // [1, 'gap-start', 5, 6, 7, 'gap-end', 12]
 */
export function paginationRange(page: number, pageCount: number, siblings = 1): PaginationEntry[] {
  const count = Number.isFinite(pageCount) ? Math.max(0, Math.floor(pageCount)) : 0;
  if (count === 0) return [];
  const around = Math.max(0, Math.floor(siblings));
  const current = Math.min(count, Math.max(1, Number.isFinite(page) ? Math.round(page) : 1));
  // first + last + current + siblings on both sides + two gaps
  const slots = 2 * around + 5;
  if (count <= slots) return Array.from({ length: count }, (_, index) => index + 1);
  const pages = (from: number, to: number) =>
    Array.from({ length: to - from + 1 }, (_, index) => from + index);
  const sideLength = slots - 2;
  if (current <= around + 3) return [...pages(1, sideLength), 'gap-end', count];
  if (current >= count - around - 2)
    return [1, 'gap-start', ...pages(count - sideLength + 1, count)];
  return [1, 'gap-start', ...pages(current - around, current + around), 'gap-end', count];
}
