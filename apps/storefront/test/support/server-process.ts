import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';

const appRoot = fileURLToPath(new URL('../..', import.meta.url));

/** The production server's process (`server.js` as `npm start` runs it), its output collected. */
export interface ServerProcess {
  readonly child: ChildProcess;
  /** What it printed so far. */
  output(): { readonly stdout: string; readonly stderr: string };
  /** Its exit code, once it has ended. */
  readonly exited: Promise<number | null>;
}

/**
 * The password hashes' nice value in test servers: a shop server hashes at the lowest priority
 * (19) so that its pages come first, but on a test machine the cores are kept busy by browsers
 * and other suites, not by the server's pages, and a hash at nice 19 waited behind them for
 * minutes (two tests ran past their 120 s in CI). At 0 it takes its turn like the rest.
 */
export const testPasswordHashNice = '0';

/**
 * Starts `server.js` in production mode on a free loopback port, with a session secret of its
 * own and no PostgreSQL; `env` adds to or overrides that (its data folder, above all). With
 * `ipc`, the child is tied to this process and ends when it goes away, however that happens.
 */
export function spawnServer(
  env: Readonly<Record<string, string>>,
  { ipc = false }: { readonly ipc?: boolean } = {},
): ServerProcess {
  const child = spawn(process.execPath, ['server.js'], {
    cwd: appRoot,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: '0',
      HOST: '127.0.0.1',
      SESSION_SECRET: randomBytes(32).toString('hex'),
      DATABASE_URL: '',
      VITRINE_PASSWORD_HASH_NICE: testPasswordHashNice,
      ...env,
    },
    stdio: ipc ? ['ignore', 'pipe', 'pipe', 'ipc'] : ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    stdout += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  return { child, output: () => ({ stdout, stderr }), exited };
}

/**
 * The port the server says it listens on; refused with its output if it ends first or says
 * nothing within `timeoutMs`.
 */
export function listeningPort(server: ServerProcess, timeoutMs: number): Promise<number> {
  return new Promise<number>((resolve, reject) => {
    const printed = () => `${server.output().stdout}${server.output().stderr}`;
    const timer = setTimeout(() => {
      clearInterval(poll);
      reject(new Error(`server did not start:\n${printed()}`));
    }, timeoutMs);
    const poll = setInterval(() => {
      const match = /listening on http:\/\/localhost:(\d+)/.exec(server.output().stdout);
      if (match) {
        clearInterval(poll);
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    }, 25);
    void server.exited.then((code) => {
      clearInterval(poll);
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${printed()}`));
    });
  });
}

/** Ends the server as an operator would (SIGTERM) and waits for it. */
export async function stopServer(server: ServerProcess): Promise<void> {
  if (server.child.exitCode === null && server.child.signalCode === null) {
    server.child.kill('SIGTERM');
  }
  await server.exited;
}
