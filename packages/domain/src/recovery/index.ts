export {
  buildPollIntervalMs,
  isChunkLoadFailure,
  isIdempotentMethod,
  isRetriableStatus,
  maxRequestRetries,
  mayReloadAfterChunkFailure,
  reloadGuardTtlMs,
  retriableStatuses,
  retryDelayMs,
  routePreloadConcurrency,
  shouldRetryRequest,
} from './client-recovery';
