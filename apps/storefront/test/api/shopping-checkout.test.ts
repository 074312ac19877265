import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { apiServerStartTimeout, type RunningApi, startApiServer } from '../support/api-server';
import { guestAddress } from '../support/checkout-form';
import { newGuestForm } from '../support/checkout-journey';
import { type VisitorClient, visitorClient } from '../support/visitor-client';

let api: RunningApi;
let variantId: number;

/** A guest customer (§6: guests can check out) with one article in the basket. */
async function guestWithBasket(): Promise<{ client: VisitorClient; basketKey: string }> {
  const client = visitorClient(api);
  const signIn = await client.call('/api/user/auth/guest/', {
    method: 'POST',
    json: newGuestForm(),
  });
  expect(signIn.status).toBe(200);
  const user = (await (await client.call('/api/user/')).json()) as { id: string };
  const basketKey = `basket_10_${user.id}`;
  const added = await client.call('/api/shop/basket/addItem/', {
    method: 'POST',
    json: { basketKey, variantId, quantity: 2 },
  });
  expect(added.status).toBe(200);
  return { client, basketKey };
}

const orderPayload = (extra: Record<string, unknown> = {}) => ({
  idempotencyKey: randomUUID(),
  billingAddress: guestAddress,
  paymentMethod: 'PP',
  ...extra,
});

beforeAll(async () => {
  api = await startApiServer();
  const [row] = await api.services.commerce.db.rows<{ id: number }>(sql`
    SELECT v.id FROM variants v JOIN products p ON p.id = v.product_id
    JOIN variant_prices vp ON vp.variant_id = v.id AND vp.shop_id = 10
    WHERE v.bvc = 1 AND v.stock_quantity >= 50 AND p.is_active ORDER BY v.id LIMIT 1`);
  variantId = row?.id ?? 0;
}, apiServerStartTimeout);
afterAll(() => api?.close());

describe('GET /api/shop/checkout/summary/ (issue 6 checkout)', () => {
  test('prices the caller’s basket with shipping, voucher and the country’s payment methods', async () => {
    const { client } = await guestWithBasket();
    const answer = await client.call('/api/shop/checkout/summary/?voucherCode=WILLKOMMEN10-10');
    expect(answer.status).toBe(200);
    const { summary } = (await answer.json()) as {
      summary: {
        shipping: unknown;
        voucher: { code: string };
        paymentMethods: string[];
        totals: { totalWithTax: number };
      };
    };
    expect(summary.shipping).toEqual({ method: 'standard', withTax: 499 });
    expect(summary.voucher.code).toBe('WILLKOMMEN10-10');
    expect(summary.paymentMethods).toContain('RE');
    expect(summary.paymentMethods).not.toContain('IL');
    const bad = await client.call('/api/shop/checkout/summary/?voucherCode=NICHTDA');
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({
      statusCode: 400,
      error: 'api.badRequest',
      issues: [{ field: 'voucherCode', key: 'checkout.voucherUnknown' }],
    });
  });

  test('the Dutch shop offers iDEAL and the Swiss one Twint (spec §3 payment codes)', async () => {
    const dutch = visitorClient(api, 'nl.nido.localhost');
    const swiss = visitorClient(api, 'ch.nido.localhost');
    const nl = (await (await dutch.call('/api/shop/checkout/summary/')).json()) as {
      summary: { paymentMethods: string[] };
    };
    const ch = (await (await swiss.call('/api/shop/checkout/summary/')).json()) as {
      summary: { paymentMethods: string[] };
    };
    expect(nl.summary.paymentMethods).toContain('IL');
    expect(ch.summary.paymentMethods).toContain('TW');
    expect(ch.summary.paymentMethods).not.toContain('IL');
  });
});

describe('POST /api/shop/checkout/order/ (issue 6 order placement)', () => {
  test('places the order (201), the same idempotency key answers the same order (200)', async () => {
    const { client, basketKey } = await guestWithBasket();
    const payload = orderPayload();
    const first = await client.call('/api/shop/checkout/order/', { method: 'POST', json: payload });
    expect(first.status).toBe(201);
    const placed = (await first.json()) as { orderNumber: string; replayed: boolean };
    expect(placed).toEqual({
      orderNumber: expect.stringMatching(/^\d+$/),
      replayed: false,
      payment: 'authorised',
    });
    const again = await client.call('/api/shop/checkout/order/', { method: 'POST', json: payload });
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({
      orderNumber: placed.orderNumber,
      replayed: true,
      payment: 'authorised',
    });
    const basket = (await (await client.call(`/api/shop/basket/get/${basketKey}/`)).json()) as {
      basket: { items: unknown[] };
    };
    expect(basket.basket.items).toEqual([]);
  });

  test('an anonymous visitor is refused with 401', async () => {
    const client = visitorClient(api);
    const answer = await client.call('/api/shop/checkout/order/', {
      method: 'POST',
      json: orderPayload(),
    });
    expect(answer.status).toBe(401);
    expect(await answer.json()).toEqual({
      statusCode: 401,
      error: 'api.unauthorized',
      issues: [{ field: null, key: 'api.unauthorized' }],
    });
  });

  test.each([
    {
      extra: { paymentMethod: 'TW' },
      status: 400,
      body: {
        error: 'api.badRequest',
        issues: [{ field: 'paymentMethod', key: 'checkout.paymentMethod' }],
      },
    },
    {
      extra: { billingAddress: { ...guestAddress, country: 'FR' } },
      status: 400,
      body: { issues: [{ field: 'billingAddress.country', key: 'checkout.shippingCountry' }] },
    },
    {
      extra: { paymentMethod: 'G' },
      status: 400,
      body: { issues: [{ field: 'paymentMethod', key: 'checkout.giftCardInsufficient' }] },
    },
    {
      extra: { billingAddress: undefined, billingAddressId: '0123456789abcdef0123456789abcdef' },
      status: 400,
      body: { issues: [{ field: 'billingAddressId', key: 'checkout.addressUnknown' }] },
    },
    {
      extra: { paymentMethod: 'KK', paymentData: { cardNumber: '4000000000000002' } },
      status: 402,
      body: { error: 'checkout.paymentDeclined' },
    },
    {
      extra: { paymentMethod: 'KK', paymentData: { cardNumber: '4000000000000119' } },
      status: 503,
      body: { error: 'checkout.paymentFailed' },
    },
  ])('answers $status for $extra', async ({ extra, status, body }) => {
    const { client } = await guestWithBasket();
    const answer = await client.call('/api/shop/checkout/order/', {
      method: 'POST',
      json: orderPayload(extra),
    });
    expect(answer.status).toBe(status);
    expect(await answer.json()).toMatchObject({ statusCode: status, ...body });
  });

  test('an empty basket is a 409', async () => {
    const { client } = await guestWithBasket();
    await client.call('/api/shop/checkout/order/', { method: 'POST', json: orderPayload() });
    const empty = await client.call('/api/shop/checkout/order/', {
      method: 'POST',
      json: orderPayload(),
    });
    expect(empty.status).toBe(409);
    expect(await empty.json()).toMatchObject({ error: 'checkout.basketEmpty' });
  });
});

