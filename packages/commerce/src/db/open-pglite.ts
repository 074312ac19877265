import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { CommerceDrizzle, Database } from './database';
import { toRawQuery } from './database';
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
 * Opens PGlite with pg_trgm and unaccent. It takes seconds and hundreds of MB, so a process
 * opens it once (STACK-NOTES) and shares it.
 */
export async function openPglite(dataDir: string): Promise<Database> {
  if (!isMemoryDataDir(dataDir)) await mkdir(dataDir, { recursive: true });
  const client = await PGlite.create({
    ...(isMemoryDataDir(dataDir) ? {} : { dataDir }),
    extensions: { pg_trgm, unaccent },
    postgresqlconf: pgliteSettings,
  });
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
    close: () => client.close(),
  };
}
