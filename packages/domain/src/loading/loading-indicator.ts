/**
 * The page loading indicator (spec §9: throttle 200 ms, duration 2000 ms). Work that finishes
 * within the throttle never shows the bar, so fast navigations do not flash; the duration is
 * the time the bar assumes the work takes to reach its end.
 */

/** Work shorter than this, in ms, shows no indicator (§9). */
export const loadingThrottle = 200;
/** Assumed time in ms for the progress to reach its end (§9). */
export const loadingDuration = 2000;
/**
 * Highest progress shown while work is still running: the bar waits just short of the end
 * instead of claiming to be done when the work takes longer than assumed.
 */
export const loadingProgressCap = 0.99;

/**
 * - `idle`: nothing is loading.
 * - `throttled`: work has started but is younger than the throttle; nothing is shown yet.
 * - `visible`: the bar is shown with `progress`.
 * - `finished`: the work is done; the bar is hidden again.
 */
export type LoadingIndicatorPhase = 'idle' | 'throttled' | 'visible' | 'finished';

export interface LoadingIndicatorState {
  readonly phase: LoadingIndicatorPhase;
  readonly visible: boolean;
  /** From 0 to 1: elapsed time over the duration, capped while running, 1 once finished. */
  readonly progress: number;
}

export interface LoadingIndicatorInput {
  /** Epoch ms when the current work started, or null when none has. */
  readonly startedAt: number | null | undefined;
  /** Epoch ms when work last finished, or null. A finish before the start belongs to earlier work. */
  readonly finishedAt?: number | null | undefined;
  /** The current time in epoch ms. */
  readonly now: number;
  readonly throttle?: number;
  readonly duration?: number;
}

const time = (value: number | null | undefined): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

const nonNegative = (value: number | undefined, fallback: number): number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : fallback;

/**
 * Whether the loading indicator is shown at `now`, and how far its bar has run.
 *
 * @example
 * loadingIndicator({ startedAt: 1000, finishedAt: null, now: 1150 }); // throttled, hidden
 * loadingIndicator({ startedAt: 1000, finishedAt: null, now: 2000 }); // visible, progress 0.5
 * loadingIndicator({ startedAt: 1000, finishedAt: 1150, now: 1300 }); // finished, never shown
 */
export function loadingIndicator(input: LoadingIndicatorInput): LoadingIndicatorState {
  const startedAt = time(input.startedAt);
  const finishedAt = time(input.finishedAt);
  const now = time(input.now);
  if (startedAt === null || now === null || now < startedAt) {
    return { phase: 'idle', visible: false, progress: 0 };
  }
  if (finishedAt !== null && finishedAt >= startedAt && finishedAt <= now) {
    return { phase: 'finished', visible: false, progress: 1 };
  }
  const elapsed = now - startedAt;
  if (elapsed < nonNegative(input.throttle, loadingThrottle)) {
    return { phase: 'throttled', visible: false, progress: 0 };
  }
  const duration = nonNegative(input.duration, loadingDuration);
  const progress = duration === 0 ? loadingProgressCap : elapsed / duration;
  return { phase: 'visible', visible: true, progress: Math.min(progress, loadingProgressCap) };
}
