import { availableParallelism } from 'node:os';
import {
  defaultThreadPoolSize,
  type WholeNumberSetting,
  wholeNumberOption,
} from '../limits/whole-number-setting';

/**
 * The bounds of the image service, so that a client asking for thousands of distinct renditions
 * can neither fill the disk nor take every core: a public shop's image CDN draws a bounded number
 * of renditions at once, lets a bounded number wait and keeps a cache of bounded size.
 */
export interface ImageLimits {
  /** Renditions sharp draws at the same time. */
  readonly renders: number;
  /** Renditions that may wait for a free render slot; a request beyond them is a 503. */
  readonly queuedRenders: number;
  /** The most bytes the disk cache's renditions take; the least recently used go first. */
  readonly cacheBytes: number;
}

export const mebibyte = 1024 * 1024;

/**
 * sharp works on libuv's thread pool (4 threads unless `UV_THREADPOOL_SIZE` says otherwise),
 * which file reads, DNS and compression share: leave one thread to them. On a
 * small machine leave one core to the pages as well (on 2 cores: one render at a time).
 */
export function defaultImageRenders(threadPoolSize: number = defaultThreadPoolSize): number {
  return Math.max(1, Math.min(availableParallelism() - 1, threadPoolSize - 1));
}

/**
 * A cold listing page asks for one rendition per tile (up to 96); 64 waiting renditions of
 * card size (about 40 ms each) clear in a few seconds, while a flood of 2880-pixel ones (several
 * seconds each) is turned away instead of queueing for minutes.
 */
export const defaultQueuedRenders = 64;

/** A rendition is 4–110 KiB (20 KiB for a card): 1 GiB holds about 50,000 of them. */
export const defaultCacheMegabytes = 1024;

interface Setting extends WholeNumberSetting {
  readonly option: keyof ImageLimits;
}

/**
 * The limits' ranges, for options and their environment variables alike. The cache's variable
 * (`VITRINE_IMAGE_CACHE_MB`) counts mebibytes, its option bytes: tests bound it to a few renditions.
 */
export const imageLimitSettings = {
  renders: { option: 'renders', min: 1, max: 64 },
  queuedRenders: { option: 'queuedRenders', min: 0, max: 10_000 },
  cacheMegabytes: { option: 'cacheBytes', min: 1, max: 1024 * 1024 },
} as const satisfies Record<string, Setting>;

/**
 * The image limits: each given one, else the default. A value outside its range throws, so a
 * misconfigured server stops at start-up instead of running unbounded. A server passes
 * `VITRINE_IMAGE_RENDERS`, `VITRINE_IMAGE_RENDER_QUEUE` and `VITRINE_IMAGE_CACHE_MB` here
 * (commerceOptionsFromEnv).
 *
 * @example
 * imageLimits({ cacheBytes: 256 * mebibyte }); // { renders: 1, queuedRenders: 64, cacheBytes: 268435456 } on 2 cores
 */
export function imageLimits(given: Partial<ImageLimits> = {}): ImageLimits {
  const { renders, queuedRenders, cacheMegabytes } = imageLimitSettings;
  const cacheBytes = { ...cacheMegabytes, max: cacheMegabytes.max * mebibyte };
  return {
    renders: wholeNumberOption(given.renders, renders, defaultImageRenders()),
    queuedRenders: wholeNumberOption(given.queuedRenders, queuedRenders, defaultQueuedRenders),
    cacheBytes: wholeNumberOption(given.cacheBytes, cacheBytes, defaultCacheMegabytes * mebibyte),
  };
}
