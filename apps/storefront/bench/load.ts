/**
 * Throughput and latency of one page under load (autocannon): `connections` clients each
 * asking again as soon as answered, for `seconds`. Requests accept gzip as browsers do, so
 * the compression a server does is part of what it is timed on.
 */
import autocannon from 'autocannon';

export interface Load {
  readonly requestsPerSecond: number;
  readonly p50Ms: number;
  readonly p99Ms: number;
  /** Answers other than 2xx, and connection errors and timeouts: any of these spoils the figures. */
  readonly failures: number;
}

/**
 * A header that makes the storefront render every answer afresh: its render cache never
 * serves a request that carries credentials, and a page reads none, so what is timed is the
 * render of the same anonymous page.
 */
export const uncachedHeaders: Readonly<Record<string, string>> = {
  authorization: 'Bearer benchmark-uncached',
};

export async function measureLoad(
  port: number,
  path: string,
  connections: number,
  seconds: number,
  extraHeaders: Readonly<Record<string, string>> = {},
): Promise<Load> {
  const result = await autocannon({
    url: `http://127.0.0.1:${port}${path}`,
    connections,
    duration: seconds,
    // Shops are chosen by host name: localhost is the German baby shop `npm start` serves.
    headers: { host: `localhost:${port}`, 'accept-encoding': 'gzip', ...extraHeaders },
  });
  return {
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    failures: result.non2xx + result.errors + result.timeouts,
  };
}
