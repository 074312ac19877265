import { sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { defaultCatalogSeed, defaultCatalogSize, generateCatalog } from './generate-catalog';
import { rebuildListings, rebuildSearchWords, rebuildSuggestionEntries } from './read-models';
import { writeCatalog } from './write-catalog';

export interface SeedOptions {
  /** Products of both brands together (default 2,000). */
  readonly products: number;
  readonly seed?: number;
}

export interface SeedReport {
  readonly products: number;
  readonly variants: number;
  readonly prices: number;
  readonly images: number;
  readonly milliseconds: number;
}

const catalogTables = [
  'catalog_meta',
  'suggestion_entries',
  'order_items',
  'set_promotion_articles',
  'set_promotions',
  'search_words',
  'product_listings',
  'product_categories',
  'product_images',
  'variant_price_history',
  'variant_gtins',
  'product_seals',
  'seals',
  'size_tables',
  'variant_prices',
  'variants',
  'product_texts',
  'products',
  'promotions',
  'categories',
  'redirects',
];

/**
 * Replaces the demo catalog (and the orders that point into it) with a freshly generated one,
 * in one transaction, then vacuums and analyses its tables.
 */
export async function seedCatalog(database: Database, options: SeedOptions): Promise<SeedReport> {
  const started = performance.now();
  const seed = options.seed ?? defaultCatalogSeed;
  const catalog = generateCatalog({ products: options.products, seed });
  await database.transaction(async (tx) => {
    await tx.exec(`TRUNCATE ${catalogTables.join(', ')} RESTART IDENTITY CASCADE`);
    await writeCatalog(tx, catalog);
    await rebuildListings(tx);
    await rebuildSearchWords(tx);
    await rebuildSuggestionEntries(tx);
    await tx.rows(
      sql`INSERT INTO catalog_meta (id, products, seed, seeded_at) VALUES (1, ${catalog.products.length}, ${seed}, now())`,
    );
  });
  // VACUUM merges the GIN indexes' pending lists (a bulk insert leaves up to 4 MB there, which
  // every search and category lookup would read in full; PGlite has no autovacuum to do it) and
  // sets the visibility map; ANALYZE gives the planner the new catalog's statistics.
  await database.exec(`VACUUM (ANALYZE) ${catalogTables.join(', ')}`);
  return {
    products: catalog.products.length,
    variants: catalog.variants.length,
    prices: catalog.prices.length,
    images: catalog.images.length,
    milliseconds: Math.round(performance.now() - started),
  };
}

/** The size of the seeded catalog, or null when the database holds none. */
export async function seededCatalogSize(database: Pick<Database, 'rows'>): Promise<number | null> {
  const [meta] = await database.rows<{ products: number }>(
    sql`SELECT products FROM catalog_meta WHERE id = 1`,
  );
  return meta?.products ?? null;
}

/** Seeds the default catalog unless one is there; safe when several servers start at once. */
export async function seedIfEmpty(
  database: Database,
  options: SeedOptions = { products: defaultCatalogSize },
): Promise<SeedReport | null> {
  return database.exclusive(async () =>
    (await seededCatalogSize(database)) === null ? seedCatalog(database, options) : null,
  );
}
