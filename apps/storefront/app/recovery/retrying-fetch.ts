import { retryDelayMs, shouldRetryRequest } from '@vitrine/domain/recovery';

/** `Retry-After` in seconds, when the answer has one in that form. */
function retryAfterSeconds(answer: Response | null): number | null {
  const header = answer?.headers.get('retry-after');
  return header && /^\d+$/.test(header.trim()) ? Number(header) : null;
}

function wait(ms: number, signal: AbortSignal | null | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', abort);
      resolve();
    }, ms);
    const abort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    signal?.addEventListener('abort', abort, { once: true });
  });
}

/**
 * `fetch` for the storefront's own calls that retries what may be retried (issue 20, §9): an
 * idempotent request (GET, HEAD, PUT, DELETE) that meets 408, 409, 425, 429, 500, 502, 503 or
 * 504, or a network failure, is sent again after 300, 600 and 1200 ms (or the server's
 * `Retry-After`, at most 5 s) — four tries in all. A POST is sent once. Aborting stops it.
 */
export async function fetchWithRetry(url: string, init: RequestInit = {}): Promise<Response> {
  const method = init.method ?? 'GET';
  for (let attempt = 1; ; attempt += 1) {
    let answer: Response | null = null;
    try {
      answer = await fetch(url, init);
    } catch (error) {
      if (init.signal?.aborted || !shouldRetryRequest({ method, status: null, attempt })) {
        throw error;
      }
    }
    if (answer !== null && !shouldRetryRequest({ method, status: answer.status, attempt })) {
      return answer;
    }
    await wait(retryDelayMs(attempt, retryAfterSeconds(answer)), init.signal);
  }
}
