/**
 * The page benchmark (issue 14): what each page type costs a visitor and the server.
 *
 *   npm run bench -w @vitrine/storefront
 *
 * It builds the storefront, starts the production server on a loopback port with a fresh demo
 * database of 2,000 products (the catalog `npm start` serves), and prints one table per
 * measure for every page type below:
 * - Lighthouse mobile (Debian's Chromium, `CHROME_PATH` to use another): the performance
 *   score's median and each run's score, and the median LCP, CLS and TBT;
 * - the JavaScript the page loads in Chromium (its tags' and the chunks it loads on demand)
 *   and the CSS its tags load (from build/client, raw and gzip), its HTML
 *   and the loader data inlined in it, and the gzip bytes as served against a one-pass gzip of
 *   the same HTML (a streamed page that flushes badly compresses worse);
 * - autocannon at 1 and 20 connections: requests/s, p50 and p99, for the storefront (render
 *   cache on, and bypassed so every answer is rendered) and for
 *   nginx serving the same HTML as static files, and the ratio storefront/nginx. nginx is
 *   Debian's package (`apt-get install -y nginx`); without it that column is skipped.
 *
 * `BENCH_SECONDS` (default 10) is each load run's length; `BENCH_LIGHTHOUSE_RUNS` (default 5)
 * the counted Lighthouse runs per page. The build is `build/`, which `npm start` uses too: it
 * is rebuilt here and must not change while the benchmark runs.
 */
import { request } from 'node:http';
import { availableParallelism, loadavg } from 'node:os';
import { join } from 'node:path';
import { guestWithBasket, visitorWithBasket } from './basket-visitor';
import { chromePath, type LighthouseRun, lighthouseRuns } from './lighthouse-runs';
import { type Load, measureLoad, uncachedHeaders } from './load';
import { findNginx, type StaticServer, startNginx } from './nginx';
import { measurePageBytes, type PageBytes } from './page-bytes';
import { appRoot, buildStorefront, startBenchServer } from './production-server';
import { measureSuggestions, type SuggestionLoad } from './suggestions';
import { kilobytes, median, printTable } from './table';

/**
 * Every page type the shop has, one line each; the paths are the baby DE shop's. A product
 * page is named by its number (the demo catalog numbers baby products from 2000001): the
 * server's redirect gives its canonical address, which is what is measured (a 301 is not the
 * page).
 */
const pageTypes: readonly {
  readonly type: string;
  readonly path: string;
  /** Basket lines of the visitor measured (their session cookie is sent); none: anonymous. */
  readonly basketLines?: number;
  /** The visitor continued as a guest (the checkout's guard lets only signed-in visitors in). */
  readonly guest?: true;
}[] = [
  { type: 'home', path: '/' },
  { type: 'CMS page', path: '/faq/' },
  { type: 'category listing', path: '/kinderwagen/' },
  { type: 'product page', path: '/p/2000001/' },
  // A visitor without a session: the empty basket and wishlist (a filled one needs the
  // visitor's session cookie, which the runs here do not send).
  { type: 'basket', path: '/warenkorb/' },
  // Issue 16: the basket of a shopper who filled it, five lines from five products.
  { type: 'basket, 5 lines', path: '/warenkorb/', basketLines: 5 },
  { type: 'wishlist', path: '/wunschliste/' },
  // Issue 17: a search result is a listing page and has the listing's budgets.
  { type: 'search results', path: '/suche/?q=kinderwagen' },
  // Issue 18: the checkout of a guest with the same five lines (addresses, delivery, payment).
  { type: 'checkout, guest, 5 lines', path: '/kasse/', basketLines: 5, guest: true },
];

/** The address a path ends at on the baby DE shop: a redirect's target, else the path itself. */
function canonicalPath(port: number, path: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const outgoing = request(
      { host: '127.0.0.1', port, path, headers: { host: `localhost:${port}` } },
      (incoming) => {
        incoming.resume();
        const location = incoming.headers.location;
        const status = incoming.statusCode ?? 0;
        if (status >= 300 && status < 400 && location) {
          resolve(new URL(location, `http://localhost:${port}`).pathname);
        } else if (status === 200) {
          resolve(path);
        } else {
          reject(new Error(`${path} answered ${status}`));
        }
      },
    );
    outgoing.on('error', reject);
    outgoing.end();
  });
}

const products = 2000;
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const lighthouseRunCount = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5);
const connectionCounts = [1, 20] as const;
/**
 * BENCH_ONLY=product,listing measures only the page types whose name contains one of the words
 * (and the type-ahead only when 'suggestions' is one): a page's figures in minutes, not the
 * whole table's half hour. Unset: everything.
 */
