import { randomUUID } from 'node:crypto';
import { type Order, purchaseEvent, shopById } from '@vitrine/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Commerce, OrderDetail, Purchaser } from '../src/index';
import { testPaymentData } from '../src/index';
import { plainVariant, setStock, testAddress, testPurchaser } from './support/shopping';
import { babyDe, babyFr } from './support/shops';
import { openTestCommerce, type TestCommerce, testDatabases } from './support/test-commerce';

/**
 * An order's parcels (issue 19: the order page shows "tracking of each package where known";
 * spec §3 Order packages (carrierKey, items)): the warehouse reports each parcel with its
 * carrier, tracking number, day and what it holds; the customer's order call returns them, and
 * nobody else's.
 */
describe.each(testDatabases)('an order’s parcels on %s (issue 19, §3 Order packages)', (kind) => {
  let handle: TestCommerce;
  let commerce: Commerce;

  beforeAll(async () => {
    handle = await openTestCommerce(kind);
    commerce = handle.commerce;
  });
  afterAll(() => handle?.close());

  /** An order of two lines (two of one article, one of another), paid by card. */
  async function placedOrder(buyer: Purchaser): Promise<OrderDetail> {
    const first = await plainVariant(commerce, babyDe.shopId, 1);
    const second = await plainVariant(commerce, babyDe.shopId, 1, [first.id]);
    for (const [variant, quantity] of [
      [first, 2],
      [second, 1],
    ] as const) {
      await setStock(commerce, variant.id, 50);
      const added = await commerce.basket.addItem(babyDe, buyer, {
        basketKey: `basket_${babyDe.shopId}_${buyer.userId}`,
        variantId: variant.id,
        quantity,
      });
      if (added.kind !== 'ok') throw new Error(JSON.stringify(added));
    }
    const placed = await commerce.checkout.placeOrder(babyDe, buyer, {
      idempotencyKey: randomUUID(),
      billingAddress: testAddress,
      paymentMethod: 'KK',
      paymentData: { cardNumber: testPaymentData.cards.authorise },
    });
    if (placed.kind !== 'placed') throw new Error(JSON.stringify(placed));
    const detail = await commerce.orders.detail(babyDe, buyer, placed.orderNumber);
    if (detail === null) throw new Error('order not found');
    return detail;
  }

  test('before the warehouse ships, an order has no parcels and can be cancelled', async () => {
    const order = await placedOrder(testPurchaser());
    expect(order.packages).toEqual([]);
    expect(order.status).toBe('paid');
    // The purchase event's one planned package (the shipping method) stays as it was.
    expect(order.tracking.packages).toEqual([
      { carrierKey: 'standard', items: order.tracking.items },
    ]);
  });

  test('two parcels: each returned with the order (carrier, number, day, lines), the order shipped with the first', async () => {
    const buyer = testPurchaser();
    const order = await placedOrder(buyer);
    const [twice, once] = order.lines;
    if (twice === undefined || once === undefined) throw new Error('two lines expected');

    const first = await commerce.orders.addShipment(order.orderNumber, {
      carrier: 'DHL',
      trackingNumber: '0034 0434 1610 9404 2557',
      shippedAt: '2026-11-20T09:30:00.000Z',
      items: [{ lineId: twice.id, quantity: 1 }],
    });
    expect(first).toEqual({
      id: expect.any(Number),
      carrierKey: 'dhl',
      trackingNumber: '00340434161094042557',
      shippedAt: '2026-11-20T09:30:00.000Z',
      items: [{ lineId: twice.id, quantity: 1 }],
    });
    const afterFirst = await commerce.orders.detail(babyDe, buyer, order.orderNumber);
    expect(afterFirst).toMatchObject({ status: 'shipped', cancellable: false, complainable: true });

    // The second parcel takes the rest: no items named.
    const second = await commerce.orders.addShipment(order.orderNumber, {
      carrier: 'Österreichische Post',
      trackingNumber: '1000123456789012',
      shippedAt: new Date('2026-11-21T15:00:00.000Z'),
    });
    expect(second).toMatchObject({
      carrierKey: 'post-at',
      items: [
        { lineId: twice.id, quantity: 1 },
        { lineId: once.id, quantity: 1 },
      ],
    });

    const detail = await commerce.orders.detail(babyDe, buyer, order.orderNumber);
    expect(detail?.packages).toEqual([first, second]);
    // §3 Order packages (carrierKey, items): the tracking shape, each item with its parcel's quantity.
    expect(
      detail?.tracking.packages.map((parcel) => ({
        carrierKey: parcel.carrierKey,
        items: parcel.items.map((item) => [item.variant.id, item.quantity]),
      })),
    ).toEqual([
      { carrierKey: 'dhl', items: [[twice.variant.id, 1]] },
      {
        carrierKey: 'post-at',
        items: [
          [twice.variant.id, 1],
          [once.variant.id, 1],
        ],
      },
    ]);
    // The purchase event still counts the order's own items once.
    const event = purchaseEvent(detail?.tracking as Order, { internalTraffic: false });
    expect(event.ecommerce.items.map((item) => item.quantity)).toEqual([2, 1]);

    // Nothing is left: a third parcel without items holds nothing and is refused.
    expect(
      await commerce.orders.addShipment(order.orderNumber, {
        carrier: 'dhl',
        trackingNumber: 'ABC12345',
      }),
    ).toEqual({ kind: 'invalid', issues: [{ field: 'items', key: 'orders.shipmentQuantity' }] });
  });

  test('a complaint names no more than the parcels delivered so far (issue 19: "no more than delivered")', async () => {
    const buyer = testPurchaser();
    const order = await placedOrder(buyer);
    const [twice, once] = order.lines;
    if (twice === undefined || once === undefined) throw new Error('two lines expected');
    // The first parcel holds one of the line bought twice; the other line has not left.
    await commerce.orders.addShipment(order.orderNumber, {
      carrier: 'dhl',
      trackingNumber: 'ABC12345',
      items: [{ lineId: twice.id, quantity: 1 }],
    });
    const complain = (items: { lineId: number; quantity: number }[]) =>
      commerce.orders.complain(babyDe, buyer, order.orderNumber, { items, reason: 'damaged' });
    expect(await complain([{ lineId: twice.id, quantity: 2 }])).toEqual({
      kind: 'invalid',
      issues: [{ field: 'items.0.quantity', key: 'orders.complaintQuantity' }],
    });
    expect(await complain([{ lineId: once.id, quantity: 1 }])).toEqual({
      kind: 'invalid',
      issues: [{ field: 'items.0.lineId', key: 'orders.unknownLine' }],
    });
    expect(await complain([{ lineId: twice.id, quantity: 1 }])).toMatchObject({
      complaints: [{ items: [{ lineId: twice.id, quantity: 1 }] }],
    });
    // The second parcel takes the rest: now all of it can be named.
    await commerce.orders.addShipment(order.orderNumber, {
      carrier: 'dhl',
      trackingNumber: 'ABC12346',
    });
    expect(
      await complain([
        { lineId: twice.id, quantity: 2 },
        { lineId: once.id, quantity: 1 },
      ]),
    ).toMatchObject({ complaints: [{}, { items: [{ quantity: 2 }, { quantity: 1 }] }] });
  });

  test('a shop whose cancelOrder flag is off offers no cancellation and refuses one (§6 cancelOrder)', async () => {
    const buyer = testPurchaser();
    const order = await placedOrder(buyer);
    expect(order.cancellable).toBe(true);
    // Every shop of §9 has the flag on: it is switched off here, for this test only.
    const flags = shopById(babyDe.shopId)?.flags as { cancelOrder: boolean } | undefined;
    if (flags === undefined) throw new Error('no baby DE shop');
    flags.cancelOrder = false;
    try {
      const detail = await commerce.orders.detail(babyDe, buyer, order.orderNumber);
      expect(detail).toMatchObject({ status: 'paid', cancellable: false });
      expect(await commerce.orders.cancel(babyDe, buyer, order.orderNumber)).toEqual({
        kind: 'refused',
        key: 'orders.notCancellable',
      });
    } finally {
      flags.cancelOrder = true;
    }
    expect(await commerce.orders.detail(babyDe, buyer, order.orderNumber)).toMatchObject({
      status: 'paid',
      cancellable: true,
    });
  });

  test('another customer’s order is never theirs to read, parcels and all', async () => {
    const buyer = testPurchaser();
    const order = await placedOrder(buyer);
    await commerce.orders.addShipment(order.orderNumber, {
      carrier: 'dhl',
      trackingNumber: 'JJD000390007776543',
    });
    const stranger = testPurchaser();
    expect(await commerce.orders.detail(babyDe, stranger, order.orderNumber)).toBeNull();
    expect(
      (await commerce.orders.list(babyDe, stranger)).map((entry) => entry.orderNumber),
    ).not.toContain(order.orderNumber);
    // Nor in another shop of the same customer's number.
    expect(await commerce.orders.detail(babyFr, buyer, order.orderNumber)).toBeNull();
    expect((await commerce.orders.detail(babyDe, buyer, order.orderNumber))?.packages).toHaveLength(
      1,
    );
  });

  test('a carrier outside the table is kept as written (shown without a link)', async () => {
    const order = await placedOrder(testPurchaser());
    expect(
      await commerce.orders.addShipment(order.orderNumber, {
        carrier: '  GLS ',
        trackingNumber: 'zx-12345678',
      }),
    ).toMatchObject({ carrierKey: 'GLS', trackingNumber: 'ZX12345678' });
  });

  test.each([
    {
      name: 'a tracking number that is none',
      input: { carrier: 'dhl', trackingNumber: '<script>' },
      issues: [{ field: 'trackingNumber', key: 'orders.trackingNumber' }],
    },
    {
      name: 'no carrier',
      input: { carrier: ' ', trackingNumber: 'ABC12345' },
      issues: [{ field: 'carrier', key: 'orders.carrier' }],
    },
    {
      name: 'a day that is none',
      input: { carrier: 'dhl', trackingNumber: 'ABC12345', shippedAt: 'gestern' },
      issues: [{ field: 'shippedAt', key: 'orders.shippedAt' }],
    },
  ])('$name is invalid, nothing stored', async ({ input, issues }) => {
    const order = await placedOrder(testPurchaser());
    expect(await commerce.orders.addShipment(order.orderNumber, input)).toEqual({
      kind: 'invalid',
      issues,
    });
    const [count] = await commerce.db.rows<{ count: number }>(sql`
      SELECT count(*)::int AS count FROM order_shipments s JOIN orders o ON o.id = s.order_id
      WHERE o.order_number = ${order.orderNumber}`);
    expect(count?.count).toBe(0);
  });

  test('a line that is not the order’s, or more than was bought, is refused', async () => {
    const order = await placedOrder(testPurchaser());
    const other = await placedOrder(testPurchaser());
    const [twice] = order.lines;
    const [foreign] = other.lines;
    expect(
      await commerce.orders.addShipment(order.orderNumber, {
        carrier: 'dhl',
        trackingNumber: 'ABC12345',
        items: [
          { lineId: foreign?.id ?? 0, quantity: 1 },
          { lineId: twice?.id ?? 0, quantity: 3 },
        ],
      }),
    ).toEqual({
      kind: 'invalid',
      issues: [
        { field: 'items.0.lineId', key: 'orders.unknownLine' },
        { field: 'items.1.quantity', key: 'orders.shipmentQuantity' },
      ],
    });
  });

  test('an unknown or malformed order number is not found; a cancelled order ships nothing', async () => {
    const shipment = { carrier: 'dhl', trackingNumber: 'ABC12345' };
    expect(await commerce.orders.addShipment('99999999', shipment)).toEqual({ kind: 'notFound' });
    expect(await commerce.orders.addShipment('../1', shipment)).toEqual({ kind: 'notFound' });
    const buyer = testPurchaser();
    const order = await placedOrder(buyer);
    await commerce.orders.cancel(babyDe, buyer, order.orderNumber);
    expect(await commerce.orders.addShipment(order.orderNumber, shipment)).toEqual({
      kind: 'refused',
      key: 'orders.notShippable',
    });
  });

  test('account deletion keeps the parcels’ carriers and lines, not their tracking numbers', async () => {
    const buyer = testPurchaser();
    const order = await placedOrder(buyer);
    await commerce.orders.addShipment(order.orderNumber, {
      carrier: 'dhl',
      trackingNumber: 'ABC12345',
    });
    await commerce.orders.anonymiseOrdersOf(buyer.customerId);
    const rows = await commerce.db.rows<{ carrier: string; tracking_number: string }>(sql`
      SELECT s.carrier, s.tracking_number FROM order_shipments s JOIN orders o ON o.id = s.order_id
      WHERE o.order_number = ${order.orderNumber}`);
    expect(rows).toEqual([{ carrier: 'dhl', tracking_number: '' }]);
  });
});
