import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request as a test server saw it: when it arrived, its method and URL. */
export interface RecordedRequest {
  readonly at: number;
  readonly method: string;
  readonly url: URL;
}

export interface TestServer {
  readonly origin: string;
  readonly requests: RecordedRequest[];
  close(): Promise<void>;
}

/**
 * A `node:http` server on 127.0.0.1 and a free port that records each request's arrival
 * time (performance.now) before handing it to the listener.
 */
export async function startServer(
  listener: (request: IncomingMessage, response: ServerResponse) => void,
): Promise<TestServer> {
  const requests: RecordedRequest[] = [];
  const server = createServer((request, response) => {
    requests.push({
      at: performance.now(),
      method: request.method ?? 'GET',
      url: new URL(request.url ?? '/', 'http://127.0.0.1'),
    });
    listener(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
