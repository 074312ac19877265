import { randomBytes, randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Commerce, Purchaser } from '../src/index';
import { testPaymentData } from '../src/index';
import { plainVariant, testAddress, testPurchaser } from './support/shopping';
import { babyAt, babyDe } from './support/shops';
import { openTestCommerce, type TestCommerce, testDatabases } from './support/test-commerce';

describe.each(testDatabases)(
  'a gift card kept with the basket on %s (issue 16; spec §3 Order giftcard)',
  (kind) => {
    let handle: TestCommerce;
    let commerce: Commerce;

    beforeAll(async () => {
      handle = await openTestCommerce(kind);
      commerce = handle.commerce;
    });
    afterAll(() => handle?.close());

    /** A gift card of its own for each test (the demo cards are shared with other tests). */
    async function giftCard(balance: number, shopId = babyDe.shopId, currency = 'EUR') {
      const code = `TEST-${randomBytes(5).toString('hex').toUpperCase()}`;
      await commerce.db.rows(sql`
      INSERT INTO gift_cards (code, shop_id, currency, balance)
      VALUES (${code}, ${shopId}, ${currency}, ${balance})`);
      return code;
    }

    async function fill(buyer: Purchaser) {
      const variant = await plainVariant(commerce, babyDe.shopId, 5);
      const outcome = await commerce.basket.addItem(babyDe, buyer, {
        basketKey: `basket_${babyDe.shopId}_${buyer.userId}`,
        variantId: variant.id,
        quantity: 1,
      });
      if (outcome.kind !== 'ok') throw new Error(JSON.stringify(outcome));
      return outcome.basket;
    }

    test('an applied card is kept with the basket, prices it and can be taken off again', async () => {
      const buyer = testPurchaser();
      const basket = await fill(buyer);
      const code = await giftCard(1000);
      expect(await commerce.checkout.basketGiftCard(babyDe, buyer.userId)).toBeNull();

      const applied = await commerce.checkout.applyGiftCard(babyDe, buyer.userId, {
        giftCardCode: ` ${code.toLowerCase()} `,
      });
      expect(applied).toMatchObject({ giftCard: { code, balance: 1000 } });
      expect(await commerce.checkout.basketGiftCard(babyDe, buyer.userId)).toBe(code);

      const summary = await commerce.checkout.summary(babyDe, buyer.userId, { giftCardCode: code });
      if (!('totals' in summary)) throw new Error(JSON.stringify(summary));
      const total = basket.cost.withTax + summary.shipping.withTax;
      expect(summary.totals).toMatchObject({
        totalWithTax: total,
        giftCardAmount: Math.min(1000, total),
        amountDue: total - Math.min(1000, total),
      });

      await commerce.checkout.removeGiftCard(babyDe, buyer.userId);
      expect(await commerce.checkout.basketGiftCard(babyDe, buyer.userId)).toBeNull();
    });

    test('another visitor’s basket never sees the card; a second card takes the first one’s place', async () => {
      const owner = testPurchaser();
      const stranger = testPurchaser();
      await fill(owner);
      const first = await giftCard(500);
      const second = await giftCard(700);
      await commerce.checkout.applyGiftCard(babyDe, owner.userId, { giftCardCode: first });
      expect(await commerce.checkout.basketGiftCard(babyDe, stranger.userId)).toBeNull();
      // The owner's card in another shop's basket of the same visitor is not there either.
      expect(await commerce.checkout.basketGiftCard(babyAt, owner.userId)).toBeNull();
      await commerce.checkout.removeGiftCard(babyDe, stranger.userId);
      expect(await commerce.checkout.basketGiftCard(babyDe, owner.userId)).toBe(first);
      await commerce.checkout.applyGiftCard(babyDe, owner.userId, { giftCardCode: second });
      expect(await commerce.checkout.basketGiftCard(babyDe, owner.userId)).toBe(second);
    });

    test.each([
      {
        name: 'an unknown code',
        card: async () => 'GIBTESNICHT-1',
        key: 'checkout.giftCardUnknown',
      },
      { name: 'a card used up', card: () => giftCard(0), key: 'checkout.giftCardEmpty' },
      {
        name: 'a card of Nido Austria',
        card: () => giftCard(1000, babyAt.shopId),
        key: 'checkout.giftCardUnknown',
      },
      {
        name: 'a card in francs',
        card: () => giftCard(1000, babyDe.shopId, 'CHF'),
        key: 'checkout.giftCardUnknown',
      },
      { name: 'an empty code', card: async () => '   ', key: 'checkout.giftCardUnknown' },
    ])('$name is refused with its reason and not kept', async ({ card, key }) => {
      const buyer = testPurchaser();
      await fill(buyer);
      const refused = await commerce.checkout.applyGiftCard(babyDe, buyer.userId, {
        giftCardCode: await card(),
      });
      expect(refused).toMatchObject({ issues: [{ field: 'giftCardCode', key }] });
      expect(await commerce.checkout.basketGiftCard(babyDe, buyer.userId)).toBeNull();
    });

    test('the order pays with the basket’s card, which is off the basket afterwards', async () => {
      const buyer = testPurchaser();
      await fill(buyer);
      const code = await giftCard(1000);
      await commerce.checkout.applyGiftCard(babyDe, buyer.userId, { giftCardCode: code });
      const kept = await commerce.checkout.basketGiftCard(babyDe, buyer.userId);
      const placed = await commerce.checkout.placeOrder(babyDe, buyer, {
        idempotencyKey: randomUUID(),
        billingAddress: testAddress,
        paymentMethod: 'KK',
        paymentData: { cardNumber: testPaymentData.cards.authorise },
        giftCardCode: kept,
      });
      if (placed.kind !== 'placed') throw new Error(JSON.stringify(placed));
      const detail = await commerce.orders.detail(babyDe, buyer, placed.orderNumber);
      expect(detail?.giftCardCode).toBe(code);
      const charged = Math.min(1000, detail?.totals.totalWithTax ?? 0);
      expect(detail?.totals).toMatchObject({
        giftCardAmount: charged,
        amountDue: (detail?.totals.totalWithTax ?? 0) - charged,
      });
      expect(await commerce.checkout.basketGiftCard(babyDe, buyer.userId)).toBeNull();
    });

    test('the login merge takes the visitor’s card to the customer’s basket (spec §4 merge)', async () => {
      const visitor = testPurchaser();
      const customer = testPurchaser();
      await fill(visitor);
      const code = await giftCard(800);
      await commerce.checkout.applyGiftCard(babyDe, visitor.userId, { giftCardCode: code });
      await commerce.mergeVisitorShopping({
        shopId: babyDe.shopId,
        fromUserId: visitor.userId,
        toUserId: customer.userId,
      });
      expect(await commerce.checkout.basketGiftCard(babyDe, customer.userId)).toBe(code);
      expect(await commerce.checkout.basketGiftCard(babyDe, visitor.userId)).toBeNull();
    });
  },
);
