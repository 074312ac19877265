import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { CommerceDrizzle, Database } from './database';
import { toRawQuery } from './database';
import * as schema from './schema';

/** The advisory lock key that serialises migrating and seeding across servers. */
const startupLockKey = 7_246_301;

type Queryable = Pick<pg.PoolClient, 'query'>;

const rowsOn =
  (target: Queryable) =>
  async <Row>(query: Parameters<Database['rows']>[0]): Promise<Row[]> => {
    const { text, params } = toRawQuery(query);
    const result = await target.query(text, [...params]);
    return result.rows as Row[];
  };
const execOn = (target: Queryable) => async (text: string) => {
  await target.query(text);
};

/** Opens a PostgreSQL connection pool (`DATABASE_URL`). */
export async function openPostgres(databaseUrl: string, maxConnections = 10): Promise<Database> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: maxConnections });
  let closing = false;
  // An idle connection can fail (server restart, terminated backend). Without a listener that
  // would crash the process; the pool replaces the connection on the next query.
  pool.on('error', (error) => {
    if (!closing) console.error(`commerce: idle PostgreSQL connection failed: ${error.message}`);
  });
  // Fail at start-up, not on the first request, when the server cannot be reached.
  const probe = await pool.connect();
  probe.release();
  const nodePgDb = drizzle({ client: pool, schema });
  const drizzleDb = nodePgDb as unknown as CommerceDrizzle;
  return {
    kind: 'postgres',
    drizzle: drizzleDb,
    rows: rowsOn(pool),
    exec: execOn(pool),
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await work({ rows: rowsOn(client), exec: execOn(client) });
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK');
        throw error;
      } finally {
        client.release();
      }
    },
    migrate: (folder) => migrate(nodePgDb, { migrationsFolder: folder }),
    async exclusive(work) {
      const client = await pool.connect();
      try {
        await client.query('SELECT pg_advisory_lock($1)', [startupLockKey]);
        return await work();
      } finally {
        await client.query('SELECT pg_advisory_unlock($1)', [startupLockKey]).catch(() => null);
        client.release();
      }
    },
    close() {
      closing = true;
      return pool.end();
    },
  };
}