describe('/api/user/orders/ (spec §2 /konto/bestellungen/, issue 6)', () => {
  test('list, detail, cancel and complain for the customer; 404 for another; 401 for anonymous', async () => {
    const { client } = await guestWithBasket();
    const placed = (await (
      await client.call('/api/shop/checkout/order/', { method: 'POST', json: orderPayload() })
    ).json()) as {
      orderNumber: string;
    };
    const list = await client.call('/api/user/orders/');
    expect(list.status).toBe(200);
    expect(await list.json()).toMatchObject({
      orders: [{ orderNumber: placed.orderNumber, status: 'paid', itemCount: 2 }],
    });
    const detail = await client.call(`/api/user/orders/${placed.orderNumber}/`);
    expect(detail.status).toBe(200);
    const { order } = (await detail.json()) as {
      order: { lines: Array<{ id: number }>; cancellable: boolean; tracking: unknown };
    };
    expect(order).toMatchObject({
      cancellable: true,
      tracking: { payment: [{ key: 'PP' }], customer: { status: { isGuestCustomer: true } } },
    });

    const other = await guestWithBasket();
    for (const answer of [
      await other.client.call(`/api/user/orders/${placed.orderNumber}/`),
      await other.client.call(`/api/user/orders/${placed.orderNumber}/cancel/`, { method: 'POST' }),
      await other.client.call(`/api/user/orders/${placed.orderNumber}/complaint/`, {
        method: 'POST',
        json: { items: [{ lineId: 1, quantity: 1 }], reason: 'damaged' },
      }),
    ]) {
      expect(answer.status).toBe(404);
    }
    expect((await visitorClient(api).call('/api/user/orders/')).status).toBe(401);

    const lineId = order.lines[0]?.id;
    const early = await client.call(`/api/user/orders/${placed.orderNumber}/complaint/`, {
      method: 'POST',
      json: { items: [{ lineId, quantity: 1 }], reason: 'damaged', comment: 'Beschädigt' },
    });
    expect(early.status).toBe(409);
    expect(await early.json()).toMatchObject({ error: 'orders.notComplainable' });
    await api.services.commerce.orders.changeStatus(placed.orderNumber, 'shipped');
    const noCancel = await client.call(`/api/user/orders/${placed.orderNumber}/cancel/`, {
      method: 'POST',
    });
    expect(noCancel.status).toBe(409);
    expect(await noCancel.json()).toMatchObject({ error: 'orders.notCancellable' });
    const badComplaint = await client.call(`/api/user/orders/${placed.orderNumber}/complaint/`, {
      method: 'POST',
      json: { items: [], reason: 'damaged' },
    });
    expect(badComplaint.status).toBe(400);
    expect(await badComplaint.json()).toMatchObject({
      issues: [{ field: 'items', key: 'orders.complaintItemsRequired' }],
    });
    const complaint = await client.call(`/api/user/orders/${placed.orderNumber}/complaint/`, {
      method: 'POST',
      json: { items: [{ lineId, quantity: 1 }], reason: 'damaged', comment: 'Beschädigt' },
    });
    expect(complaint.status).toBe(201);
    expect(await complaint.json()).toMatchObject({
      order: { complaints: [{ reason: 'damaged', comment: 'Beschädigt' }] },
    });
  });

  test('cancelling before shipping answers the cancelled order', async () => {
    const { client } = await guestWithBasket();
    const placed = (await (
      await client.call('/api/shop/checkout/order/', { method: 'POST', json: orderPayload() })
    ).json()) as {
      orderNumber: string;
    };
    const cancelled = await client.call(`/api/user/orders/${placed.orderNumber}/cancel/`, {
      method: 'POST',
    });
    expect(cancelled.status).toBe(200);
    expect(await cancelled.json()).toMatchObject({
      order: { status: 'cancelled', cancellable: false },
    });
    expect((await client.call('/api/user/orders/123abc/')).status).toBe(404);
  });
});
