import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { apiServerStartTimeout, type RunningApi, startApiServer } from '../support/api-server';
import {
  expectRefusal,
  textWithNul,
  tooDeepJson,
  unstorableText,
  withOddValue,
} from '../support/odd-input';
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
  // Issue 12: NUL and lone surrogates anywhere in a text, and nesting up to ~1,400 levels.
  unstorableText,
  tooDeepJson,
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

describe('NUL, lone surrogates and deep nesting are a 400 with a message key, never a 5xx (issue 12, item 4)', () => {
  test.each([
    { call: 'POST basket/updateItem', method: 'POST', path: '/api/shop/basket/updateItem/' },
    { call: 'DELETE basket/deleteItem', method: 'DELETE', path: '/api/shop/basket/deleteItem/' },
    {
      call: 'DELETE wishlist/deleteItem',
      method: 'DELETE',
      path: '/api/shop/wishlist/deleteItem/',
    },
  ])('$call with a NUL byte in itemKey (was a 500)', async ({ method, path }) => {
    const key: Record<string, string> = path.includes('wishlist') ? { wishlistKey } : { basketKey };
    for (const oddKey of ['\u0000', `${itemKey}\u0000`]) {
      const answer = await guest.call(path, {
        method,
        json: { ...key, itemKey: oddKey, quantity: 2 },
      });
      expect(answer.status).toBe(400);
      expect(await answer.json()).toEqual({
        statusCode: 400,
        error: 'api.badRequest',
        issues: [{ field: 'itemKey', key: 'validation.invalid' }],
      });
    }
    // In the query of a DELETE without a body, and as a path parameter.
    const query = await guest.call(
      `${path}?${new URLSearchParams({ ...key, itemKey: 'a\u0000' })}`,
      {
        method,
      },
    );
    expect([query.status, (await query.json()).issues]).toEqual([
      400,
      [{ field: 'itemKey', key: 'validation.invalid' }],
    ]);
  });

  test('a basket key with NUL in the path is a 400', async () => {
    const answer = await guest.call(
      `/api/shop/basket/get/${encodeURIComponent(`${basketKey}\u0000`)}/`,
    );
    expect([answer.status, (await answer.json()).issues]).toEqual([
      400,
      [{ field: null, key: 'validation.invalid' }],
    ]);
  });

  test('displayData nested 1,400 levels deep (an 8.7 KB body) is a 400 (was a 500)', async () => {
    const body = `{"basketKey":${JSON.stringify(basketKey)},"variantId":${variantId},"displayData":${'{"a":'.repeat(1400)}1${'}'.repeat(1400)}}`;
    const answer = await guest.call('/api/shop/basket/addItem/', {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/json' },
    });
    expect(answer.status).toBe(400);
    expect(await answer.json()).toEqual({
      statusCode: 400,
      error: 'api.badRequest',
      issues: [{ field: 'displayData', key: 'api.nestingTooDeep' }],
    });
  });

  test('a lone surrogate in displayData is a 400 (was a 500)', async () => {
    const answer = await guest.call('/api/shop/basket/addItem/', {
      method: 'POST',
      // As a client sends it: JSON escapes the lone surrogate.
      body: `{"basketKey":${JSON.stringify(basketKey)},"variantId":${variantId},"displayData":{"note":"Mia \\ud800"}}`,
      headers: { 'content-type': 'application/json' },
    });
    expect(answer.status).toBe(400);
    expect((await answer.json()).issues).toEqual([
      { field: 'displayData.note', key: 'validation.invalid' },
    ]);
  });

  // The calls with the caller's own keys, so that nothing but the odd input is wrong.
  const oddRequest = fc.oneof(
    fc.record({
      kind: fc.constant('json' as const),
      // Well under the 64 kB body limit (over it the answer is 413), odd input and all.
      body: withOddValue(payload().filter((body) => JSON.stringify(body).length < 40_000)),
    }),
    fc.record({
      kind: fc.constant('form' as const),
      body: fc.tuple(fc.constantFrom('itemKey', 'basketKey', 'displayData', 'reason'), textWithNul),
    }),
    fc.record({
      kind: fc.constant('query' as const),
      body: fc.tuple(fc.constantFrom('itemKey', 'voucherCode', 'locale', 'x'), textWithNul),
    }),
  );

  test.each(calls)('$name', async ({ method, path }) => {
    await fc.assert(
      fc.asyncProperty(path(), oddRequest, async (url, { kind, body }) => {
        const pairs = Array.isArray(body) ? new URLSearchParams([body as [string, string]]) : null;
        const bodyless = method === 'GET' || kind === 'query';
        const target = bodyless && pairs ? `${url}${url.includes('?') ? '&' : '?'}${pairs}` : url;
        if (bodyless && !pairs) return; // A JSON body has no place in a GET.
        const answer = await guest.call(target, {
          method,
          ...(bodyless ? {} : kind === 'json' ? { json: body } : { body: pairs ?? '' }),
        });
        expectRefusal(
          answer.status,
          await answer.text(),
          `${method} ${target} ${JSON.stringify(body)}`,
        );
      }),
      { numRuns: 15 },
    );
  });
});
