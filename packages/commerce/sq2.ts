import { sql } from 'drizzle-orm';
import { openDatabase } from './src/db/open-database';
import { prefixTsquery } from './src/search/tsquery';

const db = await openDatabase({ dataDir: '/work/main/.data/bench-pglite-50000', databaseUrl: '' });
const time = async (label: string, q: ReturnType<typeof sql>) => {
  await db.rows(q);
  const t = performance.now();
  for (let i = 0; i < 3; i++) await db.rows(q);
  console.log(label, ((performance.now() - t) / 3).toFixed(1));
};
const exists = (tokens: string[]) =>
  sql`SELECT EXISTS (SELECT 1 FROM product_texts t JOIN product_listings l ON l.product_id = t.product_id AND l.shop_id = 10 WHERE t.language = 'de' AND t.search_vector @@ ${prefixTsquery('de', tokens, '&')}) AS found`;
await time('exists kindrwagen', exists(['kindrwagen']));
await time('exists kinderwagen', exists(['kinderwagen']));
await time(
  'correct',
  sql`SELECT (SELECT w.word FROM search_words w WHERE w.language = 'de' AND w.catalog = 'baby' AND w.word % commerce_unaccent(token.value) ORDER BY similarity(w.word, commerce_unaccent(token.value)) DESC, w.frequency DESC, w.word LIMIT 1) FROM unnest(${sql.param(['kindrwagen'])}::text[]) WITH ORDINALITY AS token(value, position)`,
);
await time('count words', sql`select count(*) from search_words`);
const rows = await db.rows<Record<string, string>>(sql`EXPLAIN ANALYZE ${exists(['kindrwagen'])}`);
console.log(rows.map((r) => Object.values(r)[0]).join('\n'));
await db.close();
