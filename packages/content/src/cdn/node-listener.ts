import type { IncomingMessage, ServerResponse } from 'node:http';
import type { CdnHandler } from './cdn-handler';

/**
 * Runs a web-standard handler for a `node:http` request (a plain server, or Express, where
 * `originalUrl` keeps the mount path that `url` has lost).
 */
export function toNodeListener(
  handler: CdnHandler,
): (request: IncomingMessage & { originalUrl?: string }, response: ServerResponse) => void {
  return (request, response) => {
    const host = request.headers.host ?? '127.0.0.1';
    const url = new URL(request.originalUrl ?? request.url ?? '/', `http://${host}`);
    handler(new Request(url, { method: request.method ?? 'GET' }))
      .then(async (answer) => {
        response.statusCode = answer.status;
        answer.headers.forEach((value, name) => {
          response.setHeader(name, value);
        });
        response.end(
          request.method === 'HEAD' ? undefined : Buffer.from(await answer.arrayBuffer()),
        );
      })
      .catch((error: unknown) => {
        response.statusCode = 500;
        response.setHeader('content-type', 'application/json; charset=utf-8');
        response.end(
          JSON.stringify({ error: error instanceof Error ? error.message : 'Server error' }),
        );
      });
  };
}
