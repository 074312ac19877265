import { describe, expect, test } from 'vitest';
import { beginCheckoutEvent, viewCartEvent } from './basket-events';
import { aBasket, aBasketItem, externalVisitor, internalVisitor } from './test-fixtures';

describe('basket events (spec §4)', () => {
  test.each([
    { name: 'view_cart', build: viewCartEvent },
    { name: 'begin_checkout', build: beginCheckoutEvent },
  ])('$name carries every line and the basket total', ({ name, build }) => {
    const basket = aBasket({
      items: [aBasketItem(), aBasketItem({ key: 'item-2', quantity: 1 })],
      cost: { currencyCode: 'EUR', withTax: 5997, withoutTax: 5039 },
    });
    const event = build(basket, externalVisitor);
    expect(event.event).toBe(name);
    expect(event.ecommerce).toMatchObject({ currency: 'EUR', value: 59.97 });
    expect(event.ecommerce.items.map((item) => item.quantity)).toEqual([2, 1]);
    expect(event).not.toHaveProperty('traffic_type');
  });

  test('an empty basket is a view with no items and value 0', () => {
    const basket = aBasket({ items: [], cost: { currencyCode: 'CHF', withTax: 0, withoutTax: 0 } });
    expect(viewCartEvent(basket, externalVisitor)).toEqual({
      event: 'view_cart',
      ecommerce: { currency: 'CHF', value: 0, items: [] },
    });
  });

  test('marks internal traffic', () => {
    expect(beginCheckoutEvent(aBasket(), internalVisitor).traffic_type).toBe('internal');
  });
});
