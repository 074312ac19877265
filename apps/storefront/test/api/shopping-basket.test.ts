import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { apiServerStartTimeout, type RunningApi, startApiServer } from '../support/api-server';
import { newGuestForm } from '../support/checkout-journey';
import { type VisitorClient, visitorClient } from '../support/visitor-client';

let api: RunningApi;
let variantId: number;
let secondVariantId: number;
let productId: number;

interface BasketBody {
  readonly type?: string;
  readonly basket: {
    readonly key: string;
    readonly items: ReadonlyArray<{ key: string; quantity: number; variant: { id: number } }>;
    readonly cost: { currencyCode: string; withTax: number; withoutTax: number };
  };
}

/** A visitor whose client made its browser id (§3 User id) and keys its basket with it. */
function shopper(host = 'localhost', shopId = 10) {
  const client = visitorClient(api, host);
  const browserId = randomBytes(16).toString('hex');
  return {
    client,
    basketKey: `basket_${shopId}_${browserId}`,
    wishlistKey: `wishlist_${shopId}_${browserId}`,
  };
}

async function add(
  client: VisitorClient,
  basketKey: string,
  payload: Record<string, unknown> = {},
) {
  return client.call('/api/shop/basket/addItem/?locale=de-DE', {
    method: 'POST',
    json: { basketKey, variantId, quantity: 1, ...payload },
  });
}

beforeAll(async () => {
  api = await startApiServer();
  const rows = await api.services.commerce.db.rows<{ id: number; product_id: number }>(sql`
    SELECT v.id, v.product_id FROM variants v JOIN products p ON p.id = v.product_id
    JOIN variant_prices vp ON vp.variant_id = v.id AND vp.shop_id = 10
    WHERE v.bvc = 1 AND v.stock_quantity >= 100 AND p.is_active ORDER BY v.id LIMIT 2`);
  variantId = rows[0]?.id ?? 0;
  productId = rows[0]?.product_id ?? 0;
  secondVariantId = rows[1]?.id ?? 0;
}, apiServerStartTimeout);
afterAll(() => api?.close());

