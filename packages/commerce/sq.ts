import { createCommerce } from './src/index';

const c = await createCommerce({
  dataDir: '/work/main/.data/bench-pglite-50000',
  seed: false,
  databaseUrl: '',
});
const shops = {
  de: { shopId: 10, language: 'de', currency: 'EUR' },
  fr: { shopId: 12, language: 'fr', currency: 'CHF' },
  nl: { shopId: 14, language: 'nl', currency: 'EUR' },
  vit: { shopId: 20, language: 'de', currency: 'EUR' },
} as const;
const qs: [keyof typeof shops, string][] = [
  ['de', 'kinderwagen'],
  ['de', 'babyflasche'],
  ['de', 'schlafsack blau'],
  ['de', 'body'],
  ['de', 'babyphone'],
  ['de', 'kindrwagen'],
  ['de', 'nido'],
  ['vit', 'topf'],
  ['vit', 'bettdecke'],
  ['vit', 'massage'],
  ['vit', 'teppich grau'],
  ['vit', 'gutschein'],
  ['vit', 'badeöl'],
  ['vit', 'vitamin'],
  ['fr', 'poussette'],
  ['fr', 'pousette'],
  ['fr', 'lit bébé'],
  ['nl', 'kinderwagen'],
  ['nl', 'romper'],
];
for (const [s, q] of qs) {
  await c.search.search(shops[s], { query: q });
  const t = performance.now();
  let r;
  for (let i = 0; i < 3; i++) r = await c.search.search(shops[s], { query: q });
  console.log(
    s,
    q,
    ((performance.now() - t) / 3).toFixed(1),
    r && r.kind === 'ok' ? [r.pagination.total, r.match] : r,
  );
}
await c.close();
