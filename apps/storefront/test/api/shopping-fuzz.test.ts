import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { apiServerStartTimeout, type RunningApi, startApiServer } from '../support/api-server';
import { type VisitorClient, visitorClient } from '../support/visitor-client';

let api: RunningApi;
let guest: VisitorClient;
let basketKey: string;
let wishlistKey: string;
let itemKey: string;
let variantId: number;
let orderNumber: string;

// Values that have broken servers before: NUL, lone surrogates, huge and odd numbers, deep objects.
const value = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(
    '\u0000',
    '',
    ' ',
    '-1',
    '1e309',
    '__proto__',
    'basket_10_x',
    'ohne',
    'Promotion1',
  ),
  fc.integer(),
  fc.double(),
  fc.constantFrom(0, -1, 2_147_483_648, Number.MAX_SAFE_INTEGER, 1.5),
);
const own = () =>
  fc.oneof(
    fc.constant(basketKey),
    fc.constant(wishlistKey),
    fc.constant(itemKey),
    fc.constant(variantId),
    value,
  );
const payload = () =>
  fc.oneof(
    fc.jsonValue({ maxDepth: 2 }),
    fc.record(
      {
        basketKey: own(),
        wishlistKey: own(),
        itemKey: own(),
        variantId: own(),
        quantity: value,
        change: value,
        customData: fc.oneof(
          value,
          fc.record(
            { customText: value, pricePromotionKey: value, cPromo: value, ffData: value },
            { requiredKeys: [] },
          ),
        ),
        displayData: value,
        itemGroup: fc.oneof(
          value,
          fc.record({ id: value, isMainItem: value, isRequired: value }, { requiredKeys: [] }),
        ),
        options: value,
        itemCreationId: fc.oneof(
          value,
          fc.record({ productId: value, variantId: value }, { requiredKeys: [] }),
        ),
        idempotencyKey: value,
        billingAddress: fc.oneof(
          value,
          fc.dictionary(
            fc.constantFrom(
              'firstName',
              'lastName',
              'street',
              'houseNumber',
              'postalCode',
              'city',
              'country',
            ),
            value,
          ),
        ),
        shippingAddress: value,
        paymentMethod: fc.oneof(value, fc.constantFrom('KK', 'PP', 'TW', 'IL', 'G')),
        paymentData: value,
        voucherCode: value,
        giftCardCode: value,
        items: fc.oneof(
          value,
          fc.array(fc.record({ lineId: value, quantity: value }, { requiredKeys: [] }), {
            maxLength: 3,
          }),
        ),
        reason: value,
        comment: value,
      },
      { requiredKeys: [] },
    ),
  );
