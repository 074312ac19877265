import { sql } from 'drizzle-orm';
import { toRawQuery } from './src/db/database';
import { createCommerce } from './src/index';

const c = await createCommerce({
  dataDir: '/work/main/.data/bench-pglite-50000',
  seed: false,
  databaseUrl: '',
});
const de = { shopId: 10, language: 'de', currency: 'EUR' } as const;
const orig = c.db.rows.bind(c.db);
let captured: ReturnType<typeof sql> | null = null;
(c.db as { rows: unknown }).rows = async (q: ReturnType<typeof sql>) => {
  if (toRawQuery(q).text.includes('flagged')) captured = q;
  return orig(q);
};
await c.search.search(de, { query: process.argv[2] ?? 'nido' });
const rows = await orig<Record<string, string>>(sql`EXPLAIN (ANALYZE, COSTS OFF) ${captured!}`);
console.log(
  rows
    .map((r) => Object.values(r)[0])
    .filter((l) => !/Buffers|Index Searches|Storage|Batches/.test(l))
    .slice(0, 40)
    .join('\n'),
);
await c.close();
