/**
 * A client that recovers (issue 20, §4, §8, §9): the numbers and decisions of a page that
 * outlives a deploy, loses a chunk or meets a busy server. The storefront's browser code
 * (apps/storefront/app/recovery) acts on them.
 */

/** §9: a reload after a failed chunk load is not repeated within 10 s (the reload guard). */
export const reloadGuardTtlMs = 10_000;

/**
 * Whether a failed chunk load may reload the page (§4, §9): yes unless the page reloaded for
 * the same reason less than {@link reloadGuardTtlMs} ago — then it would only fail again, and
 * the error page shows instead. A guard stamped in the future (a clock set back) does not hold.
 *
 * @example
 * mayReloadAfterChunkFailure(null, 50_000) // true
 * mayReloadAfterChunkFailure(45_000, 50_000) // false: 5 s after the last reload
 * mayReloadAfterChunkFailure(40_000, 50_000) // true: the guard has run out
 */
export function mayReloadAfterChunkFailure(lastReloadAt: number | null, now: number): boolean {
  if (lastReloadAt === null || !Number.isFinite(lastReloadAt)) return true;
  const since = now - lastReloadAt;
  return since < 0 || since >= reloadGuardTtlMs;
}

/**
 * Whether an error is a chunk that failed to load (§7: "chunk load failure reloads the page"):
 * the messages browsers give a dynamic import that cannot fetch its module (Chromium,
 * Firefox, Safari), a module preload that failed (Vite's `vite:preloadError`) and a stylesheet
 * a chunk needs.
 *
 * @example
 * isChunkLoadFailure('Failed to fetch dynamically imported module: /assets/x.js') // true
 * isChunkLoadFailure('Cannot read properties of undefined') // false
 */
export function isChunkLoadFailure(message: string): boolean {
  return chunkFailureMessages.some((pattern) => pattern.test(message));
}

const chunkFailureMessages: readonly RegExp[] = [
  /Failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /Importing a module script failed/i,
  /Unable to preload CSS/i,
  /Loading (CSS )?chunk \S+ failed/i,
];

/** §9: route preloading runs at most 4 at once; the rest wait their turn. */
export const routePreloadConcurrency = 4;

/** §4: the build id is asked for every 5 minutes (and when the tab is shown again). */
export const buildPollIntervalMs = 5 * 60_000;

/** §9: the statuses after which an idempotent request is tried again. */
export const retriableStatuses: readonly number[] = [408, 409, 425, 429, 500, 502, 503, 504];

/**
 * Whether an answer's status is worth trying again (§9): a timeout, a conflict, too early, too
 * many requests, or a server error that may pass (500, 502, 503, 504) — never 501 or a 4xx
 * the request itself caused.
 *
 * @example
 * isRetriableStatus(503) // true
 * isRetriableStatus(404) // false
 */
export function isRetriableStatus(status: number): boolean {
  return retriableStatuses.includes(status);
}

/**
 * Whether a request may be sent again without changing its outcome (RFC 9110 §9.2.2, as §9
 * names them): GET, HEAD, PUT and DELETE; a POST or PATCH is never repeated.
 *
 * @example
 * isIdempotentMethod('get') // true
 * isIdempotentMethod('POST') // false
 */
export function isIdempotentMethod(method: string): boolean {
  return ['GET', 'HEAD', 'PUT', 'DELETE'].includes(method.toUpperCase());
}

/** At most this many tries after the first: four requests in all. */
export const maxRequestRetries = 3;

/** The wait before the first retry; each further one waits twice as long. */
const firstRetryDelayMs = 300;

/** No wait is longer than this, whatever a `Retry-After` asks. */
const longestRetryDelayMs = 5_000;

/**
 * How long to wait before retry number `attempt` (1 for the first): 300 ms, doubled each time
 * (300, 600, 1200), or the server's `Retry-After` seconds when it sent them — never more than 5 s,
 * so a shopper's click does not hang.
 *
 * @example
 * retryDelayMs(1) // 300
 * retryDelayMs(3) // 1200
 * retryDelayMs(1, 2) // 2000 (Retry-After: 2)
 */
export function retryDelayMs(attempt: number, retryAfterSeconds: number | null = null): number {
  if (retryAfterSeconds !== null && Number.isFinite(retryAfterSeconds) && retryAfterSeconds >= 0) {
    return Math.min(retryAfterSeconds * 1000, longestRetryDelayMs);
  }
  const step = Math.max(1, Math.floor(attempt));
  return Math.min(firstRetryDelayMs * 2 ** (step - 1), longestRetryDelayMs);
}

/**
 * Whether a request that got `status` (or `null`: no answer, the network failed) is sent again
 * as retry number `attempt` (§9): only an idempotent one, only on a retriable status or a
 * failed network, and at most {@link maxRequestRetries} times.
 *
 * @example
 * shouldRetryRequest({ method: 'GET', status: 503, attempt: 1 }) // true
 * shouldRetryRequest({ method: 'POST', status: 503, attempt: 1 }) // false
 * shouldRetryRequest({ method: 'GET', status: 503, attempt: 4 }) // false
 */
export function shouldRetryRequest(request: {
  readonly method: string;
  readonly status: number | null;
  readonly attempt: number;
}): boolean {
  if (request.attempt > maxRequestRetries || !isIdempotentMethod(request.method)) return false;
  return request.status === null || isRetriableStatus(request.status);
}
