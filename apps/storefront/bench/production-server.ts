/**
 * The production storefront for the page benchmark: built as `npm start` builds it, started
 * as `npm start` runs it (`server.js`, NODE_ENV=production) on a free loopback port, with a
 * throwaway data folder the server seeds with the demo catalog `npm start` serves.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { listeningPort, spawnServer, stopServer } from '../test/support/server-process';

export const appRoot = fileURLToPath(new URL('..', import.meta.url));

/** A package's command: npm installs it in the app's node_modules/.bin or, hoisted, the root's. */
export function binary(name: string): string {
  const local = join(appRoot, 'node_modules/.bin', name);
  return existsSync(local) ? local : join(appRoot, '../../node_modules/.bin', name);
}

/** `react-router build`, its output shown only if it fails (it is long and the same each time). */
export function buildStorefront(): Promise<void> {
  return new Promise((resolve, reject) => {
    const build = spawn(binary('react-router'), ['build'], {
      cwd: appRoot,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    build.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    build.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    build.once('error', reject);
    build.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`react-router build exited ${code}:\n${output}`)),
    );
  });
}

export interface BenchServer {
  readonly port: number;
  stop(): Promise<void>;
}

/**
 * The built server on an empty data folder of its own: it seeds `products` products at start
 * (about as long as `npm start`'s first start), so nothing of the developer's `.data/` is read
 * or changed. Durability is relaxed: the data is thrown away afterwards. The image cache is
 * the server's own too, so the first visit of a page draws its images (the Lighthouse warm-up
 * run does that before anything is measured).
 */
export async function startBenchServer(products: number): Promise<BenchServer> {
  const folder = await mkdtemp(join(tmpdir(), 'vitrine-bench-'));
  const server = spawnServer(
    {
      VITRINE_DATA_DIR: join(folder, 'pglite'),
      VITRINE_IMAGE_CACHE_DIR: join(folder, 'image-cache'),
      VITRINE_SEED_PRODUCTS: String(products),
      VITRINE_DURABILITY: 'relaxed',
      // The suggestion load comes from many forwarded addresses (bench/suggestions.ts).
      TRUST_PROXY: 'loopback',
    },
    // Tied to this process: it ends with the benchmark however the benchmark ends.
    { ipc: true },
  );
  const stop = async () => {
    await stopServer(server);
    await rm(folder, { recursive: true, force: true });
  };
  try {
    const port = await listeningPort(server, 600_000);
    return { port, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
