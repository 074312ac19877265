import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, test } from 'vitest';
import { type Commerce, createCommerce } from '../src/index';
import { babyDe } from './support/shops';
import { freshPostgresDatabase, testDatabases } from './support/test-commerce';

/** The number of migrations in the journal: what every start must have applied. */
async function journalLength(): Promise<number> {
  const journal = JSON.parse(
    await readFile(new URL('../drizzle/meta/_journal.json', import.meta.url), 'utf8'),
  ) as { entries: unknown[] };
  return journal.entries.length;
}

// Only with a PostgreSQL server (TEST_DATABASE_URL, as .ci/run provides); PGlite's start-up is
// start-up.test.ts.
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
      const previous = process.env.DATABASE_URL;
      // The storefront passes no options: DATABASE_URL alone selects PostgreSQL.
      process.env.DATABASE_URL = database.url;
      let servers: Commerce[];
      try {
        servers = await Promise.all(
          [1, 2, 3].map(() => createCommerce({ seed: { products: 60 }, imageCacheDir: tmpdir() })),
        );
      } finally {
        if (previous === undefined) delete process.env.DATABASE_URL;
        else process.env.DATABASE_URL = previous;
      }
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
