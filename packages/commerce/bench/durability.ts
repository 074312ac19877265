/**
 * What durable commits cost on PGlite (issue 12, item 2): seeds the demo catalog and places
 * orders in a fresh data folder per durability, alternating them so that the load of a shared
 * machine falls on both alike, and prints the figures. Nothing is asserted.
 *
 *   npm run bench:durability -w @vitrine/commerce   (BENCH_PRODUCTS, BENCH_ORDERS, BENCH_ROUNDS)
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import {
  type Commerce,
  commerceOptionsFromEnv,
  createCommerce,
  type Durability,
  parseCommerceEnv,
  testPaymentData,
} from '../src/index';
import { testAddress } from '../test/support/shopping';
import { figures } from './percentiles';

const products = Number(process.env.BENCH_PRODUCTS ?? 2_000);
const orders = Number(process.env.BENCH_ORDERS ?? 40);
const rounds = Number(process.env.BENCH_ROUNDS ?? 2);
const shop = { shopId: 10, language: 'de', currency: 'EUR' } as const;

function log(line: string) {
  process.stdout.write(`${line}\n`);
}

/** One order as the checkout places it: a basket line, then the order's transaction. */
async function placeOrders(commerce: Commerce): Promise<number[]> {
  const [variant] = await commerce.db.rows<{ id: number }>(sql`
    SELECT v.id FROM variants v JOIN products p ON p.id = v.product_id
    JOIN variant_prices vp ON vp.variant_id = v.id AND vp.shop_id = ${shop.shopId}
    WHERE v.bvc = 1 AND p.is_active AND p.promotion_id IS NULL ORDER BY v.id LIMIT 1`);
  if (variant === undefined) throw new Error('no buyable variant');
  await commerce.db.rows(
    sql`UPDATE variants SET stock_quantity = 1000000 WHERE id = ${variant.id}`,
  );
  const durations: number[] = [];
  for (let index = 0; index < orders; index += 1) {
    const buyer = {
      userId: randomBytes(32).toString('hex'),
      customerId: randomBytes(8).toString('hex'),
      email: `bench-${index}@example.org`,
      isGuest: true,
    };
    await commerce.basket.addItem(shop, buyer, {
      basketKey: `basket_${shop.shopId}_${buyer.userId}`,
      variantId: variant.id,
    });
    const started = performance.now();
    const placed = await commerce.checkout.placeOrder(shop, buyer, {
      idempotencyKey: randomUUID(),
      billingAddress: testAddress,
      paymentMethod: 'KK',
      paymentData: { cardNumber: testPaymentData.cards.authorise },
    });
    durations.push(performance.now() - started);
    if (placed.kind !== 'placed') throw new Error(JSON.stringify(placed));
  }
  return durations;
}

/** The rest of a server's settings (hashing limits, mail) as a server reads them. */
const serverSettings = commerceOptionsFromEnv(parseCommerceEnv(process.env));

const results: Record<Durability, { seed: number[]; order: number[] }> = {
  durable: { seed: [], order: [] },
  relaxed: { seed: [], order: [] },
};
log(
  `durability bench: ${products} products, ${orders} orders, ${rounds} rounds, load ${loadavg()[0]?.toFixed(1)}`,
);
for (let round = 0; round < rounds; round += 1) {
  const order: Durability[] = round % 2 === 0 ? ['relaxed', 'durable'] : ['durable', 'relaxed'];
  for (const durability of order) {
    const root = await mkdtemp(join(tmpdir(), 'vitrine-durability-'));
    try {
      const started = performance.now();
      const commerce = await createCommerce({
        ...serverSettings,
        databaseUrl: '',
        dataDir: join(root, 'pglite'),
        imageCacheDir: join(root, 'image-cache'),
        durability,
        seed: { products },
      });
      results[durability].seed.push(performance.now() - started);
      results[durability].order.push(...(await placeOrders(commerce)));
      await commerce.close();
    } finally {
      await rm(root, { recursive: true, force: true });
    }
    log(`  round ${round + 1} ${durability}: done (load ${loadavg()[0]?.toFixed(1)})`);
  }
}
for (const durability of ['relaxed', 'durable'] as const) {
  const seed = results[durability].seed.map((ms) => (ms / 1000).toFixed(1)).join(' s, ');
  const order = figures(results[durability].order);
  log(
    `${durability.padEnd(8)} open+migrate+seed: ${seed} s | order: p50 ${order.p50.toFixed(1)} ms, ` +
      `p95 ${order.p95.toFixed(1)} ms, mean ${order.mean.toFixed(1)} ms (${order.count} orders)`,
  );
}
