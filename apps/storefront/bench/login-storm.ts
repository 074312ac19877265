/**
 * The login-storm benchmark (issue 12, item 5): how fast pages answer while 60 logins of
 * unknown e-mails run at once. It starts the built production server (`server.js`, as
 * test/support/storefront-server.ts does) on a loopback port with an in-memory database,
 * times `/faq/` and `/` one after the other unloaded, then again while 60 clients keep logging
 * in (each login from another forwarded address and e-mail, as a botnet would: the per-client
 * and per-account limits stay out of the way, and only the hashing queue protects the pages),
 * and prints p50/p95 and the ratio. Target: pages within 2× their unloaded time.
 *
 *   npm run build -w @vitrine/storefront && npm run bench:login-storm -w @vitrine/storefront
 *
 * Refused clients wait as `Retry-After` asks; `--hostile` ones ask again at once (then the
 * pages meet an HTTP flood of refusals as well as the hashing). `--compare` runs it a second time with a hashing queue too large to bound anything
 * (VITRINE_PASSWORD_HASHES=64, VITRINE_PASSWORD_HASH_QUEUE=10000): every login hashes at once.
 * `BENCH_REQUESTS` (default 40) is the page requests per page and phase.
 */
import { existsSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { availableParallelism, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { listeningPort, spawnServer, stopServer } from '../test/support/server-process';

const appRoot = fileURLToPath(new URL('..', import.meta.url));
/** The pages timed; `BENCH_PAGES=/faq/,/healthz` times others (`/healthz` is the server's bare answer). */
const pages = (process.env.BENCH_PAGES ?? '/faq/,/').split(',');
const stormSize = 60;
const requestsPerPhase = Number(process.env.BENCH_REQUESTS ?? 40);
/** The storm stops after this even if the pages have not been measured (a hung server). */
const stormLimitMs = 120_000;
const target = 2;
const hostile = process.argv.includes('--hostile');

interface Answer {
  readonly status: number;
  readonly ms: number;
  /** Seconds, from a refusal's `Retry-After`. */
  readonly retryAfter: number;
}

interface Server {
  readonly port: number;
  stop(): Promise<void>;
}

async function startServer(env: Record<string, string>): Promise<Server> {
  const server = spawnServer(
    {
      VITRINE_DATA_DIR: 'memory://',
      VITRINE_SEED_PRODUCTS: '400',
      // The storm's clients come through "a proxy" on loopback, each with its own address.
      TRUST_PROXY: 'loopback',
      ...env,
    },
    { ipc: true },
  );
  const port = await listeningPort(server, 180_000);
  return { port, stop: () => stopServer(server) };
}

/** One request with the shop's Host header (which fetch cannot set), timed to its last byte. */
function send(
  port: number,
  agent: Agent,
  path: string,
  options: { readonly json?: unknown; readonly headers?: Record<string, string> } = {},
): Promise<Answer> {
  const body = options.json === undefined ? undefined : JSON.stringify(options.json);
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const outgoing = request(
      {
        host: '127.0.0.1',
        port,
        path,
        agent,
        method: body === undefined ? 'GET' : 'POST',
        headers: {
          host: `localhost:${port}`,
          ...(body === undefined
            ? {}
            : {
                'content-type': 'application/json',
                'content-length': String(Buffer.byteLength(body)),
                origin: `http://localhost:${port}`,
              }),
          ...options.headers,
        },
      },
      (incoming) => {
        incoming.resume();
        incoming.on('end', () =>
          resolve({
            status: incoming.statusCode ?? 0,
            ms: performance.now() - started,
            retryAfter: Number(incoming.headers['retry-after'] ?? 0),
          }),
        );
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

/** Nearest-rank percentile of durations in milliseconds. */
function percentile(durations: readonly number[], rank: number): number {
  const sorted = [...durations].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((rank / 100) * sorted.length) - 1)] ?? 0;
}

/** Each page, `requestsPerPhase` times one after the other, as one visitor clicking would. */
async function timePages(port: number): Promise<Record<string, number[]>> {
  const agent = new Agent({ maxSockets: 1 });
  const times: Record<string, number[]> = {};
  for (const page of pages) {
    const durations: number[] = [];
    for (let index = 0; index < requestsPerPhase; index += 1) {
      const answer = await send(port, agent, page);
      if (answer.status !== 200) throw new Error(`${page} answered ${answer.status}`);
      durations.push(answer.ms);
    }
    times[page] = durations;
  }
  agent.destroy();
  return times;
}

let attempt = 0;
/** A made-up client (address and e-mail) logging in: what a credential-stuffing botnet sends. */
function stormLogin(port: number, agent: Agent): Promise<Answer> {
  attempt += 1;
  const address = `10.${(attempt >> 16) & 255}.${(attempt >> 8) & 255}.${attempt & 255}`;
  return send(port, agent, '/api/user/auth/login/', {
    json: { email: `sturm-${attempt}@example.de`, password: 'Irgendwas-123' },
    headers: { 'x-forwarded-for': address },
  });
}

async function run(label: string, env: Record<string, string>) {
  const server = await startServer(env);
  try {
    const warmAgent = new Agent({ maxSockets: 1 });
    for (const page of pages)
      for (let index = 0; index < 5; index += 1) await send(server.port, warmAgent, page);
    warmAgent.destroy();
    const unloaded = await timePages(server.port);

    // 60 clients, each logging in again once answered (after Retry-After when refused),
    // until the pages are timed.
    const stormAgent = new Agent({ maxSockets: stormSize });
    const statuses = new Map<number, number>();
    const loginTimes: number[] = [];
    let storming = true;
    const stormEnds = Date.now() + stormLimitMs;
    const clients = Array.from({ length: stormSize }, async () => {
      while (storming && Date.now() < stormEnds) {
        // A connection the server reset under the load counts as an answer of its own (0).
        const answer = await stormLogin(server.port, stormAgent).catch(() => ({
          status: 0,
          ms: 0,
          retryAfter: 1,
        }));
        statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
        loginTimes.push(answer.ms);
        // A refused client waits as Retry-After asks; with --hostile it asks again at once.
        if (answer.retryAfter > 0 && !hostile) {
          await new Promise((resolve) => setTimeout(resolve, answer.retryAfter * 1000));
        }
      }
    });
    // The storm's first wave reaches the queue before the pages are timed.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const stormStarted = performance.now();
    const loaded = await timePages(server.port);
    const stormSeconds = (performance.now() - stormStarted) / 1000;
    storming = false;
    await Promise.all(clients);
    stormAgent.destroy();

    console.log(`\n${label}`);
    console.log('  page     unloaded p50 / p95     under the storm p50 / p95     ratio p50 / p95');
    let within = true;
    for (const page of pages) {
      const before = unloaded[page] ?? [];
      const during = loaded[page] ?? [];
      const ratio50 = percentile(during, 50) / percentile(before, 50);
      const ratio95 = percentile(during, 95) / percentile(before, 95);
      within &&= ratio50 <= target;
      console.log(
        `  ${page.padEnd(7)}  ${percentile(before, 50).toFixed(1).padStart(7)} / ${percentile(before, 95).toFixed(1).padStart(7)} ms` +
          `     ${percentile(during, 50).toFixed(1).padStart(7)} / ${percentile(during, 95).toFixed(1).padStart(7)} ms` +
          `          ${ratio50.toFixed(2)} / ${ratio95.toFixed(2)}`,
      );
    }
    const answered = [...statuses].sort(([a], [b]) => a - b);
    console.log(
      `  logins: ${loginTimes.length} in ${stormSeconds.toFixed(1)} s (${(loginTimes.length / stormSeconds).toFixed(0)}/s), ` +
        `answers ${answered.map(([status, count]) => `${status}×${count}`).join(', ')}; ` +
        `login p50 ${percentile(loginTimes, 50).toFixed(0)} ms, p95 ${percentile(loginTimes, 95).toFixed(0)} ms`,
    );
    console.log(`  pages within ${target}× their unloaded p50: ${within ? 'yes' : 'NO'}`);
  } finally {
    await server.stop();
  }
}

if (!existsSync(`${appRoot}build/server/index.js`)) {
  console.error('No production build: run `npm run build -w @vitrine/storefront` first.');
  process.exit(1);
}
console.log(
  `login storm: ${stormSize} concurrent logins of unknown e-mails${hostile ? ' (hostile: no waiting after a 503)' : ''}; ${requestsPerPhase} requests per page and phase; ` +
    `${availableParallelism()} cores, load average ${loadavg()[0]?.toFixed(2)}`,
);
await run('hashing queue as configured (VITRINE_PASSWORD_HASHES / _QUEUE or their defaults)', {});
if (process.argv.includes('--compare')) {
  await run('without a bound (VITRINE_PASSWORD_HASHES=64, VITRINE_PASSWORD_HASH_QUEUE=10000)', {
    VITRINE_PASSWORD_HASHES: '64',
    VITRINE_PASSWORD_HASH_QUEUE: '10000',
  });
}
