import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { lockDataFolder } from './data-folder-lock';
import type { CommerceDrizzle, Database } from './database';
import { toRawQuery } from './database';
import type { Durability } from './durability';
import { DurableNodeFS, pgliteDurabilitySettings } from './pglite-durable-fs';
import * as schema from './schema';

/** `memory://` (or an empty string) keeps the database in memory; anything else is a folder. */
export function isMemoryDataDir(dataDir: string): boolean {
  return dataDir === '' || dataDir.startsWith('memory://');
}

/**
 * PGlite's defaults suit a small database in a browser tab. A server keeps the catalog's working
 * set in shared buffers (the WASM heap) and, with everything in memory, an index page costs
 * about what a sequential one does.
 */
const pgliteSettings = [
  'shared_buffers = 768MB',
  'effective_cache_size = 1GB',
  'random_page_cost = 1.1',
  'work_mem = 16MB',
  'jit = off',
];

/**
 * PGlite in memory, or in a folder taken for this process alone (data-folder-lock.ts) and
 * running with the given durability (default durable; pglite-durable-fs.ts).
 */
async function startPglite(dataDir: string, durability: Durability) {
  if (isMemoryDataDir(dataDir)) {
    const client = await PGlite.create({
      extensions: { pg_trgm, unaccent },
      postgresqlconf: pgliteSettings,
    });
    return { client, release: async () => {} };
  }
  const lock = await lockDataFolder(dataDir);
  try {
    const settings = pgliteDurabilitySettings(durability);
    const client = await PGlite.create({
      fs: new DurableNodeFS(dataDir),
      extensions: { pg_trgm, unaccent },
      startParams: settings.startParams,
      postgresqlconf: [...pgliteSettings, ...settings.postgresqlconf],
    });
    return { client, release: () => lock.release() };
  } catch (error) {
    await lock.release();
    throw error;
  }
}

/**
 * Opens PGlite with pg_trgm and unaccent. It takes seconds and hundreds of MB, so a process
 * opens it once (STACK-NOTES) and shares it. A folder that another process has open is refused
 * (DataFolderInUseError) before PGlite touches it.
 */
export async function openPglite(
  dataDir: string,
  options: { readonly durability?: Durability } = {},
): Promise<Database> {
  const { client, release } = await startPglite(dataDir, options.durability ?? 'durable');
  const pgliteDb = drizzle({ client, schema });
  const drizzleDb = pgliteDb as unknown as CommerceDrizzle;

  const rowsOn =
    (target: Pick<PGlite, 'query'>) =>
    async <Row>(query: Parameters<Database['rows']>[0]): Promise<Row[]> => {
      const { text, params } = toRawQuery(query);
      const result = await target.query<Row>(text, [...params]);
      return result.rows;
    };
  const execOn = (target: Pick<PGlite, 'exec'>) => async (text: string) => {
    await target.exec(text);
  };

  return {
    kind: 'pglite',
    drizzle: drizzleDb,
    rows: rowsOn(client),
    exec: execOn(client),
    transaction: (work) => client.transaction((tx) => work({ rows: rowsOn(tx), exec: execOn(tx) })),
    migrate: (folder) => migrate(pgliteDb, { migrationsFolder: folder }),
    exclusive: (work) => work(),
    async close() {
      try {
        await client.close();
      } finally {
        await release();
      }
    },
  };
}