const segment = fc.oneof(
  fc.string({ maxLength: 80 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom('basket_10_', 'wishlist_10_%00', '..', '%', 'basket_010_ab', 'x'.repeat(3000)),
);
const encode = (text: string) => {
  try {
    return encodeURIComponent(text);
  } catch {
    return '%E0%A4%A';
  }
};

const calls: ReadonlyArray<{
  readonly name: string;
  readonly method: string;
  readonly path: () => fc.Arbitrary<string>;
}> = [
  {
    name: 'POST basket/addItem',
    method: 'POST',
    path: () => fc.constant('/api/shop/basket/addItem/'),
  },
  {
    name: 'POST basket/updateItem',
    method: 'POST',
    path: () => fc.constant('/api/shop/basket/updateItem/'),
  },
  {
    name: 'DELETE basket/deleteItem',
    method: 'DELETE',
    path: () => fc.constant('/api/shop/basket/deleteItem/'),
  },
  {
    name: 'GET basket/get/{key}',
    method: 'GET',
    path: () => segment.map((key) => `/api/shop/basket/get/${encode(key)}/`),
  },
  {
    name: 'POST wishlist/addItem',
    method: 'POST',
    path: () => fc.constant('/api/shop/wishlist/addItem/'),
  },
  {
    name: 'DELETE wishlist/deleteItem',
    method: 'DELETE',
    path: () => fc.constant('/api/shop/wishlist/deleteItem/'),
  },
  {
    name: 'GET wishlist/get/{key}',
    method: 'GET',
    path: () => segment.map((key) => `/api/shop/wishlist/get/${encode(key)}/`),
  },
  {
    name: 'GET checkout/summary',
    method: 'GET',
    path: () =>
      fc
        .tuple(segment, segment)
        .map(
          ([voucher, card]) =>
            `/api/shop/checkout/summary/?voucherCode=${encode(voucher)}&giftCardCode=${encode(card)}&voucherCode=x`,
        ),
  },
  {
    name: 'POST checkout/order',
    method: 'POST',
    path: () => fc.constant('/api/shop/checkout/order/'),
  },
  { name: 'GET user/orders', method: 'GET', path: () => fc.constant('/api/user/orders/') },
  {
    name: 'GET user/orders/{n}',
    method: 'GET',
    path: () =>
      fc.oneof(fc.constant(orderNumber), segment).map((n) => `/api/user/orders/${encode(n)}/`),
  },
  {
    name: 'POST user/orders/{n}/cancel',
    method: 'POST',
    path: () =>
      fc
        .oneof(fc.constant(orderNumber), segment)
        .map((n) => `/api/user/orders/${encode(n)}/cancel/`),
  },
  {
    name: 'POST user/orders/{n}/complaint',
    method: 'POST',
    path: () =>
      fc
        .oneof(fc.constant(orderNumber), segment)
        .map((n) => `/api/user/orders/${encode(n)}/complaint/`),
  },
];

beforeAll(async () => {
  api = await startApiServer();
  const [row] = await api.services.commerce.db.rows<{ id: number }>(sql`
    SELECT v.id FROM variants v JOIN products p ON p.id = v.product_id
    JOIN variant_prices vp ON vp.variant_id = v.id AND vp.shop_id = 10
    WHERE v.bvc = 1 AND v.stock_quantity >= 50 AND p.is_active ORDER BY v.id LIMIT 1`);
  variantId = row?.id ?? 0;
  guest = visitorClient(api);
  await guest.call('/api/user/auth/guest/', {
    method: 'POST',
    json: {
      first_name: 'Fuzz',
      last_name: 'Test',
      gender: 'd',
      email: `fuzz-${randomUUID()}@example.de`,
      newsletter: false,
    },
  });
  const user = (await (await guest.call('/api/user/')).json()) as { id: string };
  basketKey = `basket_10_${user.id}`;
  wishlistKey = `wishlist_10_${user.id}`;
  await guest.call('/api/shop/basket/addItem/', { method: 'POST', json: { basketKey, variantId } });
  const placed = await guest.call('/api/shop/checkout/order/', {
    method: 'POST',
    json: {
      idempotencyKey: randomUUID(),
      paymentMethod: 'PP',
      billingAddress: {
        firstName: 'Fuzz',
        lastName: 'Test',
        street: 'Weg',
        houseNumber: '1',
        postalCode: '10115',
        city: 'Berlin',
        country: 'DE',
      },
    },
  });
  orderNumber = ((await placed.json()) as { orderNumber: string }).orderNumber;
  const added = await guest.call('/api/shop/basket/addItem/', {
    method: 'POST',
    json: { basketKey, variantId },
  });
  itemKey =
    ((await added.json()) as { basket: { items: Array<{ key: string }> } }).basket.items[0]?.key ??
    '';
}, apiServerStartTimeout);
afterAll(() => api?.close());

describe('generated payloads never produce a 5xx (issue 6 property test, spec §7 calls)', () => {
  test.each(calls)('$name', async ({ method, path }) => {
    await fc.assert(
      fc.asyncProperty(path(), payload(), fc.boolean(), async (url, body, asForm) => {
        const answer = await guest.call(url, {
          method,
          ...(method === 'GET'
            ? {}
            : asForm
              ? {
                  headers: { 'content-type': 'application/x-www-form-urlencoded' },
                  body: new URLSearchParams(
                    Object.entries(typeof body === 'object' && body !== null ? body : { body }).map(
                      ([key, entry]) => [key, JSON.stringify(entry) ?? ''],
                    ),
                  ).toString(),
                }
              : { json: body }),
        });
        const text = await answer.text();
        expect(answer.status, `${method} ${url} ${JSON.stringify(body)} → ${text}`).toBeLessThan(
          500,
        );
        if (answer.status >= 400)
          expect(JSON.parse(text)).toMatchObject({
            statusCode: answer.status,
            error: expect.any(String),
          });
      }),
      { numRuns: 40 },
    );
  });
});
