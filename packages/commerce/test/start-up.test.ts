import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, describe, expect, test } from 'vitest';
import { commerceOptionsFromEnv, createCommerce, parseCommerceEnv } from '../src/index';
import { babyDe } from './support/shops';
import { freshPostgresDatabase, testDatabases } from './support/test-commerce';

/**
 * These tests open PGlite more than once inside the test (other suites open it in a hook, whose
 * limit is the config's hookTimeout); opening it takes seconds alone and far longer on a
 * machine busy with other work.
 */
const openingTimeout = 240_000;

/** The number of migrations in the journal: what every start must have applied. */
async function journalLength(): Promise<number> {
  const journal = JSON.parse(
    await readFile(new URL('../drizzle/meta/_journal.json', import.meta.url), 'utf8'),
  ) as { entries: unknown[] };
  return journal.entries.length;
}

describe('start-up: migrate, seed when empty, reseed (PGlite in a data folder)', () => {
  const folders: string[] = [];
  afterAll(async () => {
    for (const folder of folders) await rm(folder, { recursive: true, force: true });
  });

  test(
    'the first start migrates and seeds; the next start keeps the catalog; reseed rebuilds it',
    async () => {
      const root = await mkdtemp(join(tmpdir(), 'vitrine-start-'));
      folders.push(root);
      const dataDir = join(root, 'pglite');
      const first = await createCommerce({ databaseUrl: '', dataDir, seed: { products: 60 } });
      expect(first.seeded?.products).toBe(60);
      expect(first.db.kind).toBe('pglite');
      const extensions = await first.db.rows<{ extname: string }>(
        sql`SELECT extname FROM pg_extension WHERE extname IN ('pg_trgm', 'unaccent') ORDER BY extname`,
      );
      expect(extensions.map((row) => row.extname)).toEqual(['pg_trgm', 'unaccent']);
      // Seeding vacuums: no GIN index keeps entries in its pending list, which every search and
      // category lookup would read in full (PGlite has no autovacuum).
      const pending = await first.db.rows<{ pages: number }>(sql`
      SELECT gin_clean_pending_list(c.oid)::int AS pages FROM pg_class c JOIN pg_am am ON am.oid = c.relam
      WHERE c.relkind = 'i' AND am.amname = 'gin'`);
      expect(pending.length).toBeGreaterThanOrEqual(3);
      expect(pending.every((row) => row.pages === 0)).toBe(true);
      await first.db.rows(
        sql`INSERT INTO order_items (order_id, product_id, shop_id) VALUES ('kept', 1, 10)`,
      );
      await first.close();

      const second = await createCommerce({ databaseUrl: '', dataDir, seed: { products: 60 } });
      expect(second.seeded).toBeNull();
      const [kept] = await second.db.rows<{ n: number }>(
        sql`SELECT count(*)::int AS n FROM order_items`,
      );
      expect(kept?.n).toBe(1);
      const migrations = await second.db.rows<{ n: number }>(
        sql`SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations`,
      );
      expect(migrations[0]?.n).toBe(await journalLength());

      const report = await second.reseed({ products: 80 });
      expect(report.products).toBe(80);
      const [products] = await second.db.rows<{ n: number }>(
        sql`SELECT count(*)::int AS n FROM products`,
      );
      expect(products?.n).toBe(80);
      expect(second.catalog.categories(babyDe).length).toBeGreaterThan(0);
      await second.close();
    },
    openingTimeout,
  );

  test(
    'seed: false leaves an empty database empty; a shop context that names no shop throws',
    async () => {
      const commerce = await createCommerce({ databaseUrl: '', dataDir: 'memory://', seed: false });
      expect(commerce.seeded).toBeNull();
      expect(await commerce.catalog.productById(babyDe, 1)).toBeNull();
      expect(commerce.catalog.categories(babyDe)).toEqual([]);
      const result = await commerce.search.search(babyDe, { query: 'kinderwagen' });
      expect(result.kind === 'ok' && result.pagination.total).toBe(0);
      // A context outside the market data is a programming error, not a shopper's bad input.
      await expect(
        commerce.catalog.productById({ shopId: 99, language: 'de', currency: 'EUR' }, 1),
      ).rejects.toThrow(/Unknown shop id 99/);
      await expect(
        commerce.catalog.productById({ shopId: 10, language: 'fr', currency: 'EUR' }, 1),
      ).rejects.toThrow(/no locale in fr/);
      await commerce.close();
    },
    openingTimeout,
  );
});

// Only with a PostgreSQL server (TEST_DATABASE_URL, as .ci/run provides).
describe.each(testDatabases.filter((kind) => kind === 'postgres'))(
  'start-up on %s: DATABASE_URL, migrate and seed once, reseed',
  () => {
    const cleanups: (() => Promise<void>)[] = [];
    afterEach(async () => {
      for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
    });

    test('servers starting together on one empty database migrate and seed it once', async () => {
      const database = await freshPostgresDatabase();
      cleanups.push(database.drop);
      // As the storefront starts: DATABASE_URL alone selects PostgreSQL.
      const fromEnv = commerceOptionsFromEnv(parseCommerceEnv({ DATABASE_URL: database.url }));
      const servers = await Promise.all(
        [1, 2, 3].map(() =>
          createCommerce({ ...fromEnv, seed: { products: 60 }, imageCacheDir: tmpdir() }),
        ),
      );
      cleanups.push(async () => {
        for (const server of servers) await server.close();
      });
      expect(servers.map((server) => server.db.kind)).toEqual(['postgres', 'postgres', 'postgres']);
      expect(servers.filter((server) => server.seeded !== null)).toHaveLength(1);
      const [first] = servers;
      if (first === undefined) throw new Error('no server started');
      const [counts] = await first.db.rows<{ products: number; migrations: number }>(sql`
        SELECT (SELECT count(*)::int FROM products) AS products,
          (SELECT count(*)::int FROM drizzle.__drizzle_migrations) AS migrations`);
      expect(counts).toEqual({ products: 60, migrations: await journalLength() });
      // Every server answers from the one catalog.
      for (const server of servers) {
        expect(server.catalog.categories(babyDe).length).toBeGreaterThan(0);
      }
    });

    test('pg_trgm and unaccent are installed by the migrations; reseed rebuilds the catalog and vacuums it', async () => {
      const database = await freshPostgresDatabase();
      cleanups.push(database.drop);
      const commerce = await createCommerce({
        databaseUrl: database.url,
        seed: { products: 60 },
        imageCacheDir: tmpdir(),
      });
      cleanups.push(() => commerce.close());
      const extensions = await commerce.db.rows<{ extname: string }>(
        sql`SELECT extname FROM pg_extension WHERE extname IN ('pg_trgm', 'unaccent') ORDER BY extname`,
      );
      expect(extensions.map((row) => row.extname)).toEqual(['pg_trgm', 'unaccent']);
      const report = await commerce.reseed({ products: 80 });
      expect(report.products).toBe(80);
      const pending = await commerce.db.rows<{ pages: number }>(sql`
        SELECT gin_clean_pending_list(c.oid)::int AS pages FROM pg_class c
        JOIN pg_am am ON am.oid = c.relam WHERE c.relkind = 'i' AND am.amname = 'gin'`);
      expect(pending.length).toBeGreaterThanOrEqual(3);
      expect(pending.every((row) => row.pages === 0)).toBe(true);
      const [products] = await commerce.db.rows<{ n: number }>(
        sql`SELECT count(*)::int AS n FROM products`,
      );
      expect(products?.n).toBe(80);
    });
  },
);
