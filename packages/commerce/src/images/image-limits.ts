import { availableParallelism } from 'node:os';
import {
  type Env,
  threadPoolSize,
  type WholeNumberSetting,
  wholeNumberSetting,
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

const mebibyte = 1024 * 1024;

/**
 * sharp works on libuv's thread pool (4 threads unless `UV_THREADPOOL_SIZE` says otherwise),
 * which file reads, DNS and compression share: leave one thread to them. On a
 * small machine leave one core to the pages as well (on 2 cores: one render at a time).
 */
function defaultRenders(env: Env): number {
  return Math.max(1, Math.min(availableParallelism() - 1, threadPoolSize(env) - 1));
}

/**
 * A cold listing page asks for one rendition per tile (up to 96); 64 waiting renditions of
 * card size (about 40 ms each) clear in a few seconds, while a flood of 2880-pixel ones (several
 * seconds each) is turned away instead of queueing for minutes.
 */
const defaultQueuedRenders = 64;

/** A rendition is 4–110 KiB (20 KiB for a card): 1 GiB holds about 50,000 of them. */
const defaultCacheMegabytes = 1024;

interface Setting extends WholeNumberSetting {
  readonly option: keyof ImageLimits;
}

const settings = {
  renders: { variable: 'VITRINE_IMAGE_RENDERS', option: 'renders', min: 1, max: 64 },
  queuedRenders: {
    variable: 'VITRINE_IMAGE_RENDER_QUEUE',
    option: 'queuedRenders',
    min: 0,
    max: 10_000,
  },
  cacheBytes: {
    variable: 'VITRINE_IMAGE_CACHE_MB',
    option: 'cacheBytes',
    min: 1,
    max: 1024 * 1024,
  },
} as const satisfies Record<keyof ImageLimits, Setting>;

/** A given limit, else its environment variable, else the default. */
function limit(env: Env, given: Partial<ImageLimits>, setting: Setting, fallback: number): number {
  return wholeNumberSetting(env, given[setting.option], setting, fallback);
}

/**
 * The image limits: each given one, else its environment variable, else the default. A value
 * outside its range throws, so a misconfigured server stops at start-up instead of running
 * unbounded.
 *
 * @example
 * imageLimits({ VITRINE_IMAGE_CACHE_MB: '256' }); // { renders: 1, queuedRenders: 64, cacheBytes: 268435456 } on 2 cores
 */
export function imageLimits(env: Env = process.env, given: Partial<ImageLimits> = {}): ImageLimits {
  // The cache's variable counts mebibytes, the option bytes (tests bound it to a few renditions).
  const cacheSetting = { ...settings.cacheBytes, max: settings.cacheBytes.max * mebibyte };
  const cacheBytes =
    given.cacheBytes !== undefined
      ? limit(env, given, cacheSetting, 0)
      : limit(env, {}, settings.cacheBytes, defaultCacheMegabytes) * mebibyte;
  return {
    renders: limit(env, given, settings.renders, defaultRenders(env)),
    queuedRenders: limit(env, given, settings.queuedRenders, defaultQueuedRenders),
    cacheBytes,
  };
}
