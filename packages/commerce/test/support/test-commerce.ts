import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { type Commerce, createCommerce } from '../../src/index';
import { type TestDatabase, testDatabasesFor } from './test-databases';

export type { TestDatabase } from './test-databases';

/**
 * PGlite always; PostgreSQL too when `TEST_DATABASE_URL` names a server. Under `CI` without it,
 * loading a suite throws, so the run fails instead of skipping PostgreSQL.
 */
export const testDatabases: readonly TestDatabase[] = testDatabasesFor(process.env);

/** The size of the catalog the integration suites seed. */
export const smallCatalogSize = 150;

export interface TestCommerce {
  readonly commerce: Commerce;
  /** The image cache of this commerce instance (a temporary folder). */
  readonly imageCacheDir: string;
  close(): Promise<void>;
}

/** A fresh database on the server of `TEST_DATABASE_URL`, dropped again by `close`. */
export async function freshPostgresDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL ?? '';
  const name = `vitrine_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

/**
 * Opens the commerce engine on a new, empty database of the given kind and seeds a catalog of
 * `products` products. Each call is isolated: PGlite in memory, PostgreSQL in a new database.
 */
export async function openTestCommerce(
  kind: TestDatabase,
  products = smallCatalogSize,
  /** The engine's clock (sessions, outbox, price changes), which a test may move. */
  clock: { readonly now?: () => Date } = {},
): Promise<TestCommerce> {
  // Hashes at nice 0: beside a CI's browsers and test runners, the default 19 gets about 1 % of
  // a core, and one sign-in's hash can outlast a test's limit.
  const identity = {
    identity: {
      passwordHashing: { nice: 0 },
      ...(clock.now === undefined ? {} : { now: clock.now }),
    },
  };
  const imageCacheDir = await mkdtemp(join(tmpdir(), 'vitrine-images-'));
  if (kind === 'pglite') {
    const commerce = await createCommerce({
      databaseUrl: '',
      dataDir: 'memory://',
      // In memory nothing reaches a disk; said explicitly so a folder here would stay fast too.
      durability: 'relaxed',
      seed: { products },
      imageCacheDir,
      ...identity,
    });
    return {
      commerce,
      imageCacheDir,
      async close() {
        await commerce.close();
        await rm(imageCacheDir, { recursive: true, force: true });
      },
    };
  }
  const database = await freshPostgresDatabase();
  const commerce = await createCommerce({
    databaseUrl: database.url,
    seed: { products },
    imageCacheDir,
    ...identity,
  });
  return {
    commerce,
    imageCacheDir,
    async close() {
      await commerce.close();
      await database.drop();
      await rm(imageCacheDir, { recursive: true, force: true });
    },
  };
}
