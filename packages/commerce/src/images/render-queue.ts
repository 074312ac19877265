import { type BoundedQueue, createBoundedQueue, QueueFull } from '../limits/bounded-queue';

/** A refused render's `Retry-After`: a card rendition takes about 40 ms, a waiting line clears in seconds. */
const renderRetrySeconds = 2;

/** Every render slot is busy and the waiting line is full: the caller answers 503. */
export class RenderQueueFull extends QueueFull {
  constructor() {
    super('The image service is drawing as many renditions as it may', renderRetrySeconds);
    this.name = 'RenderQueueFull';
  }
}

export type RenderQueue = BoundedQueue;

/**
 * At most `renders` renditions drawn at once, at most `queuedRenders` more waiting in order; a
 * render beyond both is refused with {@link RenderQueueFull}.
 */
export function createRenderQueue(limits: {
  readonly renders: number;
  readonly queuedRenders: number;
}): RenderQueue {
  return createBoundedQueue({
    slots: limits.renders,
    waiting: limits.queuedRenders,
    full: () => new RenderQueueFull(),
  });
}
