import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { apiServerStartTimeout, type RunningApi, startApiServer } from '../support/api-server';
import { type VisitorClient, visitorClient } from '../support/visitor-client';

const demoStories = fileURLToPath(new URL('../../../../packages/content/stories', import.meta.url));

let api: RunningApi;
let stories: string;

/** Replaces every shipping-cost block of a layout story (spec §3 shipping-cost config). */
function withShippingCosts(node: unknown, costs: Record<string, unknown>): unknown {
  if (Array.isArray(node)) return node.map((entry) => withShippingCosts(entry, costs));
  if (typeof node !== 'object' || node === null) return node;
  const record = node as Record<string, unknown>;
  if (record.component === 'shipping_costs') return { ...record, ...costs };
  return Object.fromEntries(
    Object.entries(record).map(([key, value]) => [key, withShippingCosts(value, costs)]),
  );
}

beforeAll(async () => {
  // The demo space with other shipping costs for baby DE only: 5.95 below 30.00, free from
  // 30.00, freight 19.90. The Austrian shop keeps the demo's (the §9 values).
  stories = await mkdtemp(join(tmpdir(), 'vitrine-stories-'));
  await cp(demoStories, stories, { recursive: true });
  const layoutFile = join(stories, 'baby/de-de/layout.json');
  const layout: unknown = JSON.parse(await readFile(layoutFile, 'utf8'));
  const changed = withShippingCosts(layout, {
    frachtkosten: '19.90',
    versandkostenBedingungen: [
      { label: 'Standardversand', versandkosten: '5.95', ab_bestellwert: '0.00' },
      { label: 'Versandkostenfrei', versandkosten: '0.00', ab_bestellwert: '30.00' },
    ],
  });
  expect(JSON.stringify(changed)).toContain('19.90');
  await writeFile(layoutFile, JSON.stringify(changed));
  api = await startApiServer({ contentStoriesDirectory: stories });
}, apiServerStartTimeout);
afterAll(async () => {
  await api?.close();
  await rm(stories, { recursive: true, force: true });
});

/** A buyable variant in the shop's prices: bulky or not, under a price in cents. */
async function variantOf(shopId: number, bulky: boolean, below = 100_000): Promise<number> {
  const [row] = await api.services.commerce.db.rows<{ id: number }>(sql`
    SELECT v.id FROM variants v
    JOIN products p ON p.id = v.product_id
    JOIN product_texts t ON t.product_id = p.id AND t.language = 'de'
    JOIN variant_prices vp ON vp.variant_id = v.id AND vp.shop_id = ${shopId}
    WHERE v.bvc = 1 AND v.stock_quantity >= 20 AND p.is_active AND p.promotion_id IS NULL
      AND vp.scale_prices IS NULL AND vp.with_tax < ${below}
      AND (t.attributes ? 'bulkyOrLoad') = ${bulky}
      AND NOT (t.advanced_attributes ? 'gravureHeadline')
    ORDER BY vp.with_tax LIMIT 1`);
  if (row === undefined) throw new Error('The test catalog has no such variant');
  return row.id;
}

async function shopperWith(host: string, shopId: number, variantId: number) {
  const client = visitorClient(api, host);
  const { id } = (await (await client.call('/api/user/')).json()) as { id: string };
  const basketKey = `basket_${shopId}_${id}`;
  const added = await client.call('/api/shop/basket/addItem/', {
    method: 'POST',
    json: { basketKey, variantId },
  });
  expect(added.status).toBe(200);
  const { basket } = (await added.json()) as { basket: { items: Array<{ key: string }> } };
  return { client, basketKey, itemKey: basket.items[0]?.key ?? '' };
}

async function shippingOf(client: VisitorClient) {
  const answer = await client.call('/api/shop/checkout/summary/');
  expect(answer.status).toBe(200);
  const { summary } = (await answer.json()) as {
    summary: { shipping: { method: string; withTax: number }; totals: { goodsWithTax: number } };
  };
  return { ...summary.shipping, goods: summary.totals.goodsWithTax };
}

describe('checkout shipping comes from the CMS shipping-cost config (spec §3, §9; issue 6)', () => {
  test('standard shipping follows the shop’s conditions by order value', async () => {
    const { client, basketKey, itemKey } = await shopperWith(
      'localhost',
      10,
      await variantOf(10, false, 2_000),
    );
    const below = await shippingOf(client);
    expect(below.goods).toBeLessThan(3_000);
    expect(below).toMatchObject({ method: 'standard', withTax: 595 });
    await client.call('/api/shop/basket/updateItem/', {
      method: 'POST',
      json: { basketKey, itemKey, quantity: Math.ceil(3_000 / below.goods) + 1 },
    });
    const above = await shippingOf(client);
    expect(above.goods).toBeGreaterThanOrEqual(3_000);
    expect(above).toMatchObject({ method: 'standard', withTax: 0 });
  });

  test('a bulky article ships as freight at the CMS’s price', async () => {
    const { client } = await shopperWith('localhost', 10, await variantOf(10, true));
    expect(await shippingOf(client)).toMatchObject({ method: 'freight', withTax: 1_990 });
  });

  test('another shop reads its own layout (the demo’s 4.99 and 14.99)', async () => {
    const standard = await shopperWith('at.nido.localhost', 11, await variantOf(11, false));
    expect(await shippingOf(standard.client)).toMatchObject({ method: 'standard', withTax: 499 });
    const bulky = await shopperWith('at.nido.localhost', 11, await variantOf(11, true));
    expect(await shippingOf(bulky.client)).toMatchObject({ method: 'freight', withTax: 1_499 });
  });

  test('the order is placed with the CMS’s shipping cost', async () => {
    const { client } = await shopperWith('localhost', 10, await variantOf(10, true));
    const guest = await client.call('/api/user/auth/guest/', {
      method: 'POST',
      json: {
        first_name: 'Frida',
        last_name: 'Fracht',
        gender: 'f',
        email: 'frida@example.de',
        newsletter: false,
      },
    });
    expect(guest.status).toBe(200);
    const placed = await client.call('/api/shop/checkout/order/', {
      method: 'POST',
      json: {
        idempotencyKey: 'fracht-0001',
        paymentMethod: 'PP',
        billingAddress: {
          firstName: 'Frida',
          lastName: 'Fracht',
          street: 'Hafenstraße',
          houseNumber: '1',
          postalCode: '20457',
          city: 'Hamburg',
          country: 'DE',
        },
      },
    });
    expect(placed.status).toBe(201);
    const { orderNumber } = (await placed.json()) as { orderNumber: string };
    const detail = await client.call(`/api/user/orders/${orderNumber}/`);
    expect(await detail.json()).toMatchObject({
      order: { shippingMethod: 'freight', totals: { shippingWithTax: 1_990 } },
    });
  });
});