const onlyWords = (process.env.BENCH_ONLY ?? '')
  .split(',')
  .map((word) => word.trim().toLowerCase())
  .filter((word) => word !== '');
const chosen = (name: string) =>
  onlyWords.length === 0 || onlyWords.some((word) => name.toLowerCase().includes(word));

interface PageResult {
  readonly type: string;
  readonly path: string;
  readonly lighthouse: readonly LighthouseRun[];
  readonly bytes: PageBytes;
  readonly storefront: ReadonlyMap<number, Load>;
  /** The same page rendered afresh for every request (its render cache bypassed). */
  readonly uncached: ReadonlyMap<number, Load>;
  readonly nginx?: ReadonlyMap<number, Load>;
}

async function loadAtEachConcurrency(
  port: number,
  path: string,
  headers: Readonly<Record<string, string>> = {},
) {
  const loads = new Map<number, Load>();
  for (const connections of connectionCounts) {
    loads.set(connections, await measureLoad(port, path, connections, seconds, headers));
  }
  return loads;
}

function printSuggestions(loads: readonly { label: string; load: SuggestionLoad }[]) {
  printTable(
    `Type-ahead suggestions (autocannon, ${seconds} s; target p95 < 50 ms at 20 connections)`,
    ['call', 'connections', 'req/s', 'p50', 'p90', 'p97.5', 'p99'],
    loads.map(({ label, load }) => [
      `GET /api/shop/search/suggestions/?q=… ${label}`,
      String(load.connections),
      `${load.requestsPerSecond.toFixed(0)}${load.failures > 0 ? ` (${load.failures} failed)` : ''}`,
      load.p50Ms.toFixed(1),
      load.p90Ms.toFixed(1),
      load.p97_5Ms.toFixed(1),
      load.p99Ms.toFixed(1),
    ]),
  );
}

function printResults(results: readonly PageResult[], nginxFound: boolean) {
  const label = (result: PageResult) => `${result.type} ${result.path}`;

  printTable(
    `Lighthouse mobile (median of ${lighthouseRunCount} runs after a warm-up run)`,
    ['page', 'score', 'runs', 'LCP ms', 'CLS', 'TBT ms'],
    results.map((result) => {
      const runs = result.lighthouse;
      return [
        label(result),
        String(median(runs.map((run) => run.score))),
        runs.map((run) => run.score).join(' '),
        median(runs.map((run) => run.lcpMs)).toFixed(0),
        median(runs.map((run) => run.cls)).toFixed(3),
        median(runs.map((run) => run.tbtMs)).toFixed(0),
      ];
    }),
  );

  printTable(
    'Bytes (kB = 1000 bytes; assets gzip-compressed one by one)',
    [
      'page',
      'JS files',
      'JS raw',
      'JS gzip',
      'CSS files',
      'CSS raw',
      'CSS gzip',
      'HTML raw',
      'loader data raw',
      'loader data gzip',
      'HTML gzip as served',
      'one-pass gzip',
      'served/one-pass',
    ],
    results.map(({ bytes, type, path }) => [
      `${type} ${path}`,
      String(bytes.javascript.files),
      kilobytes(bytes.javascript.raw),
      kilobytes(bytes.javascript.gzip),
      String(bytes.css.files),
      kilobytes(bytes.css.raw),
      kilobytes(bytes.css.gzip),
      kilobytes(bytes.html.raw),
      kilobytes(bytes.loaderData.raw),
      kilobytes(bytes.loaderData.gzip),
      kilobytes(bytes.servedGzip),
      kilobytes(bytes.html.gzip),
      (bytes.servedGzip / bytes.html.gzip).toFixed(2),
    ]),
  );

  const figures = (load: Load | undefined) =>
    load === undefined
      ? ['-', '-', '-']
      : [
          `${load.requestsPerSecond.toFixed(0)}${load.failures > 0 ? ` (${load.failures} failed)` : ''}`,
          load.p50Ms.toFixed(1),
          load.p99Ms.toFixed(1),
        ];
  const ratio = (storefront: number, nginx: number | undefined) =>
    nginx === undefined ? '-' : (storefront / nginx).toFixed(3);
  printTable(
    `Load (autocannon, ${seconds} s per run, Accept-Encoding: gzip; ms latency; storefront = render cache on, uncached = every answer rendered)` +
      (nginxFound ? '' : ' — nginx not found: its columns are skipped'),
    [
      'page',
      'connections',
      'storefront req/s',
      'p50',
      'p99',
      'uncached req/s',
      'p50',
      'p99',
      'nginx req/s',
      'p50',
      'p99',
      'req/s storefront/nginx',
      'p50 storefront/nginx',
    ],
    results.flatMap((result) =>
      connectionCounts.map((connections) => {
        const storefront = result.storefront.get(connections);
        const nginx = result.nginx?.get(connections);
        return [
          label(result),
          String(connections),
          ...figures(storefront),
          ...figures(result.uncached.get(connections)),
          ...figures(nginx),
          ratio(storefront?.requestsPerSecond ?? Number.NaN, nginx?.requestsPerSecond),
          ratio(storefront?.p50Ms ?? Number.NaN, nginx?.p50Ms),
        ];
      }),
    ),
  );
}

