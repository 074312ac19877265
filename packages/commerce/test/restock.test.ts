import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Commerce } from '../src/index';
import { testPaymentData } from '../src/index';
import {
  engravableVariant,
  plainVariant,
  setStock,
  testAddress,
  testPurchaser,
} from './support/shopping';
import { babyDe } from './support/shops';
import { openTestCommerce, type TestCommerce, testDatabases } from './support/test-commerce';

/** One basket call: which of the pool's variants, how many, and what makes it a line of its own. */
interface LineSpec {
  readonly variant: number;
  readonly quantity: number;
  /** plain lines of one variant merge; engraved and grouped ones are lines of their own (§4, §9). */
  readonly kind: 'plain' | 'engraved' | 'grouped';
  readonly text: string;
}

/** The pool: two plain variants and two personalised ones (engraving), 300 units each. */
const poolSize = 4;
const poolStock = 300;

const lineSpec = fc.record({
  variant: fc.integer({ min: 0, max: poolSize - 1 }),
  quantity: fc.integer({ min: 1, max: 3 }),
  kind: fc.constantFrom('plain', 'engraved', 'grouped'),
  text: fc.stringMatching(/^[A-Za-z]{1,12}$/).filter((text) => text.toLowerCase() !== 'ohne'),
}) satisfies fc.Arbitrary<LineSpec>;

/** Orders of 1–6 basket calls, so the same variant often comes twice, plain beside engraved. */
const orderSpec = fc.array(lineSpec, { minLength: 1, maxLength: 6 });

