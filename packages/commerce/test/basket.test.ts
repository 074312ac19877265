import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { BasketChange, BasketOutcome, Commerce } from '../src/index';
import { plainVariant, setStock, variantWithBvc } from './support/shopping';
import { babyDe, vitalDe } from './support/shops';
import { openTestCommerce, type TestCommerce, testDatabases } from './support/test-commerce';

const anonymousId = () => randomBytes(8).toString('hex');
const registeredId = () => randomBytes(32).toString('hex');
const keyOf = (userId: string) => `basket_${babyDe.shopId}_${userId}`;

function changed(outcome: BasketOutcome): BasketChange {
  if (outcome.kind !== 'ok')
    throw new Error(`Expected a basket change, got ${JSON.stringify(outcome)}`);
  return outcome;
}

describe.each(testDatabases)(
  'baskets on %s (spec §3 Basket, §4 basket item, §7 basket calls)',
  (kind) => {
    let handle: TestCommerce;
    let commerce: Commerce;

    beforeAll(async () => {
      handle = await openTestCommerce(kind);
      commerce = handle.commerce;
    });
    afterAll(() => handle?.close());

    test('a new visitor has an empty basket under their own key, in the shop currency', async () => {
      const userId = anonymousId();
      const basket = await commerce.basket.get(babyDe, { userId }, keyOf(userId));
      expect(basket).toEqual({
        key: keyOf(userId),
        items: [],
        cost: { currencyCode: 'EUR', withTax: 0, withoutTax: 0 },
        totals: [],
        setPromotions: [],
      });
    });

    test("another visitor's key, or a malformed one, is not found (issue 6: bound to the session)", async () => {
      const owner = anonymousId();
      const variant = await plainVariant(commerce, babyDe.shopId, 5);
      changed(
        await commerce.basket.addItem(
          babyDe,
          { userId: owner },
          { basketKey: keyOf(owner), variantId: variant.id },
        ),
      );
      const intruder = { userId: anonymousId() };
      expect(await commerce.basket.get(babyDe, intruder, keyOf(owner))).toBeNull();
      expect(await commerce.basket.get(babyDe, intruder, `${keyOf(intruder.userId)} `)).toBeNull();
      expect(
        await commerce.basket.get({ ...babyDe, shopId: 11 }, { userId: owner }, keyOf(owner)),
      ).toBeNull();
      expect(
        await commerce.basket.addItem(babyDe, intruder, {
          basketKey: keyOf(owner),
          variantId: variant.id,
        }),
      ).toEqual({ kind: 'notFound' });
      const basket = await commerce.basket.get(babyDe, { userId: owner }, keyOf(owner));
      const itemKey = basket?.items[0]?.key;
      expect(
        await commerce.basket.updateItem(babyDe, intruder, {
          basketKey: keyOf(owner),
          itemKey,
          quantity: 3,
        }),
      ).toEqual({ kind: 'notFound' });
      expect(
        await commerce.basket.updateItem(babyDe, intruder, {
          basketKey: keyOf(intruder.userId),
          itemKey,
          quantity: 3,
        }),
      ).toEqual({ kind: 'notFound' });
      expect(
        await commerce.basket.deleteItem(babyDe, intruder, {
          basketKey: keyOf(intruder.userId),
          itemKey,
        }),
      ).toEqual({ kind: 'notFound' });
      expect(
        (await commerce.basket.get(babyDe, { userId: owner }, keyOf(owner)))?.items[0]?.quantity,
      ).toBe(1);
    });

    test('adding a variant twice joins one line; totals are line totals (spec §3 cost)', async () => {
      const userId = anonymousId();
      const variant = await plainVariant(commerce, babyDe.shopId, 10);
      changed(
        await commerce.basket.addItem(
          babyDe,
          { userId },
          { basketKey: keyOf(userId), variantId: variant.id, quantity: 2 },
        ),
      );
      const { basket, type } = changed(
        await commerce.basket.addItem(
          babyDe,
          { userId },
          {
            basketKey: keyOf(userId),
            variantId: variant.id,
            quantity: 3,
            displayData: { source: 'pdp' },
          },
        ),
      );
      expect(type).toBe('success');
      expect(basket.items).toHaveLength(1);
      const [item] = basket.items;
      expect(item).toMatchObject({
        quantity: 5,
        variant: { id: variant.id },
        itemGroup: null,
        displayData: { source: 'pdp' },
      });
      expect(item?.availableQuantity).toBe(variant.stock);
      expect(item?.price.total.withTax).toBe((item?.price.unit.withTax ?? 0) * 5);
      expect(basket.cost).toEqual({
        currencyCode: 'EUR',
        withTax: item?.price.total.withTax,
        withoutTax: item?.price.total.withoutTax,
      });
      expect(basket.totals).toEqual([{ ...basket.cost, quantity: 5 }]);
      expect(item?.product.siblings).toEqual([]);
    });

    test('quantities above the available quantity are capped with a clear answer (issue 6)', async () => {
      const userId = anonymousId();
      const variant = await plainVariant(commerce, babyDe.shopId, 1, [], 1_000_000);
      await setStock(commerce, variant.id, 3);
      const capped = changed(
        await commerce.basket.addItem(
          babyDe,
          { userId },
          { basketKey: keyOf(userId), variantId: variant.id, quantity: 5 },
        ),
      );
      expect(capped).toMatchObject({
        type: 'quantityCapped',
        requestedQuantity: 5,
        availableQuantity: 3,
      });
      expect(capped.basket.items[0]).toMatchObject({ quantity: 3, availableQuantity: 3 });
      expect(
        await commerce.basket.addItem(
          babyDe,
          { userId },
          { basketKey: keyOf(userId), variantId: variant.id },
        ),
      ).toEqual({
        kind: 'refused',
        key: 'basket.quantityUnavailable',
        field: 'quantity',
      });
      const itemKey = capped.basket.items[0]?.key;
      const update = changed(
        await commerce.basket.updateItem(
          babyDe,
          { userId },
          { basketKey: keyOf(userId), itemKey, quantity: 9 },
        ),
      );
      expect(update).toMatchObject({
        type: 'quantityCapped',
        requestedQuantity: 9,
        availableQuantity: 3,
      });
    });

    test.each([3, 4])('a variant with BVC %i cannot be added (spec §4)', async (bvc) => {
      const userId = anonymousId();
      const variantId = await variantWithBvc(commerce, babyDe.shopId, bvc);
      expect(
        await commerce.basket.addItem(babyDe, { userId }, { basketKey: keyOf(userId), variantId }),
      ).toEqual({
        kind: 'refused',
        key: 'basket.notBuyable',
        field: 'variantId',
      });
    });

    test.each([
      { payload: { variantId: 2_000_000_000 }, field: 'variantId', key: 'basket.unknownVariant' },
      { payload: { variantId: 0 }, field: 'variantId', key: 'validation.tooSmall' },
      { payload: { variantId: '12' }, field: 'variantId', key: 'validation.invalidType' },
      { payload: { variantId: 1, quantity: 1000 }, field: 'quantity', key: 'validation.tooLarge' },
      {
        payload: { variantId: 1, itemGroup: { id: '123', isMainItem: true, isRequired: true } },
        field: 'itemGroup.id',
        key: 'basket.itemGroupId',
      },
      {
        payload: { variantId: 1, displayData: { note: 'a\u0000b' } },
        field: 'displayData.note',
        key: 'validation.controlCharacters',
      },
    ])('bad input $payload gives $key on $field', async ({ payload, field, key }) => {
      const userId = anonymousId();
      const outcome = await commerce.basket.addItem(
        babyDe,
        { userId },
        { basketKey: keyOf(userId), ...payload },
      );
      expect(outcome).toMatchObject({
        kind: 'invalid',
        issues: expect.arrayContaining([{ field, key }]),
      });
    });

    test('updateItem sets a quantity or applies a change; below 1 removes the line (spec §4)', async () => {
      const userId = anonymousId();
      const variant = await plainVariant(commerce, babyDe.shopId, 10);
      const added = changed(
        await commerce.basket.addItem(
          babyDe,
          { userId },
          { basketKey: keyOf(userId), variantId: variant.id },
        ),
      );
      const itemKey = added.basket.items[0]?.key;
      const set = changed(
        await commerce.basket.updateItem(
          babyDe,
          { userId },
          { basketKey: keyOf(userId), itemKey, quantity: 4 },
        ),
      );
      expect(set.basket.items[0]?.quantity).toBe(4);
      const minus = changed(
        await commerce.basket.updateItem(
          babyDe,
          { userId },
          { basketKey: keyOf(userId), itemKey, change: -1 },
        ),
      );
      expect(minus.basket.items[0]?.quantity).toBe(3);
      const gone = changed(
        await commerce.basket.updateItem(
          babyDe,
          { userId },
          { basketKey: keyOf(userId), itemKey, change: -3 },
        ),
      );
      expect(gone.basket.items).toEqual([]);
      expect(
        await commerce.basket.updateItem(
          babyDe,
          { userId },
          { basketKey: keyOf(userId), itemKey, quantity: 2, change: 1 },
        ),
      ).toMatchObject({
        kind: 'invalid',
        issues: [{ field: 'change', key: 'basket.quantityOrChange' }],
      });
    });

    test('50 concurrent updateItem calls of +1 end at exactly +50 (issue 6)', async () => {
      const userId = anonymousId();
      const variant = await plainVariant(commerce, babyDe.shopId, 1);
      await setStock(commerce, variant.id, 500);
      const added = changed(
        await commerce.basket.addItem(
          babyDe,
          { userId },
          { basketKey: keyOf(userId), variantId: variant.id },
        ),
      );
      const itemKey = added.basket.items[0]?.key;
      const outcomes = await Promise.all(
        Array.from({ length: 50 }, () =>
          commerce.basket.updateItem(
            babyDe,
            { userId },
            { basketKey: keyOf(userId), itemKey, change: 1 },
          ),
        ),
      );
      expect(outcomes.every((outcome) => outcome.kind === 'ok')).toBe(true);
      const basket = await commerce.basket.get(babyDe, { userId }, keyOf(userId));
      expect(basket?.items[0]?.quantity).toBe(51);
    });

    test('an item group holds a main item and its required service item (spec §3 itemGroup)', async () => {
      const userId = anonymousId();
      const main = await plainVariant(commerce, babyDe.shopId, 20);
      const service = await plainVariant(commerce, babyDe.shopId, 20, [main.id]);
      const group = { id: '12345678', isMainItem: true, isRequired: true };
      changed(
        await commerce.basket.addItem(
          babyDe,
          { userId },
          { basketKey: keyOf(userId), variantId: main.id, quantity: 2, itemGroup: group },
        ),
      );
      const withService = changed(
        await commerce.basket.addItem(
          babyDe,
          { userId },
          {
            basketKey: keyOf(userId),
            variantId: service.id,
            quantity: 1,
            itemGroup: { ...group, isMainItem: false },
          },
        ),
      );
      expect(
        withService.basket.items.map((item) => [item.variant.id, item.quantity, item.itemGroup]),
      ).toEqual([
        [main.id, 2, group],
        [service.id, 2, { ...group, isMainItem: false }],
      ]);
      const mainKey = withService.basket.items[0]?.key;
      const serviceKey = withService.basket.items[1]?.key;
      const more = changed(
        await commerce.basket.updateItem(
          babyDe,
          { userId },
          { basketKey: keyOf(userId), itemKey: mainKey, change: 1 },
        ),
      );
      expect(more.basket.items.map((item) => item.quantity)).toEqual([3, 3]);
      const serviceAlone = changed(
        await commerce.basket.updateItem(
          babyDe,
          { userId },
          { basketKey: keyOf(userId), itemKey: serviceKey, quantity: 9 },
        ),
      );
      expect(serviceAlone.basket.items.map((item) => item.quantity)).toEqual([3, 3]);
      expect(
        await commerce.basket.addItem(
          babyDe,
          { userId },
          { basketKey: keyOf(userId), variantId: main.id, itemGroup: group },
        ),
      ).toMatchObject({
        kind: 'invalid',
        issues: [{ field: 'itemGroup.id', key: 'basket.itemGroupTaken' }],
      });
      expect(
        await commerce.basket.addItem(
          babyDe,
          { userId },
          {
            basketKey: keyOf(userId),
            variantId: service.id,
            itemGroup: { id: '87654321', isMainItem: false, isRequired: true },
          },
        ),
      ).toMatchObject({
        kind: 'invalid',
        issues: [{ field: 'itemGroup.id', key: 'basket.itemGroupUnknown' }],
      });
      const deleted = await commerce.basket.deleteItem(
        babyDe,
        { userId },
        { basketKey: keyOf(userId), itemKey: mainKey },
      );
      expect(deleted).toMatchObject({ items: [] });
    });

    test('engraving text makes a new grouped line; "ohne" means none (spec §4, §9)', async () => {
      const [row] = await commerce.db.rows<{ id: number }>(sql`
      SELECT v.id FROM variants v JOIN product_texts t ON t.product_id = v.product_id AND t.language = 'de'
      JOIN variant_prices vp ON vp.variant_id = v.id AND vp.shop_id = ${babyDe.shopId}
      WHERE t.advanced_attributes ? 'gravureHeadline' AND v.bvc = 1 AND v.stock_quantity >= 5 ORDER BY v.id LIMIT 1`);
      const variantId = row?.id ?? 0;
      const userId = anonymousId();
      const engraved = changed(
        await commerce.basket.addItem(
          babyDe,
          { userId },
          {
            basketKey: keyOf(userId),
            variantId,
            customData: { customText: { text1: ' Mia ' }, ffData: { ffCampaign: 'c1' } },
          },
        ),
      );
      const [item] = engraved.basket.items;
      expect(item?.customData).toMatchObject({
        customText: { text1: 'Mia' },
        ffData: { ffCampaign: 'c1' },
      });
      expect(item?.itemGroup).toMatchObject({
        isMainItem: true,
        isRequired: true,
        id: expect.stringMatching(/^\d{8}$/),
      });
      const plain = changed(
        await commerce.basket.addItem(
          babyDe,
          { userId },
          { basketKey: keyOf(userId), variantId, customData: { customText: { text1: 'ohne' } } },
        ),
      );
      expect(plain.basket.items).toHaveLength(2);
      expect(plain.basket.items[1]).toMatchObject({ itemGroup: null, customData: {} });
      const tooLong = await commerce.basket.addItem(
        babyDe,
        { userId },
        {
          basketKey: keyOf(userId),
          variantId,
          customData: { customText: { text1: 'x'.repeat(150) } },
        },
      );
      expect(tooLong).toMatchObject({
        kind: 'invalid',
        issues: [{ field: 'customData.customText.text1', key: 'engraving.tooLong' }],
      });
    });

    test('a buy_x_get_y promotion makes one of three units free (spec §3 promotion)', async () => {
      const [row] = await commerce.db.rows<{ id: number }>(sql`
      SELECT v.id FROM variants v JOIN products p ON p.id = v.product_id
      JOIN variant_prices vp ON vp.variant_id = v.id AND vp.shop_id = ${babyDe.shopId}
      WHERE p.promotion_id = 'baby-3-for-2' AND v.bvc = 1 AND v.stock_quantity >= 3 AND vp.scale_prices IS NULL AND p.is_active
      ORDER BY v.id LIMIT 1`);
      if (row === undefined) throw new Error('no 3-for-2 article in the test catalog');
      const userId = anonymousId();
      const { basket } = changed(
        await commerce.basket.addItem(
          babyDe,
          { userId },
          { basketKey: keyOf(userId), variantId: row.id, quantity: 3 },
        ),
      );
      const [item] = basket.items;
      expect(item?.promotion).toMatchObject({
        id: 'baby-3-for-2',
        isValid: true,
        effect: { type: 'buy_x_get_y' },
      });
      expect(item?.promotionId).toBe('baby-3-for-2');
      expect(item?.price.total.withTax).toBe((item?.price.unit.withTax ?? 0) * 2);
    });

    test('scale prices set the unit price and the Promotion{n} key at the quantity (spec §3, §4)', async () => {
      const [row] = await commerce.db.rows<{ id: number; amount: number; price: number }>(sql`
      SELECT v.id, (vp.scale_prices->>'scaleAmount1')::int AS amount, (vp.scale_prices->>'scalePrice1')::int AS price
      FROM variants v JOIN products p ON p.id = v.product_id
      JOIN variant_prices vp ON vp.variant_id = v.id AND vp.shop_id = ${vitalDe.shopId}
      WHERE vp.scale_prices ? 'scaleAmount1' AND p.promotion_id IS NULL AND v.bvc = 1 AND p.is_active
      ORDER BY v.id LIMIT 1`);
      if (row === undefined) throw new Error('no scale-priced article in the test catalog');
      await setStock(commerce, row.id, 500);
      const userId = anonymousId();
      const below = changed(
        await commerce.basket.addItem(
          vitalDe,
          { userId },
          {
            basketKey: `basket_${vitalDe.shopId}_${userId}`,
            variantId: row.id,
            quantity: Math.max(row.amount - 1, 1),
          },
        ),
      );
      if (row.amount > 1)
        expect(below.basket.items[0]?.customData.pricePromotionKey).toBeUndefined();
      const itemKey = below.basket.items[0]?.key;
      const { basket } = changed(
        await commerce.basket.updateItem(
          vitalDe,
          { userId },
          { basketKey: `basket_${vitalDe.shopId}_${userId}`, itemKey, quantity: row.amount },
        ),
      );
      expect(basket.items[0]?.customData.pricePromotionKey).toBe('Promotion1');
      expect(basket.items[0]?.price.unit.withTax).toBe(row.price);
    });

    test('wishlist items come from a product or a variant, once each (spec §3 Wishlist, §7)', async () => {
      const userId = anonymousId();
      const wishlistKey = `wishlist_${babyDe.shopId}_${userId}`;
      const variant = await plainVariant(commerce, babyDe.shopId, 1);
      const other = await plainVariant(commerce, babyDe.shopId, 1, [variant.id]);
      const byProduct = await commerce.wishlist.addItem(
        babyDe,
        { userId },
        { wishlistKey, itemCreationId: { productId: other.productId } },
      );
      expect(byProduct).toMatchObject({
        kind: 'ok',
        type: 'success',
        wishlist: {
          key: wishlistKey,
          items: [{ variant: null, product: { id: other.productId } }],
        },
      });
      await commerce.wishlist.addItem(
        babyDe,
        { userId },
        { wishlistKey, itemCreationId: { variantId: variant.id } },
      );
      const again = await commerce.wishlist.addItem(
        babyDe,
        { userId },
        { wishlistKey, itemCreationId: { variantId: variant.id } },
      );
      expect(
        again.kind === 'ok' && again.wishlist.items.map((item) => item.variant?.id ?? null),
      ).toEqual([null, variant.id]);
      expect(
        await commerce.wishlist.addItem(
          babyDe,
          { userId },
          { wishlistKey, itemCreationId: { productId: 2_000_000_000 } },
        ),
      ).toMatchObject({
        kind: 'invalid',
        issues: [{ field: 'itemCreationId.productId', key: 'wishlist.unknownItem' }],
      });
      const intruder = { userId: anonymousId() };
      expect(await commerce.wishlist.get(babyDe, intruder, wishlistKey)).toBeNull();
      const list = await commerce.wishlist.get(babyDe, { userId }, wishlistKey);
      const itemKey = list?.items[0]?.key;
      expect(
        await commerce.wishlist.deleteItem(babyDe, intruder, {
          wishlistKey: `wishlist_${babyDe.shopId}_${intruder.userId}`,
          itemKey,
        }),
      ).toEqual({ kind: 'notFound' });
      expect(
        await commerce.wishlist.deleteItem(babyDe, { userId }, { wishlistKey, itemKey }),
      ).toMatchObject({ items: [{ variant: { id: variant.id } }] });
    });

    test('on login the anonymous basket and wishlist are re-added one by one (spec §4)', async () => {
      const visitor = anonymousId();
      const customer = registeredId();
      const first = await plainVariant(commerce, babyDe.shopId, 10);
      const second = await plainVariant(commerce, babyDe.shopId, 10, [first.id]);
      changed(
        await commerce.basket.addItem(
          babyDe,
          { userId: customer },
          { basketKey: keyOf(customer), variantId: first.id, quantity: 1 },
        ),
      );
      changed(
        await commerce.basket.addItem(
          babyDe,
          { userId: visitor },
          { basketKey: keyOf(visitor), variantId: first.id, quantity: 2 },
        ),
      );
      changed(
        await commerce.basket.addItem(
          babyDe,
          { userId: visitor },
          { basketKey: keyOf(visitor), variantId: second.id, quantity: 1 },
        ),
      );
      await commerce.wishlist.addItem(
        babyDe,
        { userId: visitor },
        { wishlistKey: `wishlist_10_${visitor}`, itemCreationId: { productId: second.productId } },
      );
      const report = await commerce.mergeVisitorShopping({
        shopId: babyDe.shopId,
        fromUserId: visitor,
        toUserId: customer,
      });
      expect(report).toEqual({ basketItems: 2, wishlistItems: 1, skipped: 0 });
      const basket = await commerce.basket.get(babyDe, { userId: customer }, keyOf(customer));
      expect(basket?.items.map((item) => [item.variant.id, item.quantity])).toEqual([
        [first.id, 3],
        [second.id, 1],
      ]);
      const wishlist = await commerce.wishlist.get(
        babyDe,
        { userId: customer },
        `wishlist_10_${customer}`,
      );
      expect(wishlist?.items.map((item) => item.product.id)).toEqual([second.productId]);
      expect(
        (await commerce.basket.get(babyDe, { userId: visitor }, keyOf(visitor)))?.items,
      ).toEqual([]);
      expect(
        await commerce.mergeVisitorShopping({
          shopId: babyDe.shopId,
          fromUserId: customer,
          toUserId: customer,
        }),
      ).toEqual({ basketItems: 0, wishlistItems: 0, skipped: 0 });
    });
  },
);
