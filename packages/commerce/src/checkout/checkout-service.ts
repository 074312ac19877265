import { randomUUID } from 'node:crypto';
import { basketKey, isBuyableVariant, isOrderStatus, orderPaymentState } from '@vitrine/domain';
import { isPaymentMethodOffered } from '@vitrine/domain/checkout';
import type { ShippingCostsBlock } from '@vitrine/domain/content-model';
import { sql } from 'drizzle-orm';
import type { BasketService } from '../basket/basket-service';
import { payloadFailure } from '../basket/payload-failure';
import type { Database } from '../db/database';
import { type MailSender, orderMail } from '../orders/order-mail';
import type { PaymentProvider, PaymentResult } from '../payment/payment-provider';
import { resolveShopContext, type ShopContext } from '../shop-context';
import { isValidationFailure, type ValidationFailure, validationFailure } from '../validation';
import { checkoutQuoteSchema, giftCardInputSchema, placeOrderSchema } from './checkout-input';
import { type CheckoutSummary, priceCheckout } from './checkout-pricing';
import { orderAddresses } from './order-addresses';

/** The customer placing an order: the session's user and the identity's customer. */
export interface Purchaser {
  readonly userId: string;
  /** Guest or registered customer id (checkout needs a signed-in or guest customer, §6). */
  readonly customerId: string;
  readonly email: string;
  readonly isGuest: boolean;
}

/** Why an order was not placed (409, or 402 for a declined payment, 503 for a failed one). */
export interface CheckoutRefusal {
  readonly kind: 'refused';
  readonly status: 402 | 409 | 503;
  readonly key:
    | 'checkout.basketEmpty'
    | 'checkout.itemUnavailable'
    | 'checkout.outOfStock'
    | 'checkout.giftCardEmpty'
    | 'checkout.paymentDeclined'
    | 'checkout.paymentFailed';
  readonly field: string | null;
}

export interface PlacedOrder {
  readonly kind: 'placed';
  readonly orderNumber: string;
  /** True when the idempotency key had already placed this order. */
  readonly replayed: boolean;
  /**
   * The provider's answer: `authorised` (the order is paid) or `pending` (placed, its payment
   * not yet confirmed: the shopper must not be told it is paid). A replay tells the order's.
   */
  readonly payment: 'authorised' | 'pending';
}

export interface CheckoutOptions {
  /** The CMS shipping-cost config of the shop (§3); null or missing: the §9 fallback. */
  readonly shippingCosts?: ShippingCostsBlock | null;
}

export interface CheckoutService {
  /** Prices the caller's basket for checkout with the given voucher and gift card codes. */
  summary(
    context: ShopContext,
    userId: string,
    input: unknown,
    options?: CheckoutOptions,
  ): Promise<CheckoutSummary | ValidationFailure>;
  /**
   * The gift card kept with the caller's basket (issue 16), or null: its code as the shopper
   * applied it. Only the caller's own basket is read (the key is the caller's).
   */
  basketGiftCard(context: ShopContext, userId: string): Promise<string | null>;
  /**
   * Applies a gift card to the caller's basket (issue 16): the basket is priced with it and,
   * when the card can pay (`giftCardOutcome`: this shop and currency, a balance left), it is
   * kept with the basket on the server, in place of one applied before. A refused card is a
   * validation failure with the reason (`checkout.giftCardUnknown`, `checkout.giftCardEmpty`)
   * and keeps nothing.
   */
  applyGiftCard(
    context: ShopContext,
    userId: string,
    input: unknown,
    options?: CheckoutOptions,
  ): Promise<CheckoutSummary | ValidationFailure>;
  /** Takes the gift card off the caller's basket (nothing to do without one). */
  removeGiftCard(context: ShopContext, userId: string): Promise<void>;
  /**
   * Places the order of the caller's basket: payment authorised first, then one transaction
   * that decrements stock (no overselling), redeems the gift card, stores the order with its
   * number, empties the basket and takes its gift card off; the confirmation mail is queued after the commit. The same
   * idempotency key answers the same order.
   */
  placeOrder(
    context: ShopContext,
    purchaser: Purchaser,
    input: unknown,
    options?: CheckoutOptions,
  ): Promise<PlacedOrder | CheckoutRefusal | ValidationFailure>;
}

