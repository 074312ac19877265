import { describe, expect, test } from 'vitest';
import {
  isChunkLoadFailure,
  isIdempotentMethod,
  isRetriableStatus,
  mayReloadAfterChunkFailure,
  reloadGuardTtlMs,
  retryDelayMs,
  routePreloadConcurrency,
  shouldRetryRequest,
} from './client-recovery';

describe('the reload guard after a failed chunk load (§4, §9: ttl 10 s)', () => {
  test('the guard lasts 10 s', () => {
    expect(reloadGuardTtlMs).toBe(10_000);
  });

  test.each([
    { case: 'no reload before', last: null, now: 50_000, may: true },
    { case: 'a reload 1 ms ago', last: 49_999, now: 50_000, may: false },
    { case: 'a reload 9.999 s ago', last: 40_001, now: 50_000, may: false },
    { case: 'a reload exactly 10 s ago', last: 40_000, now: 50_000, may: true },
    { case: 'a reload a minute ago', last: -10_000, now: 50_000, may: true },
    { case: 'a guard from the future (clock set back)', last: 60_000, now: 50_000, may: true },
    { case: 'an unreadable guard', last: Number.NaN, now: 50_000, may: true },
  ])('$case: reload $may', ({ last, now, may }) => {
    expect(mayReloadAfterChunkFailure(last, now)).toBe(may);
  });
});

describe('what counts as a failed chunk load (§7: chunk load failure reloads the page)', () => {
  test.each([
    {
      message: 'Failed to fetch dynamically imported module: http://localhost/assets/p-1.js',
      chunk: true,
    },
    { message: 'error loading dynamically imported module: /assets/p.js', chunk: true },
    { message: 'Importing a module script failed.', chunk: true },
    { message: 'Unable to preload CSS for /assets/app.css', chunk: true },
    { message: 'Loading chunk 42 failed.', chunk: true },
    { message: "Cannot read properties of undefined (reading 'id')", chunk: false },
    { message: 'Failed to fetch', chunk: false },
  ])('$message: $chunk', ({ message, chunk }) => {
    expect(isChunkLoadFailure(message)).toBe(chunk);
  });
});

describe('retrying idempotent requests (§9: 408, 409, 425, 429, 500, 502, 503, 504)', () => {
  test.each([
    [408, true],
    [409, true],
    [425, true],
    [429, true],
    [500, true],
    [502, true],
    [503, true],
    [504, true],
    [200, false],
    [204, false],
    [400, false],
    [401, false],
    [404, false],
    [422, false],
    [501, false],
    [505, false],
  ])('status %i is retriable: %s', (status, retriable) => {
    expect(isRetriableStatus(status)).toBe(retriable);
  });

  test.each([
    ['GET', true],
    ['get', true],
    ['HEAD', true],
    ['PUT', true],
    ['DELETE', true],
    ['POST', false],
    ['PATCH', false],
    ['OPTIONS', false],
  ])('%s is idempotent: %s', (method, idempotent) => {
    expect(isIdempotentMethod(method)).toBe(idempotent);
  });

  test.each([
    { attempt: 1, retryAfter: null, delay: 300 },
    { attempt: 2, retryAfter: null, delay: 600 },
    { attempt: 3, retryAfter: null, delay: 1200 },
    { attempt: 6, retryAfter: null, delay: 5000 },
    { attempt: 0, retryAfter: null, delay: 300 },
    { attempt: 1, retryAfter: 2, delay: 2000 },
    { attempt: 1, retryAfter: 0, delay: 0 },
    { attempt: 1, retryAfter: 120, delay: 5000 },
    { attempt: 2, retryAfter: -1, delay: 600 },
  ])(
    'retry $attempt with Retry-After $retryAfter waits $delay ms',
    ({ attempt, retryAfter, delay }) => {
      expect(retryDelayMs(attempt, retryAfter)).toBe(delay);
    },
  );

  test.each([
    { method: 'GET', status: 503, attempt: 1, retry: true },
    { method: 'DELETE', status: 429, attempt: 3, retry: true },
    { method: 'GET', status: 503, attempt: 4, retry: false },
    { method: 'GET', status: null, attempt: 1, retry: true },
    { method: 'POST', status: 503, attempt: 1, retry: false },
    { method: 'POST', status: null, attempt: 1, retry: false },
    { method: 'PUT', status: 404, attempt: 1, retry: false },
    { method: 'HEAD', status: 200, attempt: 1, retry: false },
  ])('$method answered $status, retry $attempt: $retry', ({ method, status, attempt, retry }) => {
    expect(shouldRetryRequest({ method, status, attempt })).toBe(retry);
  });
});

test('route preloading runs at most 4 at once (§9)', () => {
  expect(routePreloadConcurrency).toBe(4);
});