describe('POST /api/shop/basket/addItem/ (spec §7: type and basket)', () => {
  test('adds to the caller’s basket, opens a session for the browser id and answers type and basket', async () => {
    const { client, basketKey } = shopper();
    const answer = await add(client, basketKey, { quantity: 2 });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    const body = (await answer.json()) as BasketBody;
    expect(body.type).toBe('success');
    expect(body.basket.key).toBe(basketKey);
    expect(body.basket.items).toMatchObject([{ quantity: 2, variant: { id: variantId } }]);
    expect(body.basket.cost.currencyCode).toBe('EUR');
    expect(client.cookie()).not.toBeNull();
    const again = (await (await add(client, basketKey)).json()) as BasketBody;
    expect(again.basket.items).toMatchObject([{ quantity: 3 }]);
  });

  test('customData (cPromo, ffData) and displayData come back on the line; a sent pricePromotionKey is recomputed (spec §3, §4)', async () => {
    const { client, basketKey } = shopper();
    const answer = await add(client, basketKey, {
      customData: {
        cPromo: { promotionId: 'fruehling' },
        ffData: { ffCampaign: 'kampagne-7' },
        pricePromotionKey: 'Promotion3',
      },
      displayData: { listName: 'Kinderwagen', position: 4 },
    });
    expect(answer.status).toBe(200);
    const { basket } = (await answer.json()) as {
      basket: { items: Array<{ customData: Record<string, unknown>; displayData: unknown }> };
    };
    expect(basket.items[0]?.customData).toEqual({
      cPromo: { promotionId: 'fruehling' },
      ffData: { ffCampaign: 'kampagne-7' },
    });
    expect(basket.items[0]?.displayData).toEqual({ listName: 'Kinderwagen', position: 4 });
  });

  test('a quantity above the available quantity is capped with type quantityCapped', async () => {
    await api.services.commerce.db.rows(
      sql`UPDATE variants SET stock_quantity = 2 WHERE id = ${secondVariantId}`,
    );
    const { client, basketKey } = shopper();
    const answer = await add(client, basketKey, { variantId: secondVariantId, quantity: 5 });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({
      type: 'quantityCapped',
      message: 'basket.quantityCapped',
      requestedQuantity: 5,
      availableQuantity: 2,
      basket: { items: [{ quantity: 2, availableQuantity: 2 }] },
    });
    const none = await add(client, basketKey, { variantId: secondVariantId });
    expect(none.status).toBe(409);
    expect(await none.json()).toEqual({
      statusCode: 409,
      error: 'basket.quantityUnavailable',
      issues: [{ field: 'quantity', key: 'basket.quantityUnavailable' }],
    });
  });

  test.each([
    { name: 'no variant', json: {}, field: 'variantId', key: 'validation.invalidType' },
    {
      name: 'a text quantity',
      json: { quantity: 'zwei' },
      field: 'quantity',
      key: 'validation.invalidType',
    },
    {
      name: 'an unknown variant',
      json: { variantId: 2_000_000_000 },
      field: 'variantId',
      key: 'basket.unknownVariant',
    },
  ])('$name answers 400 naming the field', async ({ json, field, key }) => {
    const { client, basketKey } = shopper();
    const answer = await client.call('/api/shop/basket/addItem/', {
      method: 'POST',
      json: {
        basketKey,
        variantId,
        ...json,
        ...(field === 'variantId' && !('variantId' in json) ? { variantId: undefined } : {}),
      },
    });
    expect(answer.status).toBe(400);
    expect(await answer.json()).toEqual({
      statusCode: 400,
      error: 'api.badRequest',
      issues: [{ field, key }],
    });
  });

  test.each([3, 4])(
    'an article with BVC %i is refused with 409 basket.notBuyable (spec §4)',
    async (bvc) => {
      const [row] = await api.services.commerce.db.rows<{ id: number }>(sql`
      SELECT v.id FROM variants v JOIN products p ON p.id = v.product_id
      JOIN variant_prices vp ON vp.variant_id = v.id AND vp.shop_id = 10
      WHERE v.bvc = ${bvc} AND p.is_active ORDER BY v.id LIMIT 1`);
      expect(row).toBeDefined();
      const { client, basketKey } = shopper();
      const answer = await add(client, basketKey, { variantId: row?.id });
      expect(answer.status).toBe(409);
      expect(await answer.json()).toEqual({
        statusCode: 409,
        error: 'basket.notBuyable',
        issues: [{ field: 'variantId', key: 'basket.notBuyable' }],
      });
    },
  );

  test('malformed JSON is a 400, a foreign origin a 403', async () => {
    const { client, basketKey } = shopper();
    const malformed = await client.call('/api/shop/basket/addItem/', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"basketKey":',
    });
    expect(malformed.status).toBe(400);
    const foreign = await client.call('/api/shop/basket/addItem/', {
      method: 'POST',
      json: { basketKey, variantId },
      headers: { origin: 'https://evil.example' },
    });
    expect(foreign.status).toBe(403);
    expect(await foreign.json()).toMatchObject({ error: 'api.foreignOrigin' });
  });
});

