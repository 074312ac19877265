import pLimit from 'p-limit';

/** Every render slot is busy and the waiting line is full: the caller answers 503. */
export class RenderQueueFull extends Error {
  constructor() {
    super('The image service is drawing as many renditions as it may');
    this.name = 'RenderQueueFull';
  }
}

export interface RenderQueue {
  /** Runs `task` in a free slot, after the ones waiting before it; rejects with {@link RenderQueueFull} when full. */
  run<T>(task: () => Promise<T>): Promise<T>;
  /** Renders running now. */
  readonly running: number;
  /** Renders waiting for a slot. */
  readonly waiting: number;
}

/**
 * At most `renders` tasks at once (p-limit), at most `queuedRenders` more waiting in order; a
 * task beyond both is refused at once instead of growing the line without bound.
 */
export function createRenderQueue(limits: {
  readonly renders: number;
  readonly queuedRenders: number;
}): RenderQueue {
  const limit = pLimit(limits.renders);
  return {
    run(task) {
      // p-limit counts a task as active or pending from the moment it is handed over.
      if (limit.activeCount + limit.pendingCount >= limits.renders + limits.queuedRenders) {
        return Promise.reject(new RenderQueueFull());
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
