import { sql } from 'drizzle-orm';
import { toRawQuery } from './src/db/database';
import { createCommerce } from './src/index';

const c = await createCommerce({
  dataDir: '/work/main/.data/bench-pglite-50000',
  seed: false,
  databaseUrl: '',
});
const de = { shopId: 10, language: 'de', currency: 'EUR' } as const;
const time = async (label: string, f: () => Promise<unknown>, n = 5) => {
  await f();
  const t = performance.now();
  for (let i = 0; i < n; i++) await f();
  console.log(label, ((performance.now() - t) / n).toFixed(1), 'ms');
};
const root = c.catalog.categories(de)[0]!;
const leaf = root.children[0]!.children[0]!;
await time('listing root', () => c.catalog.listing(de, { categoryId: root.id }));
await time('listing leaf', () => c.catalog.listing(de, { categoryId: leaf.id }));
const ids = (
  await c.db.rows<{ product_id: number }>(
    sql`select product_id from product_listings where shop_id=10 limit 24`,
  )
).map((r) => r.product_id);
await time('load 24', () => c.catalog.productsByIds(de, ids));
await time('load 1', () => c.catalog.productById(de, ids[3]!), 20);
await time('base count root', () =>
  c.db.rows(
    sql`select count(*) from product_listings l where l.shop_id=10 and l.category_ids @> ARRAY[${root.id}::int]`,
  ),
);
await time('search kinderwagen', () => c.search.search(de, { query: 'kinderwagen' }));
await time('search nido', () => c.search.search(de, { query: 'nido' }));
await time('suggest kin', () => c.search.suggest(de, 'kin'));
await time('suggest milchp', () => c.search.suggest(de, 'milchp'));
const explain = async (q: ReturnType<typeof sql>) => {
  const { text, params } = toRawQuery(q);
  const rows = await c.db.rows<{ 'QUERY PLAN': string }>(sql.raw('select 1'));
  void rows;
};
void explain;
await c.close();
