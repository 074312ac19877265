/** Swipe to dismiss a toast (spec §4): a sideways drag of 60 % of the toast's width. */

/** Share of the toast's width a drag must cover to dismiss it (§4). */
export const toastSwipeThreshold = 0.6;

const dragShare = (dragDistance: number, toastWidth: number): number => {
  if (!Number.isFinite(dragDistance) || !Number.isFinite(toastWidth) || toastWidth <= 0) return 0;
  return Math.abs(dragDistance) / toastWidth;
};

/**
 * Whether a drag of `dragDistance` px (either direction) dismisses a toast `toastWidth` px wide.
 * A toast without a measurable width cannot be swiped away.
 *
 * @example
 * toastSwipeDismisses(-210, 350); // true: 60 % of 350 px
 */
export function toastSwipeDismisses(dragDistance: number, toastWidth: number): boolean {
  return dragShare(dragDistance, toastWidth) >= toastSwipeThreshold;
}

/**
 * How far a drag has gone towards dismissing, from 0 to 1, for the UI to fade the toast.
 */
export function toastSwipeProgress(dragDistance: number, toastWidth: number): number {
  return Math.min(1, dragShare(dragDistance, toastWidth) / toastSwipeThreshold);
}
