/**
 * The commerce benchmark: builds (or reuses) the 50,000-product catalog in its own data folder
 * and measures product lookup, category listing with facets, search with facets and
 * suggestions, printing p50/p95/p99 against the targets. `BENCH_DATABASE_URL` runs it on
 * PostgreSQL instead of PGlite; `BENCH_PRODUCTS` changes the size.
 *
 *   npm run bench -w @vitrine/commerce
 */
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { listingSorts } from '@vitrine/domain/listing';
import { sql } from 'drizzle-orm';
import { listingInShop } from '../src/catalog/listing-sql';
import { defaultDataRoot } from '../src/db/package-paths';
import { commerceOptionsFromEnv, createCommerce, parseCommerceEnv } from '../src/index';
import { createRandom } from '../src/seed/random';
import { seededCatalogSize } from '../src/seed/seed';
import { resolveShopContext, type ShopContext } from '../src/shop-context';
import { figures, measure } from './percentiles';

const products = Number(process.env.BENCH_PRODUCTS ?? 50_000);
const databaseUrl = process.env.BENCH_DATABASE_URL ?? '';
const dataDir = join(defaultDataRoot(), `bench-pglite-${products}`);

const targets = { product: 5, listing: 50, search: 80, suggest: 20 } as const;
const shops: readonly ShopContext[] = [
  { shopId: 10, language: 'de', currency: 'EUR' },
  { shopId: 12, language: 'fr', currency: 'CHF' },
  { shopId: 14, language: 'nl', currency: 'EUR' },
  { shopId: 20, language: 'de', currency: 'EUR' },
];
// Relevance, the default sort (§9), is asked for twice as often as each other sort.
const sorts = ['relevance', ...listingSorts] as const;
const queries: Readonly<Record<string, readonly string[]>> = {
  de: [
    'kinderwagen',
    'babyflasche',
    'schlafsack blau',
    'body',
    'babyphone',
    'kindrwagen',
    'topf',
    'bettdecke',
    'lino',
    'nido',
    'massage',
    'teppich grau',
    'gutschein',
    'badeöl',
    'vitamin',
  ],
  fr: [
    'poussette',
    'biberon',
    'gigoteuse',
    'body',
    'babyphone',
    'pousette',
    'lit bébé',
    'peluche',
    'nido',
  ],
  nl: ['kinderwagen', 'zuigfles', 'slaapzak', 'romper', 'babyfoon', 'knuffel', 'badje', 'nido'],
};

function log(line: string) {
  process.stdout.write(`${line}\n`);
}

const started = performance.now();
const commerce = await createCommerce({
  // The server's settings (durability, image and hashing limits) as a server reads them; the
  // database is the bench's own.
  ...commerceOptionsFromEnv(parseCommerceEnv(process.env)),
  databaseUrl,
  dataDir,
  seed: false,
  imageCacheDir: join(defaultDataRoot(), 'bench-image-cache'),
});
let seedNote = `reused the catalog in ${databaseUrl === '' ? dataDir : 'BENCH_DATABASE_URL'}`;
if ((await seededCatalogSize(commerce.db)) !== products) {
  log(`building the ${products}-product catalog…`);
  const report = await commerce.reseed({ products });
  seedNote = `seeded in ${(report.milliseconds / 1000).toFixed(1)} s`;
}
const [size] = await commerce.db.rows<{
  products: number;
  variants: number;
  prices: number;
  listings: number;
}>(sql`SELECT (SELECT count(*)::int FROM products) AS products, (SELECT count(*)::int FROM variants) AS variants,
  (SELECT count(*)::int FROM variant_prices) AS prices, (SELECT count(*)::int FROM product_listings) AS listings`);
const opened = performance.now() - started;

const random = createRandom('bench');
const shopProducts = new Map<number, number[]>();
for (const shop of shops) {
  const rows = await commerce.db.rows<{ product_id: number }>(
    sql`SELECT l.product_id FROM product_listings l WHERE ${listingInShop(resolveShopContext(shop))}`,
  );
  shopProducts.set(
    shop.shopId,
    rows.map((row) => row.product_id),
  );
}
const pickShop = () => random.pick(shops);

