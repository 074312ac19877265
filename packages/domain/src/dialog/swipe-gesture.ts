/**
 * Swipe-to-close for dialogs (spec §4, §9): a touch only counts as a vertical swipe after it
 * has moved 10 px, and a downward swipe of more than 70 px closes a non-modal dialog.
 * The axis is decided once, so a sideways scroll inside a drawer never turns into a close.
 */

/** Movement in px before a gesture is classified as vertical or horizontal (§9). */
export const swipeDetectionDistance = 10;
/** Downward distance in px a swipe must exceed to close a dialog (§9). */
export const swipeCloseDistance = 70;

export interface SwipePoint {
  readonly x: number;
  readonly y: number;
}

export type SwipeAxis = 'undecided' | 'vertical' | 'horizontal';

export interface SwipeGesture {
  readonly start: SwipePoint;
  readonly current: SwipePoint;
  readonly axis: SwipeAxis;
}

const coordinate = (value: number): number => (Number.isFinite(value) ? value : 0);

/** Touch coordinates the browser could not give (NaN, Infinity) count as the origin. */
const point = ({ x, y }: SwipePoint): SwipePoint => ({ x: coordinate(x), y: coordinate(y) });

/** Starts tracking a touch at its first point. */
export function startSwipe(at: SwipePoint): SwipeGesture {
  const start = point(at);
  return { start, current: start, axis: 'undecided' };
}

/**
 * Follows the touch to its next point. The axis is decided the first time the touch has
 * moved at least the detection distance, by the larger of the two movements (a tie is
 * horizontal, so diagonal drags do not close dialogs), and stays fixed afterwards.
 *
 * @example
 * const gesture = moveSwipe(startSwipe({ x: 0, y: 0 }), { x: 2, y: 12 });
 * gesture.axis; // 'vertical'
 */
export function moveSwipe(gesture: SwipeGesture, to: SwipePoint): SwipeGesture {
  const current = point(to);
  if (gesture.axis !== 'undecided') return { ...gesture, current };
  const deltaX = Math.abs(current.x - gesture.start.x);
  const deltaY = Math.abs(current.y - gesture.start.y);
  if (Math.max(deltaX, deltaY) < swipeDetectionDistance) return { ...gesture, current };
  return { ...gesture, current, axis: deltaY > deltaX ? 'vertical' : 'horizontal' };
}

/**
 * How far a vertical swipe has pulled the dialog down, in px: 0 for undecided or horizontal
 * gestures and for upward movement. The UI translates the dialog by it while dragging and
 * sends it with `dialog.swipedDown` on release.
 */
export function swipeDownDistance(gesture: SwipeGesture): number {
  if (gesture.axis !== 'vertical') return 0;
  return Math.max(0, gesture.current.y - gesture.start.y);
}

/** Whether a downward swipe of this many px closes a dialog: more than 70 px (§9). */
export function swipeClosesDialog(distance: number): boolean {
  return Number.isFinite(distance) && distance > swipeCloseDistance;
}