describe.each(testDatabases)('exact restocks on %s (issue 12, item 3)', (kind) => {
  let handle: TestCommerce;
  let commerce: Commerce;
  /** Pool index -> variant id; the engravable ones are 2 and 3. */
  let pool: number[];

  beforeAll(async () => {
    handle = await openTestCommerce(kind);
    commerce = handle.commerce;
    const first = await plainVariant(commerce, babyDe.shopId, 1);
    const second = await plainVariant(commerce, babyDe.shopId, 1, [first.id]);
    const third = await engravableVariant(commerce, babyDe.shopId);
    const fourth = await engravableVariant(commerce, babyDe.shopId, [third]);
    pool = [first.id, second.id, third, fourth];
    for (const id of pool) await setStock(commerce, id, poolStock);
  });
  afterAll(() => handle?.close());

  async function stockOf(): Promise<Map<number, number>> {
    const rows = await commerce.db.rows<{ id: number; stock: number }>(
      sql`SELECT id, stock_quantity AS stock FROM variants WHERE id = ANY(${`{${pool.join(',')}}`}::int[])`,
    );
    return new Map(rows.map((row) => [row.id, row.stock]));
  }

  /** Fills a new buyer's basket with the spec's lines and places the order; the units per variant. */
  async function placeOrder(lines: readonly LineSpec[]) {
    const buyer = testPurchaser();
    const basketKey = `basket_${babyDe.shopId}_${buyer.userId}`;
    for (const line of lines) {
      const variantId = pool[line.variant] ?? 0;
      // Only the personalised variants take an engraving; a plain one is grouped instead.
      const engraved = line.kind === 'engraved' && line.variant >= 2;
      const grouped = line.kind === 'grouped' || (line.kind === 'engraved' && !engraved);
      const outcome = await commerce.basket.addItem(babyDe, buyer, {
        basketKey,
        variantId,
        quantity: line.quantity,
        ...(engraved ? { customData: { customText: { text1: line.text } } } : {}),
        ...(grouped
          ? {
              itemGroup: {
                id: String(10_000_000 + Math.floor(Math.random() * 89_999_999)),
                isMainItem: true,
                isRequired: false,
              },
              displayData: { note: line.text },
            }
          : {}),
      });
      if (outcome.kind !== 'ok') throw new Error(`basket: ${JSON.stringify(outcome)}`);
    }
    const basket = await commerce.basket.basketOf(babyDe, buyer.userId);
    const ordered = new Map<number, number>();
    for (const item of basket.items) {
      ordered.set(item.variant.id, (ordered.get(item.variant.id) ?? 0) + item.quantity);
    }
    const placed = await commerce.checkout.placeOrder(babyDe, buyer, {
      idempotencyKey: randomUUID(),
      billingAddress: testAddress,
      paymentMethod: 'KK',
      paymentData: { cardNumber: testPaymentData.cards.authorise },
    });
    if (placed.kind !== 'placed') throw new Error(`order: ${JSON.stringify(placed)}`);
    return { buyer, orderNumber: placed.orderNumber, ordered, lineCount: basket.items.length };
  }

  test('two lines of one variant, one plain and one engraved: the cancellation gives both back', async () => {
    const before = await stockOf();
    const { buyer, orderNumber, lineCount } = await placeOrder([
      { variant: 2, quantity: 1, kind: 'plain', text: '' },
      { variant: 2, quantity: 1, kind: 'engraved', text: 'Mia' },
    ]);
    expect(lineCount).toBe(2);
    expect((await stockOf()).get(pool[2] ?? 0)).toBe((before.get(pool[2] ?? 0) ?? 0) - 2);
    await commerce.orders.cancel(babyDe, buyer, orderNumber);
    expect(await stockOf()).toEqual(before);
  });

  test('an order and its cancellation each tell who keeps pages that the catalogue changed (issue 14)', async () => {
    let changes = 0;
    const stop = commerce.onCatalogueChange(() => {
      changes += 1;
    });
    const { buyer, orderNumber } = await placeOrder([
      { variant: 0, quantity: 1, kind: 'plain', text: '' },
    ]);
    expect(changes).toBe(1);
    await commerce.orders.cancel(babyDe, buyer, orderNumber);
    expect(changes).toBe(2);
    // A refused cancellation (already cancelled) moves no stock and says nothing.
    await commerce.orders.cancel(babyDe, buyer, orderNumber);
    expect(changes).toBe(2);
    stop();
    await placeOrder([{ variant: 1, quantity: 1, kind: 'plain', text: '' }]);
    expect(changes).toBe(2);
  });

  test('property: after a cancellation every variant has the stock it had before the order', async () => {
    await fc.assert(
      fc.asyncProperty(orderSpec, async (lines) => {
        const before = await stockOf();
        const { buyer, orderNumber, ordered } = await placeOrder(lines);
        const taken = await stockOf();
        for (const [id, units] of ordered)
          expect(taken.get(id)).toBe((before.get(id) ?? 0) - units);
        const cancelled = await commerce.orders.cancel(babyDe, buyer, orderNumber);
        expect(cancelled).toMatchObject({ status: 'cancelled' });
        expect(await stockOf()).toEqual(before);
      }),
      { numRuns: 12 },
    );
  });

  // A complaint is about goods that were shipped (damaged, wrong, missing, defective: §4, §7
  // order complaint); it is recorded and mailed, and no goods come back on the shelf with it.
  test('property: a complaint about any lines leaves the stock as the order left it', async () => {
    await fc.assert(
      fc.asyncProperty(orderSpec, fc.nat(), async (lines, pick) => {
        const before = await stockOf();
        const { buyer, orderNumber, ordered } = await placeOrder(lines);
        const afterOrder = await stockOf();
        for (const [id, units] of ordered) {
          expect(afterOrder.get(id)).toBe((before.get(id) ?? 0) - units);
        }
        expect(await commerce.orders.changeStatus(orderNumber, 'shipped')).toBe(true);
        const detail = await commerce.orders.detail(babyDe, buyer, orderNumber);
        const orderLines = detail?.lines ?? [];
        const items = orderLines
          .filter((_, index) => (pick >> index) % 2 === 0 || index === 0)
          .map((line) => ({ lineId: line.id, quantity: line.quantity }));
        const filed = await commerce.orders.complain(babyDe, buyer, orderNumber, {
          items,
          reason: 'damaged',
          comment: '',
        });
        expect(filed).toMatchObject({ orderNumber });
        expect(await stockOf()).toEqual(afterOrder);
      }),
      { numRuns: 6 },
    );
  });
});