async function main() {
  const nginx = findNginx();
  console.log(
    `page benchmark: ${products} products, Lighthouse ${lighthouseRunCount} runs per page (${chromePath}), ` +
      `autocannon ${seconds} s per run${onlyWords.length > 0 ? `, only ${onlyWords.join(', ')}` : ''}; ${availableParallelism()} cores, load average ${loadavg()[0]?.toFixed(2)}`,
  );
  if (nginx === undefined) {
    console.log(
      "nginx not found (PATH or /usr/sbin): its comparison is skipped. Install Debian's package with `apt-get install -y nginx`.",
    );
  }

  let started = performance.now();
  await buildStorefront();
  console.log(`built in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  started = performance.now();
  const server = await startBenchServer(products);
  console.log(
    `server up on 127.0.0.1:${server.port} (seeded in ${((performance.now() - started) / 1000).toFixed(0)} s)`,
  );

  const results: PageResult[] = [];
  let suggestions: { label: string; load: SuggestionLoad }[] | undefined;
  let staticServer: StaticServer | undefined;
  try {
    const measured: Omit<PageResult, 'nginx'>[] = [];
    const htmlByPath = new Map<string, string>();
    for (const pageType of pageTypes.filter((candidate) => chosen(candidate.type))) {
      const { type, basketLines, guest } = pageType;
      const cookie =
        basketLines === undefined
          ? undefined
          : guest
            ? await guestWithBasket(server.port, basketLines)
            : await visitorWithBasket(server.port, basketLines);
      // The checkout sends an anonymous visitor to its login: its own address is measured.
      const path = guest ? pageType.path : await canonicalPath(server.port, pageType.path);
      console.log(`measuring ${path}${cookie === undefined ? '' : ` (${type})`} …`);
      const lighthouse = await lighthouseRuns(
        `http://localhost:${server.port}${path}`,
        lighthouseRunCount,
        cookie,
      );
      const { htmlText, ...bytes } = await measurePageBytes(
        server.port,
        path,
        join(appRoot, 'build/client'),
        cookie,
      );
      // nginx serves one file per path: the anonymous page stays the yardstick of its path.
      if (!htmlByPath.has(path)) htmlByPath.set(path, htmlText);
      const visitorHeaders: Record<string, string> = cookie === undefined ? {} : { cookie };
      const storefront = await loadAtEachConcurrency(server.port, path, visitorHeaders);
      const uncached = await loadAtEachConcurrency(server.port, path, {
        ...uncachedHeaders,
        ...visitorHeaders,
      });
      measured.push({ type, path, lighthouse, bytes, storefront, uncached });
    }
    if (chosen('suggestions')) {
      suggestions = [
        { label: '(kept answers)', load: await measureSuggestions(server.port, 20, seconds) },
        {
          label: '(every answer computed)',
          load: await measureSuggestions(server.port, 20, seconds, uncachedHeaders),
        },
      ];
    }
    // The storefront is idle while nginx is timed (both would share the 2 cores otherwise).
    if (nginx !== undefined) staticServer = await startNginx(nginx, htmlByPath);
    for (const result of measured) {
      const nginxLoads = staticServer
        ? await loadAtEachConcurrency(staticServer.port, result.path)
        : undefined;
      results.push(nginxLoads ? { ...result, nginx: nginxLoads } : result);
    }
  } finally {
    await staticServer?.stop();
    await server.stop();
  }
  printResults(results, nginx !== undefined);
  if (suggestions !== undefined) printSuggestions(suggestions);
  // Other work on the machine moves every figure above: its load says how much there was.
  console.log(
    `\nload average at the end: ${loadavg()
      .map((load) => load.toFixed(2))
      .join(' ')}`,
  );
}

await main();
