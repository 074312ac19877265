/**
 * The toast queue (spec §4, §9) as plain data: toasts are added with the current time and
 * leave by timeout, click, close button or swipe. The UI renders `queue.toasts` oldest first
 * and keeps one timer for `nextToastExpiry`.
 */
import { type ToastVariant, toastDuration, toastLimit, toastVariants } from './toast-settings';

/** Values filled into a toast's message by the translation layer. */
export type ToastValues = Readonly<Record<string, string | number>>;

export interface Toast {
  /** `toast-{n}`, unique within one queue. */
  readonly id: string;
  readonly variant: ToastVariant;
  /** A message key such as `voucher.activated`; the text is translated elsewhere. */
  readonly message: string;
  readonly values: ToastValues;
  /** Epoch ms when the toast was (last) shown. */
  readonly shownAt: number;
  /** Epoch ms when the toast is dismissed by timeout. */
  readonly expiresAt: number;
}

export interface ToastQueue {
  /** Oldest first. */
  readonly toasts: readonly Toast[];
  /** Number of the next toast id; ids are not reused, so a key never jumps between toasts. */
  readonly nextId: number;
}

export interface ToastInput {
  readonly message: string;
  readonly variant?: ToastVariant;
  readonly values?: ToastValues;
  /** Time in ms before the toast is dismissed by timeout; 5000 unless a positive number. */
  readonly duration?: number;
}

export const emptyToastQueue: ToastQueue = { toasts: [], nextId: 1 };

const isToastVariant = (value: unknown): value is ToastVariant =>
  toastVariants.some((variant) => variant === value);

const sameValues = (first: ToastValues, second: ToastValues): boolean => {
  const keys = Object.keys(first);
  return (
    keys.length === Object.keys(second).length && keys.every((key) => first[key] === second[key])
  );
};

/**
 * Adds a toast at `now` (epoch ms). Keeps at most 20: when a 21st arrives the oldest is
 * dropped, because the newest message is the one that answers what the shopper just did.
 * The same message (variant, key and values) already on screen is not stacked again but
 * moved to the newest place with a fresh timeout, keeping its id. A toast without a message
 * key is not added. A clock that is not a finite number counts as 0.
 *
 * @example
 * const queue = addToast(emptyToastQueue, { variant: 'success', message: 'voucher.activated', values: { code: 'SOMMER' } }, now);
 */
export function addToast(queue: ToastQueue, input: ToastInput, now: number): ToastQueue {
  const message = typeof input.message === 'string' ? input.message.trim() : '';
  if (message === '') return queue;
  const variant = isToastVariant(input.variant) ? input.variant : 'info';
  const values = input.values ?? {};
  const duration =
    typeof input.duration === 'number' && Number.isFinite(input.duration) && input.duration > 0
      ? input.duration
      : toastDuration;
  const shownAt = Number.isFinite(now) ? now : 0;
  const same = queue.toasts.find(
    (toast) =>
      toast.variant === variant && toast.message === message && sameValues(toast.values, values),
  );
  const toast: Toast = {
    id: same?.id ?? `toast-${queue.nextId}`,
    variant,
    message,
    values,
    shownAt,
    expiresAt: shownAt + duration,
  };
  const kept = queue.toasts.filter((existing) => existing !== same);
  return {
    toasts: [...kept, toast].slice(-toastLimit),
    nextId: same === undefined ? queue.nextId + 1 : queue.nextId,
  };
}

/**
 * Removes one toast: the shopper clicked it, pressed its close button or swiped it away.
 * An unknown id leaves the queue as it is, since the toast may already have timed out.
 */
export function dismissToast(queue: ToastQueue, id: string): ToastQueue {
  return queue.toasts.some((toast) => toast.id === id)
    ? { ...queue, toasts: queue.toasts.filter((toast) => toast.id !== id) }
    : queue;
}
