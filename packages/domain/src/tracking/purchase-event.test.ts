import { describe, expect, test } from 'vitest';
import { purchaseEvent } from './purchase-event';
import { anOrder, anOrderItem, externalVisitor, internalVisitor } from './test-fixtures';

// SHA-256 of 'anna@example.de'.
const annaHash = '25ffd4ca1b96b0784bb963640c3921f87adfce565e9fe65646f867a84fa50dfd';

describe('purchase (spec §4)', () => {
  test('sends order id, totals, tax, shipping, payment type, items and the hashed e-mail', () => {
    expect(purchaseEvent(anOrder(), externalVisitor)).toEqual({
      event: 'purchase',
      user_data: { sha256_email_address: annaHash },
      is_guest: false,
      ecommerce: {
        transaction_id: '100234',
        currency: 'EUR',
        value: 504.98,
        tax: 80.63,
        shipping: 4.99,
        payment_type: 'PP',
        items: [
          {
            item_id: '123456',
            item_name: 'Kinderwagen Sonnenschein',
            item_brand: 'Kiddo',
            item_variant: '123456_01',
            item_category: 'Baby',
            item_category2: 'Unterwegs',
            item_category3: 'Kinderwagen',
            price: 499.99,
            quantity: 1,
          },
        ],
      },
    });
  });

  test('sends coupon, its reduction, special coupon and gift card', () => {
    const order = anOrder({
      voucher: { coupon: 'Frühling', couponCode: 'SPRING10', couponReductionWithTax: 1000 },
      specialCoupon: ' VIP ',
      giftcard: { amount: 2500, giftCardCode: 'GC-1' },
      payment: [
        { key: 'G', amount: 2500 },
        { key: 'KK', amount: 47998 },
      ],
    });
    expect(purchaseEvent(order, externalVisitor).ecommerce).toMatchObject({
      coupon: 'SPRING10',
      discount: 10,
      special_coupon: 'VIP',
      gift_card_code: 'GC-1',
      gift_card_amount: 25,
      payment_type: 'KK',
    });
  });

  test('names the coupon when it has no code', () => {
    const order = anOrder({
      voucher: { coupon: 'Frühling', couponCode: null, couponReductionWithTax: 0 },
    });
    const { ecommerce } = purchaseEvent(order, externalVisitor);
    expect(ecommerce.coupon).toBe('Frühling');
    expect(ecommerce).not.toHaveProperty('discount');
  });

  test('flags a guest and marks internal traffic', () => {
    const order = anOrder({
      customer: { id: 'g-1', email: 'gast@example.at', status: { isGuestCustomer: true } },
    });
    expect(purchaseEvent(order, internalVisitor)).toMatchObject({
      is_guest: true,
      traffic_type: 'internal',
    });
  });

  test.each([{ email: '' }, { email: '   ' }])(
    'sends no hash without an address ($email)',
    ({ email }) => {
      const order = anOrder({ customer: { id: 'c', email, status: { isGuestCustomer: true } } });
      expect(purchaseEvent(order, externalVisitor)).not.toHaveProperty('user_data');
    },
  );

  test('leaves out coupon, gift card and payment type when there are none', () => {
    const order = anOrder({
      payment: [],
      giftcard: { amount: Number.NaN, giftCardCode: ' ' },
    });
    expect(Object.keys(purchaseEvent(order, externalVisitor).ecommerce).sort()).toEqual([
      'currency',
      'items',
      'shipping',
      'tax',
      'transaction_id',
      'value',
    ]);
  });

  test('reports malformed amounts as 0', () => {
    const order = anOrder({
      cost: { withTax: Number.NaN, withoutTax: 0, tax: { vat: { amount: Number.NaN } } },
      shipping: { withTax: Number.POSITIVE_INFINITY },
    });
    expect(purchaseEvent(order, externalVisitor).ecommerce).toMatchObject({
      value: 0,
      tax: 0,
      shipping: 0,
    });
  });

  test('reads the items of the packages when the order lists none', () => {
    const line = anOrderItem({ quantity: 2 });
    const order = anOrder({
      items: [],
      packages: [
        { carrierKey: 'DHL', items: [line] },
        { carrierKey: 'SPEDITION', items: [line] },
      ],
    });
    expect(purchaseEvent(order, externalVisitor).ecommerce.items).toHaveLength(2);
  });
});
