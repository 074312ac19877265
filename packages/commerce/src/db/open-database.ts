import { join } from 'node:path';
import type { Database } from './database';
import { type Durability, defaultDurability } from './durability';
import { openPglite } from './open-pglite';
import { openPostgres } from './open-postgres';
import { defaultDataRoot, migrationsDirectory } from './package-paths';

export interface OpenDatabaseOptions {
  /** PostgreSQL connection string (a server passes `DATABASE_URL`). Without one, PGlite is used. */
  readonly databaseUrl?: string;
  /** PGlite's folder (default `<repo>/.data/pglite`); `memory://` keeps it in memory. */
  readonly dataDir?: string;
  /**
   * How PGlite commits in a folder (default `durable`; a server passes `VITRINE_DURABILITY`).
   * PostgreSQL ignores it: there the server's configuration (fsync, synchronous_commit) decides.
   */
  readonly durability?: Durability;
}

/** The PGlite folder used when none is given. */
export function defaultPgliteDir(): string {
  return join(defaultDataRoot(), 'pglite');
}

/**
 * Opens the database the options name and applies the migrations: the same SQL files in both
 * modes. Open it once per process.
 */
export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<Database> {
  const databaseUrl = options.databaseUrl ?? '';
  const durability = options.durability ?? defaultDurability;
  const database =
    databaseUrl.trim() !== ''
      ? await openPostgres(databaseUrl)
      : await openPglite(options.dataDir ?? defaultPgliteDir(), { durability });
  try {
    await database.exclusive(() => database.migrate(migrationsDirectory()));
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}
