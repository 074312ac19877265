import { request } from 'node:http';
import { type SeededDatabase, seededDatabase } from './seeded-database';
import { listeningPort, spawnServer, stopServer } from './server-process';
import { serverStartTimeout } from './timeouts';

/**
 * The test servers' read token for the telemetry (`VITRINE_TELEMETRY_READ_TOKEN`): they run in
 * production mode, where the web vitals, error reports and analytics counts are read only with it.
 */
export const testTelemetryReadToken = 'test-telemetry-read-token-of-32-chars+';

export interface RunningStorefront {
  readonly port: number;
  readonly origin: string;
  stop(): Promise<void>;
}

/**
 * Starts the built production server (`server.js`) on a free loopback port. The child is
 * tied to this process through IPC: it exits when the test process goes away, however that
 * happens. Each server has a PGlite database of its own, a copy of the run's seeded demo
 * catalog of 400 products (the commerce suites cover PostgreSQL) — or of `products`, e.g. the
 * 2000 that `npm start` seeds — and a session secret of its own. A `database` the caller
 * gives (seeded with `products`) outlives the server: the caller removes it.
 */
export async function startStorefront(
  env: Record<string, string> = {},
  {
    products = 400,
    database: given,
  }: { readonly products?: number; readonly database?: SeededDatabase } = {},
): Promise<RunningStorefront> {
  const database = given ?? (await seededDatabase(products));
  const server = spawnServer(
    {
      VITRINE_DATA_DIR: database.directory,
      VITRINE_SEED_PRODUCTS: String(products),
      VITRINE_DURABILITY: 'relaxed',
      VITRINE_TELEMETRY_READ_TOKEN: testTelemetryReadToken,
      ...env,
    },
    { ipc: true },
  );
  if (given === undefined) void server.exited.then(() => database.remove());
  // Below the hook's limit, so a server that does not start fails with its own output.
  const port = await listeningPort(server, serverStartTimeout);
  return { port, origin: `http://127.0.0.1:${port}`, stop: () => stopServer(server) };
}

export interface PlainResponse {
  readonly status: number;
  readonly headers: Record<string, string | string[] | undefined>;
  readonly body: string;
}

/** A request as a browser on a shop's host name would send it. */
export interface PlainRequest {
  readonly method?: string;
  readonly path: string;
  /** The shop's host name, without port (default `localhost`, the German baby shop). */
  readonly host?: string;
  readonly headers?: Readonly<Record<string, string>>;
  /** A form, sent as `application/x-www-form-urlencoded` the way a browser posts it. */
  readonly form?: Readonly<Record<string, string>>;
  /** A JSON body, as the shop's own scripts send to /api. */
  readonly json?: unknown;
}

/** Any request with an explicit Host header, which `fetch` does not allow: shops are chosen by host. */
export function send(port: number, plain: PlainRequest): Promise<PlainResponse> {
  const { method = 'GET', path, host = 'localhost', headers = {}, form, json } = plain;
  const body =
    form !== undefined
      ? new URLSearchParams(form).toString()
      : json !== undefined
        ? JSON.stringify(json)
        : undefined;
  const contentType = form !== undefined ? 'application/x-www-form-urlencoded' : 'application/json';
  return new Promise((resolve, reject) => {
    const outgoing = request(
      {
        host: '127.0.0.1',
        port,
        path,
        method,
        headers: {
          host: `${host}:${port}`,
          ...(body === undefined
            ? {}
            : {
                'content-type': contentType,
                'content-length': String(Buffer.byteLength(body)),
              }),
          ...headers,
        },
      },
      (incoming) => {
        let text = '';
        incoming.setEncoding('utf8');
        incoming.on('data', (chunk: string) => {
          text += chunk;
        });
        incoming.on('end', () =>
          resolve({ status: incoming.statusCode ?? 0, headers: incoming.headers, body: text }),
        );
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

/** A GET with an explicit Host header, which `fetch` does not allow: shops are chosen by host. */
export function get(port: number, path: string, host = 'localhost'): Promise<PlainResponse> {
  return send(port, { path, host });
}

/** A telemetry read (`/api/metrics/web-vitals/`, …) with the test servers' read token. */
export function readTelemetry(port: number, path: string): Promise<PlainResponse> {
  return send(port, {
    path,
    host: 'localhost',
    headers: { authorization: `Bearer ${testTelemetryReadToken}` },
  });
}

/** The session cookie an answer sets (`vitrine_session=…`, ready for a Cookie header), or ''. */
export function sessionCookieOf(response: Pick<PlainResponse, 'headers'>): string {
  return (
    [response.headers['set-cookie'] ?? []]
      .flat()
      .find((line) => line.startsWith('vitrine_session='))
      ?.split(';', 1)[0] ?? ''
  );
}
