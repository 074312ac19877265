import { readFile } from 'node:fs/promises';
import { request } from 'node:http';
import { connect, type Socket } from 'node:net';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterEach, describe, expect, test } from 'vitest';
import { compressedPage } from './support/compressed-page';
import { type SeededDatabase, seededDatabase } from './support/seeded-database';
import { listeningPort, type ServerProcess, spawnServer } from './support/server-process';
import { serverStartTimeout } from './support/timeouts';

interface Server extends ServerProcess {
  readonly port: number;
  readonly database: SeededDatabase;
}

let running: Server | undefined;
afterEach(async () => {
  if (running && running.child.exitCode === null) running.child.kill('SIGKILL');
  await running?.exited;
  await running?.database.remove();
  running = undefined;
});

/**
 * The production server as `npm start` runs it, on a database copy of its own that this test
 * keeps after the process ends (test/support's server removes it at exit), to read how the
 * database was left. Durable, as `npm start` runs.
 */
async function startServer(env: Record<string, string> = {}): Promise<Server> {
  const database = await seededDatabase(400);
  const server = spawnServer({
    VITRINE_DATA_DIR: database.directory,
    VITRINE_SEED_PRODUCTS: '400',
    ...env,
  });
  running = { ...server, port: 0, database };
  const port = await listeningPort(server, serverStartTimeout);
  running = { ...server, port, database };
  return running;
}

/**
 * How PostgreSQL left the data folder: `global/pg_control`'s `state` (after the system id and
 * two version numbers). 1 is "shut down"; 6, "in production", is what a killed server leaves,
 * and the next start has to recover.
 */
async function clusterState(directory: string): Promise<number> {
  return (await readFile(join(directory, 'global', 'pg_control'))).readInt32LE(16);
}

function waitFor(condition: () => boolean, what: string, timeoutMs = 30_000): Promise<void> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const poll = setInterval(() => {
      if (condition()) {
        clearInterval(poll);
        resolve();
      } else if (Date.now() - started > timeoutMs) {
        clearInterval(poll);
        reject(new Error(`timed out waiting for ${what}`));
      }
    }, 20);
  });
}

function connectionRefused(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED'));
  });
}

describe('graceful shutdown (issue 12 item 8)', () => {
  test('SIGTERM: no new connections, the request in flight completes, the database is shut down cleanly, exit 0', async () => {
    const server = await startServer({ VITRINE_SHUTDOWN_GRACE_SECONDS: '30' });
    // A request in flight: its headers and half of its body are sent, the rest comes later.
    const body = JSON.stringify({ note: 'x'.repeat(2000) });
    const socket: Socket = connect(server.port, '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    let answer = '';
    socket.on('data', (chunk: Buffer) => {
      answer += chunk.toString();
    });
    const ended = new Promise<void>((resolve) => socket.once('close', () => resolve()));
    socket.write(
      `POST /api/shop/nothing-here/ HTTP/1.1\r\nHost: localhost:${server.port}\r\nOrigin: http://localhost:${server.port}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body.slice(0, 1000)}`,
    );
    await new Promise((resolve) => setTimeout(resolve, 300));

    server.child.kill('SIGTERM');
    await waitFor(() => server.output().stdout.includes('stopping (SIGTERM)'), 'the stop');
    expect(await connectionRefused(server.port)).toBe(true);
    expect(server.child.exitCode).toBeNull();

    // Nothing was answered yet: the request is still in flight.
    expect(answer).toBe('');
    socket.end(body.slice(1000));
    await ended;
    // The request was answered in full (its JSON 404), not cut.
    expect(answer).toMatch(/^HTTP\/1\.1 404 /);
    expect(answer).toContain('"error":"api.notFound"');

    expect(await server.exited).toBe(0);
    expect(server.output().stdout).toContain('database closed');
    expect(await clusterState(server.database.directory)).toBe(1);
  });

  test('a request that outlasts the grace period is cut, and the database still closes cleanly', async () => {
    const server = await startServer({ VITRINE_SHUTDOWN_GRACE_SECONDS: '1' });
    const socket = connect(server.port, '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    socket.on('error', () => {});
    const ended = new Promise<void>((resolve) => socket.once('close', () => resolve()));
    socket.write(
      `POST /api/shop/nothing-here/ HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{`,
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    server.child.kill('SIGTERM');
    await ended;
    expect(await server.exited).toBe(0);
    expect(server.output().stdout).toContain('grace period over');
    expect(await clusterState(server.database.directory)).toBe(1);
  });

  test('the check can fail: a killed server leaves the database "in production"', async () => {
    const server = await startServer();
    server.child.kill('SIGKILL');
    await server.exited;
    expect(await clusterState(server.database.directory)).toBe(6);
  });
});

/** One page request read slowly, as a client on a slow line does: the server meets back-pressure. */
function slowPageRequest(
  port: number,
  path: string,
  encoding: string,
): Promise<{ status: number; bytes: number }> {
  return new Promise((resolve, reject) => {
    const outgoing = request(
      {
        host: '127.0.0.1',
        port,
        path,
        headers: { host: `localhost:${port}`, 'accept-encoding': encoding },
      },
      (incoming) => {
        let bytes = 0;
        incoming.pause();
        const read = setInterval(() => {
          let chunk: Buffer | null = incoming.read();
          while (chunk !== null) {
            bytes += chunk.length;
            chunk = incoming.read();
          }
        }, 25);
        incoming.on('end', () => {
          clearInterval(read);
          resolve({ status: incoming.statusCode ?? 0, bytes });
        });
        incoming.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end();
  });
}

describe('compression under load (issue 12 item 8)', () => {
  test('50 concurrent streamed pages, read slowly, leak no drain listeners', async () => {
    const server = await startServer();
    const paths = ['/kinderwagen/', '/', '/faq/', '/ratgeber/', '/kinderwagen/?page=2'];
    const sizes = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        slowPageRequest(
          server.port,
          paths[index % paths.length] ?? '/',
          index % 2 === 0 ? 'gzip' : 'br',
        ),
      ),
    ).catch((error: Error) => {
      const { stdout, stderr } = server.output();
      throw new Error(`${error.message}; the server printed:\n${stdout}${stderr}`);
    });
    expect(
      sizes.filter(({ status, bytes }) => status !== 200 || bytes < 1000),
      server.output().stderr.slice(0, 3000),
    ).toEqual([]);
    expect(server.output().stderr).not.toContain('MaxListenersExceededWarning');
  });
});

describe('compression of streamed pages (issue 14)', () => {
  test('a streamed page gzipped as served is within 5 % of gzipping it in one pass; brotli too', async () => {
    const server = await startServer();
    for (const path of ['/kinderwagen/', '/']) {
      const gzipped = await compressedPage(server.port, path, 'gzip');
      expect(gzipped.encoding).toBe('gzip');
      const html = gunzipSync(gzipped.body);
      expect(html.toString()).toContain('</html>');
      // React Router flushes after every chunk of the stream: were each flush to empty gzip's
      // dictionary, the page would come to about twice this.
      expect(gzipped.body.length, path).toBeLessThanOrEqual(gzipSync(html).length * 1.05);
      const brotli = await compressedPage(server.port, path, 'br');
      expect(brotli.encoding).toBe('br');
      const fromBrotli = brotliDecompressSync(brotli.body);
      expect(brotli.body.length, path).toBeLessThanOrEqual(gzipSync(fromBrotli).length * 1.05);
    }
  });
});
