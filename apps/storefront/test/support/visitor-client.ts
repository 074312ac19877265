import type { RunningApi } from './api-server';

/** A browser's view of the API: it keeps the session cookie between calls, as a browser does. */
export interface VisitorClient {
  call(
    path: string,
    init?: RequestInit & { readonly host?: string; readonly json?: unknown },
  ): Promise<Response>;
  /** The session cookie's current value (`token.signature`), or null. */
  cookie(): string | null;
  setCookie(value: string | null): void;
}

let clientCounter = 0;

/**
 * A new visitor on `host`, with its own client address (`X-Forwarded-For`, trusted from
 * loopback) so that rate limits count each test's visitor on its own.
 */
export function visitorClient(api: RunningApi, host = 'localhost'): VisitorClient {
  clientCounter += 1;
  const address = `10.0.${Math.floor(clientCounter / 250)}.${(clientCounter % 250) + 1}`;
  let cookie: string | null = null;
  return {
    async call(path, init = {}) {
      const headers = {
        'x-forwarded-for': address,
        ...(cookie === null ? {} : { cookie: `vitrine_session=${cookie}` }),
        ...(init.headers as Record<string, string> | undefined),
      };
      const answer = await api.call(path, { host, ...init, headers });
      for (const line of answer.headers.getSetCookie()) {
        const match = /^vitrine_session=([^;]*)/.exec(line);
        if (match) cookie = match[1] === '' ? null : decodeURIComponent(match[1] ?? '');
      }
      return answer;
    },
    cookie: () => cookie,
    setCookie(value) {
      cookie = value;
    },
  };
}
