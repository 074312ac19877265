import { sql } from 'drizzle-orm';
import { queryProducts } from './src/catalog/product-query';
import { openDatabase } from './src/db/open-database';
import { resolveShopContext } from './src/shop-context';

const db = await openDatabase({ dataDir: '/work/main/.data/bench-pglite-50000', databaseUrl: '' });
const explain = async (label: string, q: ReturnType<typeof sql>) => {
  const rows = await db.rows<Record<string, string>>(sql`EXPLAIN (ANALYZE, COSTS OFF) ${q}`);
  console.log('==', label);
  console.log(rows.map((r) => Object.values(r)[0]).join('\n'));
};
const ctx = resolveShopContext({ shopId: 10, language: 'de', currency: 'EUR' });
const capture = {
  rows: async (q: ReturnType<typeof sql>) => {
    await explain('product 1', q);
    return [];
  },
};
await queryProducts(capture as never, ctx, sql`p.id = ANY(${sql.param([1234])}::int[])`, {
  includeInactive: false,
});
await explain(
  'count root',
  sql`select count(*) from product_listings l where l.shop_id=10 and l.category_ids @> ARRAY[1000]`,
);
await explain(
  'fts nido',
  sql`select count(*) from product_texts t join product_listings l on l.product_id = t.product_id and l.shop_id = 10 where t.language = 'de' and t.search_vector @@ to_tsquery('german', 'nido:*')`,
);
await db.close();
