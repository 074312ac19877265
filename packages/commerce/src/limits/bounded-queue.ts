import pLimit from 'p-limit';

/**
 * Every slot is busy and the waiting line is full: the caller answers 503 with `Retry-After`
 * instead of letting the line grow without bound. Each queue throws its own subclass.
 */
export class QueueFull extends Error {
  constructor(
    message: string,
    /** How long a client should wait before asking again. */
    readonly retryAfterSeconds: number,
  ) {
    super(message);
    this.name = 'QueueFull';
  }
}

export interface BoundedQueue {
  /** Runs `task` in a free slot, after the ones waiting before it; rejects at once when full. */
  run<T>(task: () => Promise<T>): Promise<T>;
  /** Tasks running now. */
  readonly running: number;
  /** Tasks waiting for a slot. */
  readonly waiting: number;
}

export interface BoundedQueueLimits {
  /** Tasks that run at the same time. */
  readonly slots: number;
  /** Tasks that may wait, in order, for a free slot. */
  readonly waiting: number;
}

/**
 * At most `slots` tasks at once (p-limit), at most `waiting` more in line; a task beyond both
 * is refused with the error `full()` makes (a {@link QueueFull}) instead of queueing for minutes.
 * The image renders and the password hashes each have one, so a flood of either cannot take
 * every core from the pages.
 */
export function createBoundedQueue(
  limits: BoundedQueueLimits & { readonly full: () => QueueFull },
): BoundedQueue {
  const limit = pLimit(limits.slots);
  return {
    run(task) {
      // p-limit counts a task as active or pending from the moment it is handed over.
      if (limit.activeCount + limit.pendingCount >= limits.slots + limits.waiting) {
        return Promise.reject(limits.full());
      }
      return limit(task);
    },
    get running() {
      return limit.activeCount;
    },
    get waiting() {
      return limit.pendingCount;
    },
  };
}