describe('basket keys are bound to the session (issue 6 security)', () => {
  test("another session's basket key answers 404 on every call", async () => {
    const owner = shopper();
    const added = (await (await add(owner.client, owner.basketKey)).json()) as BasketBody;
    const itemKey = added.basket.items[0]?.key;
    const intruder = shopper();
    await add(intruder.client, intruder.basketKey);
    const calls = [
      intruder.client.call(`/api/shop/basket/get/${owner.basketKey}/`),
      add(intruder.client, owner.basketKey),
      intruder.client.call('/api/shop/basket/updateItem/', {
        method: 'POST',
        json: { basketKey: owner.basketKey, itemKey, quantity: 5 },
      }),
      intruder.client.call('/api/shop/basket/deleteItem/', {
        method: 'DELETE',
        json: { basketKey: owner.basketKey, itemKey },
      }),
      intruder.client.call('/api/shop/basket/updateItem/', {
        method: 'POST',
        json: { basketKey: intruder.basketKey, itemKey, quantity: 5 },
      }),
    ];
    for (const answer of await Promise.all(calls)) {
      expect(answer.status).toBe(404);
      expect(await answer.json()).toEqual({ statusCode: 404, error: 'api.notFound', issues: [] });
    }
    const still = (await (
      await owner.client.call(`/api/shop/basket/get/${owner.basketKey}/`)
    ).json()) as BasketBody;
    expect(still.basket.items).toMatchObject([{ quantity: 1 }]);
  });

  test('a visitor without a session cannot take over a browser id that holds a basket', async () => {
    const owner = shopper();
    await add(owner.client, owner.basketKey);
    const stranger = visitorClient(api);
    expect((await stranger.call(`/api/shop/basket/get/${owner.basketKey}/`)).status).toBe(404);
    expect((await add(stranger, owner.basketKey)).status).toBe(404);
    expect(stranger.cookie()).toBeNull();
  });

  test('a browser id that a live session carries cannot be adopted, even with an empty basket', async () => {
    const guest = visitorClient(api);
    await guest.call('/api/user/auth/guest/', {
      method: 'POST',
      json: newGuestForm(),
    });
    const { id } = (await (await guest.call('/api/user/')).json()) as { id: string };
    const stranger = visitorClient(api);
    expect((await add(stranger, `basket_10_${id}`)).status).toBe(404);
    expect((await guest.call(`/api/shop/basket/get/basket_10_${id}/`)).status).toBe(200);
  });

  test('registering merges the anonymous basket and wishlist into the customer’s (spec §4)', async () => {
    const { client, basketKey, wishlistKey } = shopper();
    await add(client, basketKey, { quantity: 2 });
    await client.call('/api/shop/wishlist/addItem/', {
      method: 'POST',
      json: { wishlistKey, itemCreationId: { productId } },
    });
    const registered = await client.call('/api/user/auth/register/', {
      method: 'POST',
      json: {
        first_name: 'Mia',
        last_name: 'Muster',
        gender: 'f',
        email: `mia-${randomBytes(4).toString('hex')}@example.de`,
        register_password: 'Kinderwagen-Blau-2026x',
        newsletter: false,
      },
    });
    expect(registered.status).toBe(200);
    const { id } = (await (await client.call('/api/user/')).json()) as { id: string };
    expect(id).toHaveLength(64);
    const basket = (await (
      await client.call(`/api/shop/basket/get/basket_10_${id}/`)
    ).json()) as BasketBody;
    expect(basket.basket.items).toMatchObject([{ quantity: 2, variant: { id: variantId } }]);
    const wishlist = await client.call(`/api/shop/wishlist/get/wishlist_10_${id}/`);
    expect(await wishlist.json()).toMatchObject({
      wishlist: { items: [{ product: { id: productId } }] },
    });
    expect((await client.call(`/api/shop/basket/get/${basketKey}/`)).status).toBe(404);
  });

  test('the basket of another shop is not found', async () => {
    const { client, basketKey } = shopper();
    await add(client, basketKey);
    const elsewhere = await client.call(`/api/shop/basket/get/${basketKey}/`, {
      host: 'at.nido.localhost',
    });
    expect(elsewhere.status).toBe(404);
  });
});

describe('updateItem, deleteItem and get (spec §7)', () => {
  test('updateItem sets the quantity or applies a change and answers type and basket', async () => {
    const { client, basketKey } = shopper();
    const added = (await (await add(client, basketKey)).json()) as BasketBody;
    const itemKey = added.basket.items[0]?.key;
    const set = await client.call('/api/shop/basket/updateItem/', {
      method: 'POST',
      json: { basketKey, itemKey, quantity: 4 },
    });
    expect(set.status).toBe(200);
    expect(await set.json()).toMatchObject({
      type: 'success',
      basket: { items: [{ quantity: 4 }] },
    });
    const changed = await client.call('/api/shop/basket/updateItem/', {
      method: 'POST',
      json: { basketKey, itemKey, change: -1 },
    });
    expect(await changed.json()).toMatchObject({ basket: { items: [{ quantity: 3 }] } });
    const bad = await client.call('/api/shop/basket/updateItem/', {
      method: 'POST',
      json: { basketKey, itemKey, quantity: -4 },
    });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({
      issues: [{ field: 'quantity', key: 'validation.tooSmall' }],
    });
  });

  test('50 concurrent updateItem +1 over HTTP end at exactly +50 (issue 6)', async () => {
    const { client, basketKey } = shopper();
    const added = (await (await add(client, basketKey)).json()) as BasketBody;
    const itemKey = added.basket.items[0]?.key;
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        client.call('/api/shop/basket/updateItem/', {
          method: 'POST',
          json: { basketKey, itemKey, change: 1 },
        }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(50).fill(200));
    const basket = (await (
      await client.call(`/api/shop/basket/get/${basketKey}/`)
    ).json()) as BasketBody;
    expect(basket.basket.items[0]?.quantity).toBe(51);
  });

  test('deleteItem takes the body or the query and answers the basket', async () => {
    const { client, basketKey } = shopper();
    await add(client, basketKey);
    const two = (await (
      await add(client, basketKey, {
        variantId: secondVariantId === 0 ? variantId : secondVariantId,
      })
    ).json()) as BasketBody;
    const [first, second] = two.basket.items;
    const byBody = await client.call('/api/shop/basket/deleteItem/', {
      method: 'DELETE',
      json: { basketKey, itemKey: first?.key },
    });
    expect(byBody.status).toBe(200);
    expect(((await byBody.json()) as BasketBody).basket.items.map((item) => item.key)).toEqual(
      second ? [second.key] : [],
    );
    if (second) {
      const byQuery = await client.call(
        `/api/shop/basket/deleteItem/?basketKey=${basketKey}&itemKey=${second.key}`,
        { method: 'DELETE' },
      );
      expect(await byQuery.json()).toMatchObject({ basket: { items: [] } });
    }
    const gone = await client.call('/api/shop/basket/deleteItem/', {
      method: 'DELETE',
      json: { basketKey, itemKey: first?.key },
    });
    expect(gone.status).toBe(404);
  });

  test('get answers the basket of a new visitor as empty, and a malformed key as 404', async () => {
    const { client, basketKey } = shopper();
    const answer = await client.call(`/api/shop/basket/get/${basketKey}/?locale=de`);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({
      basket: {
        key: basketKey,
        items: [],
        cost: { currencyCode: 'EUR', withTax: 0, withoutTax: 0 },
        totals: [],
        // Issue 15: the set promotions the basket completes (none in an empty basket).
        setPromotions: [],
      },
    });
    expect((await client.call('/api/shop/basket/get/basket_10_a_b/')).status).toBe(404);
    expect((await client.call('/api/shop/basket/get/wishlist_10_abc/')).status).toBe(404);
  });
});