export interface CheckoutDependencies {
  readonly database: Pick<Database, 'rows' | 'transaction'>;
  readonly basket: Pick<BasketService, 'basketOf'>;
  readonly payments: PaymentProvider;
  readonly mail: MailSender | null;
  readonly now?: () => Date;
  /** Called after an order took articles off the shelf: pages showing stock may be out of date. */
  readonly stockChanged?: () => void;
}

/** Thrown inside the order transaction to roll it back with a refusal. */
class OrderRollback extends Error {
  constructor(readonly refusal: CheckoutRefusal | 'duplicate') {
    super('order rolled back');
  }
}

const refusal = (
  status: CheckoutRefusal['status'],
  key: CheckoutRefusal['key'],
  field: string | null = null,
): CheckoutRefusal => ({ kind: 'refused', status, key, field });

/** The checkout of issue 6 over baskets, vouchers, gift cards, a payment provider and orders. */
export function createCheckoutService(dependencies: CheckoutDependencies): CheckoutService {
  const { database, basket, payments, mail } = dependencies;
  const now = dependencies.now ?? (() => new Date());

  /** The order the key placed already, as the answer to placing it again, or null. */
  const existingOrder = async (
    context: ShopContext,
    userId: string,
    key: string,
  ): Promise<PlacedOrder | null> => {
    const [row] = await database.rows<{ order_number: string; status: string }>(sql`
      SELECT order_number, status FROM orders
      WHERE shop_id = ${context.shopId} AND user_id = ${userId} AND idempotency_key = ${key}`);
    if (row === undefined) return null;
    const awaited = isOrderStatus(row.status) && orderPaymentState(row.status) === 'pending';
    const payment = awaited ? 'pending' : 'authorised';
    return { kind: 'placed', orderNumber: row.order_number, replayed: true, payment };
  };

  return {
    async summary(context, userId, input, options = {}) {
      resolveShopContext(context);
      const parsed = checkoutQuoteSchema.safeParse(input ?? {});
      if (!parsed.success) return payloadFailure(parsed.error);
      const priced = await priceCheckout(
        database,
        context,
        await basket.basketOf(context, userId),
        parsed.data,
        { shippingCosts: options.shippingCosts ?? null, now: now() },
      );
      return 'kind' in priced ? validationFailure([priced.refusal]) : priced;
    },

    async basketGiftCard(context, userId) {
      const key = basketKey(context.shopId, userId);
      if (key === null) return null;
      const [row] = await database.rows<{ code: string }>(sql`
        SELECT code FROM basket_gift_cards
        WHERE basket_key = ${key} AND shop_id = ${context.shopId} AND user_id = ${userId}`);
      return row?.code ?? null;
    },

    async applyGiftCard(context, userId, input, options = {}) {
      resolveShopContext(context);
      const parsed = giftCardInputSchema.safeParse(input ?? {});
      if (!parsed.success) return payloadFailure(parsed.error);
      const key = basketKey(context.shopId, userId);
      if (key === null) {
        return validationFailure([{ field: 'giftCardCode', key: 'checkout.giftCardUnknown' }]);
      }
      const priced = await priceCheckout(
        database,
        context,
        await basket.basketOf(context, userId),
        { giftCardCode: parsed.data.giftCardCode },
        { shippingCosts: options.shippingCosts ?? null, now: now() },
      );
      if ('kind' in priced) return validationFailure([priced.refusal]);
      await database.rows(sql`
        INSERT INTO basket_gift_cards (basket_key, shop_id, user_id, code)
        VALUES (${key}, ${context.shopId}, ${userId}, ${parsed.data.giftCardCode})
        ON CONFLICT (basket_key) DO UPDATE SET code = EXCLUDED.code, created_at = now()`);
      return priced;
    },

    async removeGiftCard(context, userId) {
      const key = basketKey(context.shopId, userId);
      if (key === null) return;
      await database.rows(sql`DELETE FROM basket_gift_cards WHERE basket_key = ${key}`);
    },

    async placeOrder(context, purchaser, input, options = {}) {
      const resolved = resolveShopContext(context);
      const parsed = placeOrderSchema.safeParse(input);
      if (!parsed.success) return payloadFailure(parsed.error);
      const order = parsed.data;
      const addresses = await orderAddresses(database, purchaser.customerId, order);
      if (isValidationFailure(addresses)) return addresses;
      const { billingAddress, shippingAddress, shippingField } = addresses;
      const issues = [
        ...(shippingAddress.country === resolved.shop.country
          ? []
          : [
              {
                field: shippingField.endsWith('Id') ? shippingField : `${shippingField}.country`,
                key: 'checkout.shippingCountry',
              },
            ]),
        ...(isPaymentMethodOffered(resolved.shop.country, order.paymentMethod)
          ? []
          : [{ field: 'paymentMethod', key: 'checkout.paymentMethod' }]),
      ];
      if (issues.length > 0) return validationFailure(issues);
      const replay = await existingOrder(context, purchaser.userId, order.idempotencyKey);
      if (replay !== null) return replay;

      // The same key sent twice at once: the first may place the order (and empty the basket)
      // between the check above and what follows, so a refusal first looks again for it.
      const unlessPlaced = async <R>(answer: R): Promise<R | PlacedOrder> => {
        const placed = await existingOrder(context, purchaser.userId, order.idempotencyKey);
        return placed ?? answer;
      };
      const current = await basket.basketOf(context, purchaser.userId);
      if (current.items.length === 0) return unlessPlaced(refusal(409, 'checkout.basketEmpty'));
      const unavailable = current.items.find((item) => !isBuyableVariant(item.variant));
      if (unavailable) {
        return unlessPlaced(refusal(409, 'checkout.itemUnavailable', `items.${unavailable.key}`));
      }
      const priced = await priceCheckout(database, context, current, order, {
        shippingCosts: options.shippingCosts ?? null,
        now: now(),
      });
      if ('kind' in priced) return unlessPlaced(validationFailure([priced.refusal]));
      const { totals } = priced;
      // The gift card (G) pays beside another method; chosen alone it must cover everything.
      if (order.paymentMethod === 'G' && totals.amountDue > 0) {
        return validationFailure([
          { field: 'paymentMethod', key: 'checkout.giftCardInsufficient' },
        ]);
      }

      // A gift card that pays everything needs no other payment method.
      const method = totals.amountDue === 0 ? 'G' : order.paymentMethod;
      const payment: PaymentResult =
        totals.amountDue === 0
          ? { status: 'authorised', pspReference: `giftcard_${randomUUID()}` }
          : await payments.authorise({
              method,
              amount: totals.amountDue,
              currency: context.currency,
              reference: `${context.shopId}_${purchaser.userId}_${order.idempotencyKey}`,
              data: order.paymentData ?? {},
            });
      if (payment.status === 'declined')
        return refusal(402, 'checkout.paymentDeclined', 'paymentMethod');
      if (payment.status === 'failed')
        return refusal(503, 'checkout.paymentFailed', 'paymentMethod');
      const { pspReference } = payment;

      const ownBasketKey = basketKey(context.shopId, purchaser.userId) ?? '';
      try {
        const placedOrder = await database.transaction(async (tx) => {
          const [inserted] = await tx.rows<{ id: number; order_number: string }>(sql`
            INSERT INTO orders (order_number, shop_id, language, currency, user_id, customer_id, email,
              is_guest, status, idempotency_key, billing_address, shipping_address, shipping_method,
              payment_method, payment_reference, voucher_code, gift_card_code, totals, set_promotions)
            VALUES (nextval('order_number_seq')::text, ${context.shopId}, ${context.language},
              ${context.currency}, ${purchaser.userId}, ${purchaser.customerId}, ${purchaser.email},
              ${purchaser.isGuest}, ${payment.status === 'authorised' ? 'paid' : 'placed'},
              ${order.idempotencyKey}, ${JSON.stringify(billingAddress)}::jsonb,
              ${JSON.stringify(shippingAddress)}::jsonb, ${priced.shipping.method}, ${method},
              ${pspReference}, ${priced.voucher?.code ?? null}, ${priced.giftCard?.code ?? null},
              ${JSON.stringify({ ...totals, currencyCode: context.currency })}::jsonb,
              ${JSON.stringify(priced.basket.setPromotions)}::jsonb)
            ON CONFLICT (shop_id, user_id, idempotency_key) DO NOTHING
            RETURNING id, order_number`);
          if (inserted === undefined) throw new OrderRollback('duplicate');
          for (const [position, item] of priced.basket.items.entries()) {
            if (item.variant.logistics.bvc === 1) {
              const taken = await tx.rows(sql`
                UPDATE variants SET stock_quantity = stock_quantity - ${item.quantity}
                WHERE id = ${item.variant.id} AND stock_quantity >= ${item.quantity} RETURNING id`);
              if (taken.length === 0) {
                throw new OrderRollback(refusal(409, 'checkout.outOfStock', `items.${item.key}`));
              }
            }
            await tx.rows(sql`
              INSERT INTO order_lines (order_id, position, variant_id, product_id, quantity, unit_with_tax,
                total_with_tax, total_without_tax, promotion_id, promotion_amount, set_reduction, item_group, custom_data, snapshot)
              VALUES (${inserted.id}, ${position}, ${item.variant.id}, ${item.product.id}, ${item.quantity},
                ${item.price.unit.withTax}, ${item.price.total.withTax}, ${item.price.total.withoutTax},
                ${item.promotionId}, ${item.promotionAmount}, ${item.setReduction},
                ${JSON.stringify(item.itemGroup)}::jsonb,
                ${JSON.stringify(item.customData)}::jsonb,
                ${JSON.stringify({ product: item.product, variant: item.variant, displayData: item.displayData })}::jsonb)`);
            await tx.rows(sql`
              INSERT INTO order_items (order_id, product_id, shop_id, customer_key)
              VALUES (${inserted.order_number}, ${item.product.id}, ${context.shopId}, ${purchaser.customerId})`);
          }
          if (priced.giftCard !== null && totals.giftCardAmount > 0) {
            const redeemed = await tx.rows(sql`
              UPDATE gift_cards SET balance = balance - ${totals.giftCardAmount}
              WHERE code = ${priced.giftCard.code} AND balance >= ${totals.giftCardAmount} RETURNING code`);
            if (redeemed.length === 0) {
              throw new OrderRollback(refusal(409, 'checkout.giftCardEmpty', 'giftCardCode'));
            }
          }
          // The basket's next order starts without a gift card (issue 16).
          await tx.rows(sql`DELETE FROM basket_gift_cards WHERE basket_key = ${ownBasketKey}`);
          const lineKeys = priced.basket.items.map((item) => item.key);
          await tx.rows(sql`
            DELETE FROM basket_items WHERE basket_key = ${ownBasketKey}
              AND key = ANY(${`{${lineKeys.join(',')}}`}::text[])`);
          // The confirmation is queued in the order's transaction: it exists exactly when the
          // order does, and is delivered after the commit.
          const mailId =
            mail === null
              ? null
              : await mail.queue(
                  tx,
                  orderMail('order-confirmation', {
                    shopId: context.shopId,
                    customerId: purchaser.customerId,
                    language: context.language,
                    iso: resolved.locale.iso,
                    brandName: resolved.shop.brandName,
                    to: purchaser.email,
                    firstName: billingAddress.firstName,
                    orderNumber: inserted.order_number,
                    totalWithTax: totals.totalWithTax,
                    currency: context.currency,
                    lines: priced.basket.items.map((item) => ({
                      name: item.product.name,
                      quantity: item.quantity,
                    })),
                    paymentPending: payment.status === 'pending',
                    setPromotions: priced.basket.setPromotions,
                  }),
                );
          return { orderNumber: inserted.order_number, mailId };
        });
        if (mail !== null && placedOrder.mailId !== null) {
          await mail
            .deliver(placedOrder.mailId)
            .catch((error: unknown) =>
              console.error('commerce: order confirmation not delivered', error),
            );
        }
        dependencies.stockChanged?.();
        const { orderNumber } = placedOrder;
        return { kind: 'placed', orderNumber, replayed: false, payment: payment.status };
      } catch (error) {
        if (!(error instanceof OrderRollback)) throw error;
        await payments.cancel(pspReference);
        if (error.refusal !== 'duplicate') return unlessPlaced(error.refusal);
        const placed = await existingOrder(context, purchaser.userId, order.idempotencyKey);
        if (placed === null) throw new Error('A duplicate order vanished');
        return placed;
      }
    },
  };
}