const lookups = Array.from({ length: 400 }, () => {
  const shop = pickShop();
  return { shop, id: random.pick(shopProducts.get(shop.shopId) ?? [1]) };
});
const listings = Array.from({ length: 150 }, () => {
  const shop = pickShop();
  const categories = commerce.catalog
    .categories(shop)
    .flatMap((root) => [
      root,
      ...root.children,
      ...root.children.flatMap((child) => child.children),
    ]);
  const category = random.pick(categories);
  const filters = random.chance(0.3)
    ? { color: [random.pick(['blue', 'grey', 'black', 'white', 'pink'])] }
    : {};
  return {
    shop,
    input: { categoryId: category.id, sort: random.pick(sorts), filters, page: 1, perPage: 24 },
  };
});
const searches = Array.from({ length: 150 }, () => {
  const shop = pickShop();
  const query = random.pick(queries[shop.language] ?? queries.de ?? []);
  return { shop, input: { query, sort: random.pick(sorts), page: 1, perPage: 24 } };
});
const suggestions = Array.from({ length: 400 }, () => {
  const shop = pickShop();
  const word = random.pick(queries[shop.language] ?? queries.de ?? []);
  return { shop, text: word.slice(0, random.int(3, Math.max(3, word.length))) };
});

// Warm-up: the first statements of a kind plan and load pages; a server runs warm.
for (const { shop, id } of lookups.slice(0, 20)) await commerce.catalog.productById(shop, id);
for (const { shop, input } of listings.slice(0, 10)) await commerce.catalog.listing(shop, input);
for (const { shop, input } of searches.slice(0, 10)) await commerce.search.search(shop, input);
for (const { shop, text } of suggestions.slice(0, 20)) await commerce.search.suggest(shop, text);

const measurements = {
  product: await measure(lookups, ({ shop, id }) => commerce.catalog.productById(shop, id)),
  listing: await measure(listings, ({ shop, input }) => commerce.catalog.listing(shop, input)),
  search: await measure(searches, ({ shop, input }) => commerce.search.search(shop, input)),
  suggest: await measure(suggestions, ({ shop, text }) => commerce.search.suggest(shop, text)),
};

const labels = {
  product: 'product lookup (full Product, siblings)',
  listing: 'category listing + facets (24/page)',
  search: 'search + facets (24/page)',
  suggest: 'suggestions (type-ahead)',
} as const;
log('');
log(
  `Vitrine commerce benchmark — ${commerce.db.kind === 'pglite' ? 'PGlite' : 'PostgreSQL'}, Node ${process.version}, ${cpus().length} cores, load ${loadavg()
    .map((value) => value.toFixed(2))
    .join(' ')}`,
);
log(
  `catalog: ${size?.products} products, ${size?.variants} variants, ${size?.prices} shop prices, ${size?.listings} listing rows (product × language) (${seedNote}; open ${(opened / 1000).toFixed(1)} s)`,
);
log('');
const ms = (value: number) => `${value.toFixed(2)} ms`.padStart(9);
log(
  `${'operation'.padEnd(42)} ${'n'.padStart(4)} ${'p50'.padStart(9)} ${'p95'.padStart(9)} ${'p99'.padStart(9)} ${'cpu p50'.padStart(9)} ${'cpu p95'.padStart(9)}  target p95`,
);
let failed = false;
for (const key of Object.keys(measurements) as (keyof typeof measurements)[]) {
  const wall = figures(measurements[key].wall);
  const cpu = figures(measurements[key].cpu);
  const ok = wall.p95 < targets[key];
  failed ||= !ok;
  log(
    `${labels[key].padEnd(42)} ${String(wall.count).padStart(4)} ${ms(wall.p50)} ${ms(wall.p95)} ${ms(wall.p99)} ${ms(cpu.p50)} ${ms(cpu.p95)}  < ${targets[key]} ms ${ok ? 'ok' : 'MISSED'}`,
  );
}
log('');
log(
  commerce.db.kind === 'pglite'
    ? 'cpu: CPU time of this process per call; PGlite runs in it, so this is the cost without waiting for a core'
    : 'cpu: CPU time of this process per call, without the PostgreSQL server',
);
await commerce.close();
process.exitCode = failed ? 1 : 0;
