/** Dismissal by timeout (spec §4, §9: 5000 ms): the time is always passed in. */
import type { ToastQueue } from './toast-queue';

/** Removes every toast whose time is up at `now` (epoch ms); the same queue if none is. */
export function expireToasts(queue: ToastQueue, now: number): ToastQueue {
  if (!Number.isFinite(now)) return queue;
  const toasts = queue.toasts.filter((toast) => toast.expiresAt > now);
  return toasts.length === queue.toasts.length ? queue : { ...queue, toasts };
}

/**
 * When the next toast times out (epoch ms), or null when the queue is empty. The UI sets one
 * timer for this moment and then calls `expireToasts`.
 */
export function nextToastExpiry(queue: ToastQueue): number | null {
  return queue.toasts.reduce<number | null>(
    (next, toast) => (next === null || toast.expiresAt < next ? toast.expiresAt : next),
    null,
  );
}