describe('wishlist calls (spec §7: type and wishlist)', () => {
  test('addItem by product or variant, get, deleteItem — and 404 for another session', async () => {
    const { client, wishlistKey } = shopper();
    const byProduct = await client.call('/api/shop/wishlist/addItem/', {
      method: 'POST',
      json: { wishlistKey, itemCreationId: { productId } },
    });
    expect(byProduct.status).toBe(200);
    expect(await byProduct.json()).toMatchObject({
      type: 'success',
      wishlist: { key: wishlistKey, items: [{ variant: null, product: { id: productId } }] },
    });
    const byVariant = await client.call('/api/shop/wishlist/addItem/', {
      method: 'POST',
      json: { wishlistKey, itemCreationId: { variantId } },
    });
    const list = (await byVariant.json()) as { wishlist: { items: Array<{ key: string }> } };
    expect(list.wishlist.items).toHaveLength(2);
    const intruder = shopper();
    await intruder.client.call('/api/shop/wishlist/addItem/', {
      method: 'POST',
      json: { wishlistKey: intruder.wishlistKey, itemCreationId: { productId } },
    });
    expect((await intruder.client.call(`/api/shop/wishlist/get/${wishlistKey}/`)).status).toBe(404);
    const foreignDelete = await intruder.client.call('/api/shop/wishlist/deleteItem/', {
      method: 'DELETE',
      json: { wishlistKey, itemKey: list.wishlist.items[0]?.key },
    });
    expect(foreignDelete.status).toBe(404);
    const deleted = await client.call('/api/shop/wishlist/deleteItem/', {
      method: 'DELETE',
      json: { wishlistKey, itemKey: list.wishlist.items[0]?.key },
    });
    expect(deleted.status).toBe(200);
    expect(await deleted.json()).toMatchObject({
      wishlist: { items: [{ variant: { id: variantId } }] },
    });
    const got = await client.call(`/api/shop/wishlist/get/${wishlistKey}/`);
    expect(await got.json()).toMatchObject({
      wishlist: { key: wishlistKey, items: [{ variant: { id: variantId } }] },
    });
  });

  test('bad wishlist input answers 400 naming the field', async () => {
    const { client, wishlistKey } = shopper();
    const answer = await client.call('/api/shop/wishlist/addItem/', {
      method: 'POST',
      json: { wishlistKey, itemCreationId: { productId: 2_000_000_000 } },
    });
    expect(answer.status).toBe(400);
    expect(await answer.json()).toEqual({
      statusCode: 400,
      error: 'api.badRequest',
      issues: [{ field: 'itemCreationId.productId', key: 'wishlist.unknownItem' }],
    });
  });
});
