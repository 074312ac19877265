import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, test } from 'vitest';
import { createCommerce } from '../src/index';
import { babyDe } from './support/shops';

describe('start-up: migrate, seed when empty, reseed (PGlite in a data folder)', () => {
  const folders: string[] = [];
  afterAll(async () => {
    for (const folder of folders) await rm(folder, { recursive: true, force: true });
  });

  test('the first start migrates and seeds; the next start keeps the catalog; reseed rebuilds it', async () => {
    const root = await mkdtemp(join(tmpdir(), 'vitrine-start-'));
    folders.push(root);
    const dataDir = join(root, 'pglite');
    const first = await createCommerce({ databaseUrl: '', dataDir, seed: { products: 60 } });
    expect(first.seeded?.products).toBe(60);
    expect(first.db.kind).toBe('pglite');
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
    const journal = JSON.parse(
      await readFile(new URL('../drizzle/meta/_journal.json', import.meta.url), 'utf8'),
    ) as { entries: unknown[] };
    expect(migrations[0]?.n).toBe(journal.entries.length);

    const report = await second.reseed({ products: 80 });
    expect(report.products).toBe(80);
    const [products] = await second.db.rows<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM products`,
    );
    expect(products?.n).toBe(80);
    expect(second.catalog.categories(babyDe).length).toBeGreaterThan(0);
    await second.close();
  });

  test('seed: false leaves an empty database empty; a shop context that names no shop throws', async () => {
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
  });
});
